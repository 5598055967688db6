import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@/lib/server/db/client';
import type { MaterialSearchResult } from '@/lib/materials/contract';
import type { GradeMatches } from '@/lib/intelligence/outputs';
import { callApi } from '../helpers/api';
import { createTestDatabase } from '../helpers/db';

/**
 * Issue 26, item 4: a former name finds its current grade before an old edition's record of that name, a
 * standard number finds that standard's grades, and grade matching never offers a same-named grade of another
 * system as a sourced counterpart when no composition backs it.
 */
let handle: DatabaseHandle;

beforeAll(async () => {
  // Every reference data set, imported once for all the files that need them (tests/helpers/db.ts).
  handle = await createTestDatabase({ reference: true });
}, 300_000);

afterAll(async () => {
  await handle.close();
});

const search = (keyword: string, lang: 'zh' | 'en' = 'en', path = 'steelName/steelSearch') =>
  callApi<MaterialSearchResult>('POST', path, { body: { keyword, pageSize: 5 }, lang });
const match = (grade: string, query: Record<string, string> = {}, lang: 'zh' | 'en' = 'en') =>
  callApi<GradeMatches>('GET', 'intelligentMatching/gradeMatching', { query: { grade, limit: '30', ...query }, lang });

describe('former names and standard numbers in search', () => {
  it('answers 0Cr18Ni9 with 06Cr19Ni10 first, the GB/T 14976-2002 pipe record of the old name after it', async () => {
    const { body } = await search('0Cr18Ni9');
    const list = body.data!.list;
    expect(list[0].grade).toBe('06Cr19Ni10');
    expect(list[0].aliasNote).toBe('0Cr18Ni9 is the former designation of 06Cr19Ni10');
    expect(list.find((r) => r.grade === '0Cr18Ni9')?.standardCode).toBe('GB/T 14976-2002');
    const zh = await search('0Cr18Ni9', 'zh');
    expect(zh.body.data!.list[0].aliasNote).toBe('原牌号 0Cr18Ni9，现行牌号 06Cr19Ni10');
  });

  it('answers 00Cr17Ni14Mo2 with 022Cr17Ni12Mo2 first, not the old pipe record', async () => {
    const { body } = await search('00Cr17Ni14Mo2');
    expect(body.data!.list[0].grade).toBe('022Cr17Ni12Mo2');
    expect(body.data!.list[0].standardCode).not.toBe('GB/T 14976-2002');
  });

  it('answers A588 with the grades of ASTM A588 before the grades that only list it as an equivalent', async () => {
    const { body } = await search('A588');
    const [first, second] = body.data!.list;
    expect(first.standardCode).toBe('ASTM A588/A588M');
    expect(second.standardCode).toBe('ASTM A588/A588M');
  });

  it('keeps an exact current grade first even when the keyword is also a former name (20G, 20g → Q245R)', async () => {
    const { body } = await search('20G');
    expect(body.data!.list[0].grade).toBe('20G');
  });
});

describe('grade matching counterparts', () => {
  it('lists 1045 for GB 45 and never a GOST "45" without composition as a sourced counterpart', async () => {
    const { body } = await match('45');
    expect(body.code).toBe(0);
    const counterparts = body.data!.counterparts;
    const listed = counterparts.filter((c) => c.matchClass === 'listed');
    expect(listed.map((c) => c.record.grade)).toContain('1045');
    expect(listed.find((c) => c.record.grade === '1045')!.crossReference!.id).toBe('EQ013');
    for (const c of listed) expect(c.compositionScore ?? 0, c.record.grade).toBeGreaterThan(0);
    expect(counterparts.some((c) => c.record.grade === '45' && c.record.system === 'GOST')).toBe(false);
  });

  it('gives S355JR as the EN counterpart of Q355B first, with its quality class explained in both languages', async () => {
    const en = await match('Q355B', { system: 'EN' });
    const first = en.body.data!.counterparts[0];
    expect(first.record.grade).toBe('S355JR');
    expect(first.matchClass).toBe('listed');
    expect(first.impactClass).toMatchObject({ reference: 20, candidate: 20, verdict: 'same' });
    expect(first.impactClass!.note).toBe('Same quality class: S355JR is impact-tested at +20 °C like Q355B');
    const j2 = en.body.data!.counterparts.find((c) => c.record.grade === 'S355J2')!;
    expect(j2.matchClass).toBe('computed');
    expect(j2.impactClass).toMatchObject({ candidate: -20, verdict: 'stricter' });
    const zh = await match('Q355B', { system: 'EN' }, 'zh');
    expect(zh.body.data!.counterparts[0].impactClass!.note).toBe('质量等级相同：S355JR 与 Q355B 均在 +20 °C 做冲击试验');
  });

  it('offers no computed counterpart on property nearness alone', async () => {
    const { body } = await match('Q355B');
    for (const c of body.data!.counterparts.filter((x) => x.matchClass === 'computed')) {
      expect(c.compositionScore, c.record.grade).not.toBeNull();
    }
  });
});

describe('the right record first (issue 46, item 3)', () => {
  it('answers 20G with the GB/T 5310 boiler-tube grade before the GOST 1050 library rows, in both languages', async () => {
    for (const lang of ['zh', 'en'] as const) {
      const list = (await search('20G', lang)).body.data!.list;
      expect(list[0].standardCode, lang).toBe('GB/T 5310-2017');
      expect(list[0].datasetCode).toBe('compiled_steel_families');
      expect(list.filter((r) => r.grade === '20G').map((r) => r.standardCode)).toContain('GOST 1050-88');
    }
  });

  it('never ranks an empty record above a filled one of the same grade, even of the implied system (DC01 on the zh site)', async () => {
    const groups = (
      await handle.db.execute(sql`SELECT d.family, min(m.grade) AS grade FROM material_search_docs d JOIN materials m ON m.id = d.material_id
        GROUP BY d.family, d.grade_norm HAVING bool_or(d.filled) AND bool_or(NOT d.filled)`)
    ).rows as { family: string; grade: string }[];
    expect(groups.map((g) => g.grade)).toContain('DC01');
    const filled = new Set(
      ((await handle.db.execute(sql`SELECT material_id FROM material_search_docs WHERE filled`)).rows as { material_id: number }[]).map((r) => Number(r.material_id)),
    );
    const paths: Record<string, string> = { steel: 'steelName/steelSearch', welding: 'weldingMetal/weldingSearch', alloy: 'alloyName/alloySearch' };
    for (const g of groups) {
      for (const lang of ['zh', 'en'] as const) {
        const list = (await search(g.grade, lang, paths[g.family])).body.data!.list;
        expect(filled.has(list[0].id), `${g.grade} (${lang}) → ${list[0].grade} ${list[0].standardCode}`).toBe(true);
      }
    }
    const dc01 = (await search('DC01', 'zh')).body.data!.list;
    expect(dc01[0].standardCode).toBe('EN 10130');
    expect(dc01[1]).toMatchObject({ grade: 'DC01', standardCode: 'GB/T 5213-2019' });
  });

  it('prefers the GB record of a grade on the zh site, the curated one in either language (AH40: GB 712 and ASTM A131)', async () => {
    const zh = (await search('AH40', 'zh')).body.data!.list;
    expect(zh.slice(0, 2).map((r) => r.standardCode)).toEqual(['GB 712-2011', 'ASTM A131/A131M']);
    const en = (await search('AH40', 'en')).body.data!.list;
    expect(en.slice(0, 2).map((r) => r.standardCode).sort()).toEqual(['ASTM A131/A131M', 'GB 712-2011']);
    // A Chinese keyword implies GB on the English site too, but only among the typed grade's own records.
    const words = (await search('双相不锈钢', 'en')).body.data!.list;
    expect(words[0].grade).toBe('2205');
  });
});
