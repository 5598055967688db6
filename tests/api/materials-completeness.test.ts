import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/lib/server/db/client';
import {
  completenessReport,
  flagshipSearchProblems,
  readFlagshipGrades,
  readFlagshipSearches,
  VALUE_KINDS,
  type CompletenessReport,
} from '@/lib/server/materials/completeness';
import stored from '../fixtures/flagship-stored.json';
import { createTestDatabase } from '../helpers/db';

/**
 * Issue 46, item 2: the completeness report over the imported database. Every flagship grade has its record,
 * no flagship grade loses a kind of value it stores today (tests/fixtures/flagship-stored.json, written by
 * `npm run data:report -- --write-snapshot` after a reviewed data change that adds values), and every value a
 * flagship grade lacks has a recorded search (reference-data/flagship_grades/searches.csv).
 */
let handle: DatabaseHandle;
let report: CompletenessReport;

beforeAll(async () => {
  // Every reference data set, imported once for all the files that need them (tests/helpers/db.ts).
  handle = await createTestDatabase({ reference: true });
  report = await completenessReport(handle.db);
}, 300_000);

afterAll(async () => {
  await handle.close();
});

describe('flagship grades (reference-data/flagship_grades)', () => {
  it('lists 150 grades, each with a family, a reason and a defined/not-defined cell per kind of value', () => {
    const grades = readFlagshipGrades();
    expect(grades).toHaveLength(150);
    expect(new Set(grades.map((g) => `${g.grade}|${g.recordStandard}`)).size).toBe(150);
    for (const g of grades) {
      expect(['steel', 'welding', 'alloy'], g.grade).toContain(g.family);
      expect(g.why, g.grade).not.toBe('');
      expect(g.standard, g.grade).not.toBe('');
      for (const k of VALUE_KINDS) expect(g.defines[k], `${g.grade} ${k}`).not.toBe('');
    }
  });

  it('finds the record of every flagship grade in the imported database', () => {
    expect(report.flagship.filter((f) => f.materialId === null).map((f) => `${f.grade} (${f.recordStandard})`)).toEqual([]);
  });

  it('keeps every kind of value each flagship grade stores today', () => {
    const lost: string[] = [];
    const byKey = new Map(report.flagship.map((f) => [`${f.grade} | ${f.recordStandard}`, f]));
    for (const [key, kinds] of Object.entries(stored as Record<string, string[]>)) {
      const entry = byKey.get(key);
      for (const k of kinds) if (!entry?.has.includes(k as (typeof VALUE_KINDS)[number])) lost.push(`${key}: ${k}`);
    }
    expect(lost).toEqual([]);
  });

  it('counts records per family, curated and library, and says what each flagship grade lacks', () => {
    const steel = report.families.find((l) => l.family === 'steel' && l.kind === 'curated')!;
    expect(steel.records).toBeGreaterThan(400);
    expect(report.totals.found).toBe(150);
    // A kind is lacking only when the standard defines it and the record stores none of it.
    for (const f of report.flagship) {
      for (const k of f.lacks) {
        expect(f.has, `${f.grade} ${k}`).not.toContain(k);
        expect(['no', '?'], `${f.grade} ${k}`).not.toContain(f.defines[k]);
      }
    }
    expect(report.totals.complete + report.flagship.filter((f) => f.lacks.length).length).toBe(150);
  });

  it('records, for every value a flagship grade lacks, the searches that did not give it', () => {
    // A lacking value needs a row in reference-data/flagship_grades/searches.csv (the queries, the corpus, what was
    // found and why it did not give the value) before the report may list it as missing.
    expect(report.totals.unsearched).toEqual([]);
    expect(report.totals.searchedValues).toBe(report.totals.lackingValues);
    for (const f of report.flagship) {
      for (const k of f.lacks) expect(f.searches[k]?.length, `${f.grade} ${k}`).toBeGreaterThan(0);
    }
  });

  it('names only flagship grades and value kinds in the recorded searches, each with its queries and reasons', () => {
    const searches = readFlagshipSearches();
    expect(searches.length).toBeGreaterThan(0);
    expect(flagshipSearchProblems(readFlagshipGrades(), searches)).toEqual([]);
  });
});
