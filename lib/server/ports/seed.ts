import 'server-only';
import { count, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { seedRuns } from '@/lib/server/db/schema';
import type { Services } from './services';

export interface SeedStep {
  /** Unique name; a step runs once per database. Bump the name to run a changed step again. */
  name: string;
  /** Runs with the database and the services it is seeded for (files, signing keys, clock). */
  run: (db: Db, services: Services) => Promise<string | void>;
}

/**
 * Runs every seed step that has not run on this database yet, in order, and records it.
 * Idempotent: `npm start` calls it on every start and it does nothing the second time.
 */
export async function runSeeds(db: Db, steps: readonly SeedStep[], services: Services, log = defaultLog): Promise<void> {
  for (const step of steps) {
    const done = await db.select({ name: seedRuns.name }).from(seedRuns).where(eq(seedRuns.name, step.name));
    if (done.length) continue;
    const started = Date.now();
    const summary = (await step.run(db, services)) ?? '';
    await db.insert(seedRuns).values({ name: step.name, summary }).onConflictDoNothing();
    log(`seed ${step.name}: ${summary || 'done'} (${Date.now() - started} ms)`);
  }
}

/**
 * Whether every step has run on this database, in one query: a restart checks its seeds this way before it takes
 * the migration lock (openDatabase's `prepared`), instead of one query per step under the lock. A new step (or a
 * renamed one) is not recorded yet, so the full path runs it.
 */
export async function seedsDone(db: Db, steps: readonly SeedStep[]): Promise<boolean> {
  const names = [...new Set(steps.map((step) => step.name))];
  if (!names.length) return true;
  const [row] = await db.select({ done: count() }).from(seedRuns).where(inArray(seedRuns.name, names));
  return (row?.done ?? 0) === names.length;
}

function defaultLog(line: string) {
  if (process.env.NODE_ENV !== 'test') console.log(line);
}
