import 'server-only';
import crypto from 'node:crypto';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { StoredFile } from '@/lib/files/contract';
import { formatLimit, KIND_RULES, MAX_PENDING_UPLOADS, MULTIPART_OVERHEAD_BYTES, PENDING_UPLOAD_HOURS, type FileKind } from '@/lib/files/kinds';
import type { Db } from '@/lib/server/db/client';
import { files } from '@/lib/server/db/schema';
import { toStoredFile } from './attach';
import { refusal } from './content';
import { receiveFile } from './receive';
import { countUpload } from './upload-count';
import type { RateLimiter } from '@/lib/server/ratelimit/types';
import { storageKeyFor, type FileStorage } from './storage';

export interface UploadRequest {
  userId: number;
  kind: FileKind;
  headers: Headers;
  body: ReadableStream<Uint8Array> | null | undefined;
}

/**
 * `SystemManager/fileUpload`: one file of a kind, streamed through the checks into a temporary
 * object; then, in one transaction, the row is written and the object moved to its final key.
 * Whatever fails on the way (a refused byte, a dropped connection, a storage or database error)
 * leaves neither a row nor an object. The upload waits, readable only by its uploader, until an
 * area attaches it to a record (attachFiles), or expires. Each attempt is counted per user beside the
 * byte limits (`countUpload`: 429 past UPLOAD_COUNT_LIMITS).
 */
export async function createUpload(db: Db, storage: FileStorage, limiter: RateLimiter, request: UploadRequest): Promise<StoredFile> {
  const rule = KIND_RULES[request.kind];
  await countUpload(limiter, request.userId);
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > rule.maxBytes + MULTIPART_OVERHEAD_BYTES) {
    throw refusal('Files.tooLarge', 413, { max: formatLimit(rule.maxBytes) });
  }
  if (!request.body) throw refusal('Files.noFile', 400);
  const [{ pending }] = await db
    .select({ pending: count() })
    .from(files)
    .where(and(eq(files.uploaderId, request.userId), isNull(files.ownerKind), gt(files.expiresAt, new Date())));
  if (pending >= MAX_PENDING_UPLOADS) throw refusal('Files.tooManyPending', 429, { max: MAX_PENDING_UPLOADS });

  const received = await receiveFile(request.body as WebReadableStream<Uint8Array>, request.headers.get('content-type') ?? '', rule, storage);
  const id = crypto.randomUUID();
  const key = storageKeyFor(id);
  try {
    const [row] = await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(files)
        .values({
          id,
          kind: request.kind,
          provider: storage.provider,
          storageKey: key,
          originalName: received.name,
          mime: received.mime,
          size: received.size,
          sha256: received.sha256,
          width: received.width,
          height: received.height,
          uploaderId: request.userId,
          expiresAt: new Date(Date.now() + PENDING_UPLOAD_HOURS * 3600_000),
        })
        .returning();
      // Inside the transaction: if the move fails the row is rolled back.
      await storage.promote(received.tempKey, key);
      return inserted;
    });
    return toStoredFile(row);
  } catch (error) {
    // Either the row never existed or the commit failed after the move: no object may stay.
    await storage.remove(received.tempKey).catch(() => undefined);
    await storage.remove(key).catch(() => undefined);
    throw error;
  }
}
