import 'server-only';
import { and, desc, eq, gte, isNull } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { materialKeywordBlocks, materialKeywordStats } from '@/lib/server/db/schema';
import { badRequest } from '@/lib/server/api/errors';
import type { HotKeyword, HotKeywordAdminRow, MaterialFamily } from '@/lib/materials/contract';
import { normalizeGrade } from '@/lib/materials/grade-names';
import { cleanHotKeyword, HOT_KEYWORD_MIN_COUNT } from '@/lib/materials/hot-keywords';
import { flushCounters } from './counters';

/**
 * Hot keywords for every visitor (issue 29, item 12): keywords whose searches found records (only those
 * are counted, counters.ts), searched at least HOT_KEYWORD_MIN_COUNT times, that read as a material name
 * (cleanHotKeyword) and are not blocked by an administrator; shown in their normalised form.
 */
export async function listHotKeywords(db: Db, family: MaterialFamily | undefined, limit: number): Promise<HotKeyword[]> {
  await flushCounters(db);
  const rows = await db
    .select({ keyword: materialKeywordStats.keyword, family: materialKeywordStats.family, searches: materialKeywordStats.searches })
    .from(materialKeywordStats)
    .leftJoin(materialKeywordBlocks, eq(materialKeywordBlocks.keywordNorm, materialKeywordStats.keywordNorm))
    .where(and(family ? eq(materialKeywordStats.family, family) : undefined, gte(materialKeywordStats.searches, HOT_KEYWORD_MIN_COUNT), isNull(materialKeywordBlocks.keywordNorm)))
    .orderBy(desc(materialKeywordStats.searches), desc(materialKeywordStats.lastAt))
    // Rows stored before the rule (or typed oddly) are filtered below, so read a few more than asked.
    .limit(limit * 3);
  const out: HotKeyword[] = [];
  for (const r of rows) {
    const keyword = cleanHotKeyword(r.keyword);
    if (keyword && out.length < limit) out.push({ keyword, family: r.family as MaterialFamily, count: r.searches });
  }
  return out;
}

/** Every counted keyword for administrators, most searched first, with whether it is shown and whether it is blocked. */
export async function listKeywordsForAdmin(db: Db, limit: number): Promise<HotKeywordAdminRow[]> {
  await flushCounters(db);
  const rows = await db
    .select({ keyword: materialKeywordStats.keyword, norm: materialKeywordStats.keywordNorm, family: materialKeywordStats.family, searches: materialKeywordStats.searches, blocked: materialKeywordBlocks.keywordNorm })
    .from(materialKeywordStats)
    .leftJoin(materialKeywordBlocks, eq(materialKeywordBlocks.keywordNorm, materialKeywordStats.keywordNorm))
    .orderBy(desc(materialKeywordStats.searches), desc(materialKeywordStats.lastAt))
    .limit(limit);
  return rows.map((r) => {
    const clean = cleanHotKeyword(r.keyword);
    const blocked = r.blocked !== null;
    return { keyword: r.keyword, family: r.family as MaterialFamily, count: r.searches, blocked, shown: !blocked && clean !== null && r.searches >= HOT_KEYWORD_MIN_COUNT };
  });
}

/** Blocks (or unblocks) a keyword for every family, by its normalised form. */
export async function setKeywordBlocked(db: Db, userId: number, keyword: string, blocked: boolean): Promise<{ keyword: string; blocked: boolean }> {
  const norm = normalizeGrade(keyword).slice(0, 100);
  if (!norm) throw badRequest('Materials.keywordRequired');
  if (blocked) {
    await db
      .insert(materialKeywordBlocks)
      .values({ keywordNorm: norm, keyword: keyword.trim().slice(0, 100), blockedBy: userId })
      .onConflictDoNothing({ target: materialKeywordBlocks.keywordNorm });
  } else {
    await db.delete(materialKeywordBlocks).where(eq(materialKeywordBlocks.keywordNorm, norm));
  }
  return { keyword: keyword.trim(), blocked };
}
