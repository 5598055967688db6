import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import type { MaterialFamily } from '@/lib/materials/contract';
import { normalizeGrade } from '@/lib/materials/text';

/**
 * View and search counters are gathered in memory and written in one ordered batch (every few
 * seconds, and before any hot list is read), so a search or detail request never waits on a
 * write and concurrent requests never contend for the same counter rows.
 */
interface Pending {
  views: Map<number, number>;
  hits: Map<number, number>;
  keywords: Map<string, { family: MaterialFamily; norm: string; keyword: string; n: number }>;
}

interface Box {
  pending: Pending;
  timer?: NodeJS.Timeout;
}

/**
 * Per database, per bundle (each Next route bundle keeps its own box and flushes it within FLUSH_MS);
 * no process-wide global.
 */
const boxes = new WeakMap<Db, Box>();
const FLUSH_MS = 5000;

const emptyPending = (): Pending => ({ views: new Map(), hits: new Map(), keywords: new Map() });

function boxOf(db: Db): Box {
  let box = boxes.get(db);
  if (!box) {
    box = { pending: emptyPending() };
    boxes.set(db, box);
  }
  return box;
}

function schedule(db: Db, box: Box) {
  if (box.timer) return;
  box.timer = setTimeout(() => {
    box.timer = undefined;
    flushCounters(db).catch((error) => console.error('[materials] counter flush failed:', error));
  }, FLUSH_MS);
  box.timer.unref?.();
}

export function countView(db: Db, materialId: number): void {
  const box = boxOf(db);
  box.pending.views.set(materialId, (box.pending.views.get(materialId) ?? 0) + 1);
  schedule(db, box);
}

/**
 * Counts a first-page search: the records shown get a search hit, and the keyword counts towards the hot
 * searches only when the search found records (issue 29, item 12: "1;DROP TABLE x" finds nothing).
 */
export function countSearch(db: Db, family: MaterialFamily, keyword: string, shownIds: number[]): void {
  const norm = normalizeGrade(keyword).slice(0, 100);
  if (!norm || shownIds.length === 0) return;
  const box = boxOf(db);
  const key = `${family}:${norm}`;
  const k = box.pending.keywords.get(key) ?? { family, norm, keyword: keyword.trim().slice(0, 100), n: 0 };
  k.n += 1;
  k.keyword = keyword.trim().slice(0, 100);
  box.pending.keywords.set(key, k);
  for (const id of shownIds.slice(0, 10)) box.pending.hits.set(id, (box.pending.hits.get(id) ?? 0) + 1);
  schedule(db, box);
}

/** Writes the pending counts (ids in ascending order) and clears them. */
export async function flushCounters(db: Db): Promise<void> {
  const box = boxOf(db);
  const { views, hits, keywords } = box.pending;
  if (!views.size && !hits.size && !keywords.size) return;
  box.pending = emptyPending();
  const ids = [...new Set([...views.keys(), ...hits.keys()])].sort((a, b) => a - b);
  if (ids.length) {
    const values = sql.join(ids.map((id) => sql`(${id}::int, ${views.get(id) ?? 0}::int, ${hits.get(id) ?? 0}::int)`), sql`, `);
    await db.execute(sql`INSERT INTO material_stats AS s (material_id, views, search_hits)
      SELECT v.id, v.views, v.hits FROM (VALUES ${values}) AS v(id, views, hits) JOIN materials m ON m.id = v.id
      ON CONFLICT (material_id) DO UPDATE SET views = s.views + excluded.views, search_hits = s.search_hits + excluded.search_hits, updated_at = now()`);
  }
  const kws = [...keywords.values()].sort((a, b) => (a.family + a.norm).localeCompare(b.family + b.norm));
  if (kws.length) {
    const values = sql.join(kws.map((k) => sql`(${k.family}, ${k.norm}, ${k.keyword}, ${k.n}::int)`), sql`, `);
    await db.execute(sql`INSERT INTO material_keyword_stats AS s (family, keyword_norm, keyword, searches)
      VALUES ${values}
      ON CONFLICT (family, keyword_norm) DO UPDATE SET searches = s.searches + excluded.searches, keyword = excluded.keyword, last_at = now()`);
  }
}
