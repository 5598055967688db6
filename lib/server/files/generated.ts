import 'server-only';
import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FileKind } from '@/lib/files/kinds';
import type { Db } from '@/lib/server/db/client';
import { files } from '@/lib/server/db/schema';
import { storageKeyFor, type FileStorage } from './storage';

type FileRow = typeof files.$inferSelect;

export interface GeneratedFile {
  kind: FileKind;
  /** The name a download gets (cleaned like an upload's). */
  name: string;
  mime: string;
  bytes: Uint8Array;
  ownerKind: string;
  ownerId: number;
  field: string;
}

/**
 * Stores bytes the server made itself (a seeded document, a generated report) as an attached file
 * of an owner record, the same way an upload is stored: temporary object, then the row and the move
 * to the final key in one transaction. No uploader, no expiry. Answers the row.
 */
export async function storeGeneratedFile(db: Db, storage: FileStorage, file: GeneratedFile): Promise<FileRow> {
  const tempKey = await storage.writeTemp(Readable.from([Buffer.from(file.bytes)]));
  const id = crypto.randomUUID();
  const key = storageKeyFor(id);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(files)
        .values({
          id,
          kind: file.kind,
          provider: storage.provider,
          storageKey: key,
          originalName: file.name.slice(0, 255),
          mime: file.mime,
          size: file.bytes.byteLength,
          sha256: crypto.createHash('sha256').update(file.bytes).digest('hex'),
          ownerKind: file.ownerKind,
          ownerId: file.ownerId,
          field: file.field,
          attachedAt: new Date(),
        })
        .returning();
      await storage.promote(tempKey, key);
      return row;
    });
  } catch (error) {
    await storage.remove(tempKey).catch(() => undefined);
    await storage.remove(key).catch(() => undefined);
    throw error;
  }
}

/** The row and the whole bytes of a stored file (for a server that transforms it, e.g. a watermark). */
export async function readStoredFile(db: Db, storage: FileStorage, id: string): Promise<{ row: FileRow; bytes: Buffer } | null> {
  const [row] = await db.select().from(files).where(eq(files.id, id));
  if (!row) return null;
  const stream = await storage.read(row.storageKey);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return { row, bytes: Buffer.concat(chunks) };
}
