import 'server-only';
import { eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { files } from '@/lib/server/db/schema';
import { logger } from '@/lib/server/log';
import type { Services } from '@/lib/server/ports';
import type { FileStorage } from './storage';

/** Temporary objects older than this were left by a crash or a killed upload. */
const TEMP_MAX_AGE_MS = 6 * 3600_000;
const BATCH = 100;

/**
 * Deletes expired files: uploads never attached within PENDING_UPLOAD_HOURS and files an area
 * detached. Each batch is claimed by one DELETE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED), so
 * several app instances running this at once never handle the same row twice, and a file being
 * attached at that moment (its row locked) is skipped. The row goes first, then its bytes: a row
 * never names missing bytes. Then temporary objects left by crashes are swept.
 */
export async function removeExpiredFiles(db: Db, storage: FileStorage, now: Date): Promise<{ files: number; temp: number }> {
  let removed = 0;
  for (;;) {
    const claimed = db.select({ id: files.id }).from(files).where(lt(files.expiresAt, now)).limit(BATCH).for('update', { skipLocked: true });
    const rows = await db.delete(files).where(inArray(files.id, claimed)).returning({ id: files.id, key: files.storageKey });
    for (const row of rows) {
      await storage.remove(row.key).catch((error) => logger.write('error', 'file_remove_failed', { file: row.id, error: String(error?.message ?? error) }));
    }
    removed += rows.length;
    if (rows.length < BATCH) break;
  }
  const temp = await storage.sweepTemp(new Date(now.getTime() - TEMP_MAX_AGE_MS));
  if (removed || temp) logger.write('info', 'files_cleaned', { files: removed, temp });
  return { files: removed, temp };
}

/** Removes one's own pending upload (the upload list's remove button before the record is saved). */
export async function deletePendingUpload(db: Db, storage: FileStorage, userId: number, id: string): Promise<'deleted' | 'missing' | 'not-yours' | 'attached'> {
  const [row] = await db.select().from(files).where(eq(files.id, id));
  if (!row) return 'missing';
  if (row.uploaderId !== userId) return 'not-yours';
  if (row.ownerKind !== null) return 'attached';
  const [gone] = await db.delete(files).where(eq(files.id, id)).returning({ key: files.storageKey });
  if (gone) await storage.remove(gone.key).catch(() => undefined);
  return 'deleted';
}

/**
 * Runs the clean-up a minute after start and then every hour, in every instance (the database decides
 * who does what). Called once per process by lib/server/startup.ts, which keeps the timer in the services' memory.
 */
export function scheduleFileCleanup(services: Services, everyMs = 3600_000): void {
  const timers = services.memory.slot('files.cleanup', () => ({ started: false }));
  if (timers.started) return;
  timers.started = true;
  const run = () => {
    services
      .db()
      .then((db) => removeExpiredFiles(db, services.storage(), services.clock.now()))
      .catch((error) => logger.write('error', 'files_clean_failed', { error: String(error?.message ?? error) }));
  };
  setTimeout(run, 60_000).unref();
  setInterval(run, everyMs).unref();
}
