import 'server-only';
import { max } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { materialDatasets } from '@/lib/server/db/schema';
import { setDataGeneration } from '@/lib/materials/cached-pages';

/** How often a server re-reads the data version, so an import made by another process (npm run data:import) shows. */
const REFRESH_MS = 60_000;

/**
 * Reads the data version (the latest import time of any data set) and hands it to proxy.ts, which
 * puts it into the internal path of every cached material page (lib/materials/cached-pages.ts).
 */
export async function refreshDataGeneration(db: Db): Promise<string> {
  const [row] = await db.select({ at: max(materialDatasets.importedAt) }).from(materialDatasets);
  const generation = row?.at ? new Date(row.at).getTime().toString(36) : '0';
  setDataGeneration(generation);
  return generation;
}

/** At start: read the version now, then every minute (never keeping the process alive). */
export async function watchDataGeneration(db: Db): Promise<void> {
  await refreshDataGeneration(db);
  const timer = setInterval(() => {
    refreshDataGeneration(db).catch((error) => console.warn('[atsteel] data version not refreshed:', error instanceof Error ? error.message : error));
  }, REFRESH_MS);
  timer.unref();
}
