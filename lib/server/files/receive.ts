import 'server-only';
import busboy from 'busboy';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { KindRule } from '@/lib/files/kinds';
import { sanitizeFileName } from '@/lib/files/file-name';
import { ApiError } from '@/lib/server/api/errors';
import { refusal } from './content';
import { UploadInspector, type InspectedFile } from './inspector';
import type { FileStorage } from './storage';

export interface ReceivedFile extends InspectedFile {
  tempKey: string;
  name: string;
}

/**
 * Reads a multipart/form-data body with exactly one part, the file named `file`, and streams it
 * through the checks (UploadInspector) into a temporary object of the storage. Nothing is held whole
 * in memory: busboy hands the file on in chunks and waits while the storage is busy.
 *
 * After a refusal the rest of the body is still read (and dropped), so the client gets the answer
 * instead of a reset connection; the dispatcher caps how much that can be. On any failure the
 * temporary object is removed before this rejects.
 */
export function receiveFile(body: WebReadableStream<Uint8Array>, contentType: string, rule: KindRule, storage: FileStorage): Promise<ReceivedFile> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': contentType },
        defParamCharset: 'utf8',
        // One byte beyond the kind's limit reaches the inspector, which refuses it.
        limits: { files: 1, fields: 0, fileSize: rule.maxBytes + 1, headerPairs: 10, fieldNameSize: 100 },
      });
    } catch {
      return reject(refusal('Errors.malformedBody', 400));
    }

    let failure: unknown;
    let job: Promise<ReceivedFile> | undefined;
    const fail = (error: unknown) => {
      failure ??= error;
    };

    parser.on('file', (field, stream, info) => {
      if (field !== 'file' || job) {
        fail(refusal('Files.oneFilePart', 400));
        stream.resume();
        return;
      }
      const inspector = new UploadInspector(rule);
      // pipe() does not pass errors on: a broken connection must stop the storage write too.
      stream.on('error', (error) => inspector.destroy(error));
      inspector.on('error', (error) => {
        // The refusal itself, before a storage client wraps it in its own error.
        if (ApiError.is(error)) fail(error);
        stream.unpipe(inspector);
        stream.resume();
      });
      stream.pipe(inspector);
      const name = sanitizeFileName(info.filename ?? '');
      job = storage.writeTemp(inspector).then((tempKey) => ({ tempKey, name, ...inspector.result() }));
      job.catch(fail);
    });
    parser.on('field', () => fail(refusal('Files.oneFilePart', 400)));
    for (const limit of ['filesLimit', 'fieldsLimit'] as const) parser.on(limit, () => fail(refusal('Files.oneFilePart', 400)));

    let settled = false;
    const settle = async (error?: unknown) => {
      if (settled) return;
      settled = true;
      if (error) fail(error);
      const outcome = job ? await job.catch(() => undefined) : undefined;
      if (!job && !failure) fail(refusal('Files.noFile', 400));
      if (failure) {
        if (outcome) await storage.remove(outcome.tempKey).catch(() => undefined);
        reject(ApiError.is(failure) ? failure : mapStreamError(failure));
      } else resolve(outcome!);
    };
    parser.on('close', () => void settle());
    parser.on('error', (error) => void settle(error));

    const source = Readable.fromWeb(body);
    source.on('error', (error) => parser.destroy(error));
    source.pipe(parser);
  });
}

/** The request ended early or was malformed; a body over the dispatcher's cap says so itself. */
function mapStreamError(error: unknown): ApiError {
  if (ApiError.is(error)) return error;
  if ((error as { code?: string })?.code === 'BODY_TOO_LARGE') return refusal('Errors.bodyTooLarge', 413);
  return refusal('Errors.malformedBody', 400);
}
