import 'server-only';
import { max } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { materialDatasets } from '@/lib/server/db/schema';
import { getEnv } from '@/lib/env';
import { logger } from '@/lib/server/log';
import type { DataGeneration } from '@/lib/server/ports';
import { ask } from '@/lib/server/ports/answers';

/** How often a server re-reads the data version, so an import made by another process (npm run data:import) shows. */
const REFRESH_MS = 60_000;
/**
 * The Redis channel an import announces itself on (docs/DEPLOYMENT.md): every instance subscribed re-reads the
 * data version at once instead of at its next minute, so no instance keeps serving the old cached pages.
 */
export const DATA_GENERATION_CHANNEL = 'atsteel:data-generation';

/**
 * Reads the data version (the latest import time of any data set, and the last change of the editorial content readers
 * see: the content's answer `lastContentChange`, lib/server/content/revision.ts, since the home page shows both) and hands it to proxy.ts (through the services' data version, which the process holder shares), which
 * puts it into the internal path of every cached material page (lib/materials/cached-pages.ts).
 */
export async function refreshDataGeneration(db: Db, cell: DataGeneration): Promise<string> {
  // The content owns its revisions (and imports this domain): asked through its answer, not its table.
  const [[row], content] = await Promise.all([db.select({ at: max(materialDatasets.importedAt) }).from(materialDatasets), ask('lastContentChange', db)]);
  const data = row?.at ? new Date(row.at).getTime().toString(36) : '0';
  const generation = content ? `${data}-${content.getTime().toString(36)}` : data;
  cell.set(generation);
  return generation;
}

const warn = (error: unknown) => logger.write('warn', 'data_version_not_refreshed', { message: error instanceof Error ? error.message : String(error) });

/**
 * At start: read the version now, then every minute (never keeping the process alive); with Redis, also
 * whenever an import on any instance or by `npm run data:import` announces a new version.
 */
export async function watchDataGeneration(db: Db, cell: DataGeneration, redisUrl?: string): Promise<void> {
  await refreshDataGeneration(db, cell);
  const timer = setInterval(() => void refreshDataGeneration(db, cell).catch(warn), REFRESH_MS);
  timer.unref();
  if (!redisUrl) return;
  const { Redis } = await import('ioredis');
  // A subscriber connection of its own (a subscribed connection runs no other command); ioredis reconnects
  // and subscribes again by itself. The announcement only wakes the instance: the version is read from the database.
  const subscriber = new Redis(redisUrl, { lazyConnect: true });
  // While Redis is down ioredis retries every 2 s at most: the outage is logged once, and its end once.
  let lost = false;
  subscriber.on('error', (error) => {
    if (!lost) logger.write('warn', 'data_version_channel', { message: error.message });
    lost = true;
  });
  subscriber.on('ready', () => {
    if (lost) logger.write('info', 'data_version_channel_restored');
    lost = false;
  });
  subscriber.on('message', () => void refreshDataGeneration(db, cell).catch(warn));
  await subscriber.connect().then(() => subscriber.subscribe(DATA_GENERATION_CHANNEL)).catch(warn);
}

/** After an import: tells every instance listening on Redis to re-read the data version now. */
export async function announceDataGeneration(redisUrl: string, generation: string): Promise<number> {
  const { Redis } = await import('ioredis');
  // Fails within a second while Redis is down (the caller logs it; instances still re-read the version every minute).
  const client = new Redis(redisUrl, { maxRetriesPerRequest: 0, connectTimeout: 1000, commandTimeout: 1000, retryStrategy: () => null });
  client.on('error', () => undefined);
  try {
    return await client.publish(DATA_GENERATION_CHANNEL, generation);
  } finally {
    client.disconnect();
  }
}

/**
 * After a change readers must see at once (content published, positions changed): this instance re-reads the version
 * now, and with Redis every other instance is told to (the same channel as an import).
 */
export async function refreshAndAnnounceDataGeneration(db: Db, cell: DataGeneration): Promise<string> {
  const generation = await refreshDataGeneration(db, cell);
  const redisUrl = getEnv().REDIS_URL;
  if (redisUrl) await announceDataGeneration(redisUrl, generation).catch(warn);
  return generation;
}
