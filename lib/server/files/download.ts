import 'server-only';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { attachmentDisposition } from '@/lib/files/file-name';
import { SAFE_DOWNLOAD_TYPES } from '@/lib/files/kinds';
import { parseRange } from '@/lib/files/range';
import { forbidden, noToken } from '@/lib/server/api/errors';
import type { RequestInfo, Translate } from '@/lib/server/api/types';
import type { Db } from '@/lib/server/db/client';
import { files } from '@/lib/server/db/schema';
import { logger } from '@/lib/server/log';
import { RESPONSE_CODE } from '@/lib/session/constants';
import type { SessionUser } from '@/lib/session/permissions';
import type { DbOrTx } from './attach';
import { refusal } from './content';
import { fileOwnerRule } from './owners';
import type { FileStorage } from './storage';

type FileRow = typeof files.$inferSelect;

/**
 * Who may read a file: a pending upload only its uploader, an attached file whoever the owner
 * kind's rule lets read the owning record (registerFileOwner). An owner kind nobody registered
 * lets nobody read.
 */
export async function canReadFile(db: DbOrTx, viewer: SessionUser | null, row: FileRow): Promise<boolean> {
  if (row.ownerKind === null || row.ownerId === null) return !!viewer && viewer.id === row.uploaderId && !!row.expiresAt && row.expiresAt > new Date();
  const owner = fileOwnerRule(row.ownerKind);
  return owner ? owner.canDownload(db as Db, viewer, row.ownerId) : false;
}

/**
 * Headers of every file answer: always a download (never rendered from the portal's origin), a
 * type the browser may not second-guess, and a policy that would sandbox the file even if a
 * browser displayed it.
 */
function fileHeaders(row: FileRow): Record<string, string> {
  return {
    'content-type': SAFE_DOWNLOAD_TYPES.includes(row.mime) ? row.mime : 'application/octet-stream',
    'content-disposition': attachmentDisposition(row.originalName),
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; sandbox",
    'cross-origin-resource-policy': 'same-origin',
    'cache-control': 'private, no-cache',
    'accept-ranges': 'bytes',
    etag: `"${row.sha256}"`,
  };
}

/** `SystemManager/fileDownload`: the file's bytes (or one range of them) after the access check. */
export async function downloadFile(db: Db, storage: FileStorage, viewer: SessionUser | null, id: string, request: RequestInfo, t: Translate): Promise<Response> {
  const [row] = await db.select().from(files).where(eq(files.id, id));
  if (!row) throw refusal('Files.noSuchFile', 404);
  if (!(await canReadFile(db, viewer, row))) throw viewer ? forbidden() : noToken();

  const headers = fileHeaders(row);
  const range = parseRange(request.headers.get('range'), row.size, request.headers.get('if-range'), headers.etag);
  if (range.kind === 'unsatisfiable') {
    const body = JSON.stringify({ code: RESPONSE_CODE.failure, data: null, msg: t('Files.rangeNotSatisfiable') });
    return new Response(body, { status: 416, headers: { 'content-type': 'application/json', 'content-range': `bytes */${row.size}`, 'cache-control': 'no-store' } });
  }
  const partial = range.kind === 'partial' ? range : undefined;
  const length = partial ? partial.end - partial.start + 1 : row.size;
  if (partial) headers['content-range'] = `bytes ${partial.start}-${partial.end}/${row.size}`;
  headers['content-length'] = String(length);
  const status = partial ? 206 : 200;
  if (request.method === 'HEAD') return new Response(null, { status, headers });

  let stream: Readable;
  try {
    stream = await storage.read(row.storageKey, partial);
  } catch (error) {
    // A row without its bytes must not happen (docs/FILES.md); say so loudly, answer 404.
    logger.write('error', 'file_missing', { file: row.id, provider: row.provider, error: String((error as Error)?.message ?? error) });
    throw refusal('Files.noSuchFile', 404);
  }
  return new Response(Readable.toWeb(stream) as ReadableStream<Uint8Array>, { status, headers });
}
