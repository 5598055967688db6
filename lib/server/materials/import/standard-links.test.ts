import { describe, expect, it } from 'vitest';
import { parseStandard } from '../classify';
import { indexStandardGrades, linkResearchRecords, resolveStandardLink } from './standard-links';
import type { DatasetImport, ImportRecord } from './types';

const record = (over: Partial<ImportRecord>): ImportRecord => ({
  naturalKey: `x:${over.grade}`,
  slug: 'x',
  family: 'steel',
  grade: 'X',
  aliases: [],
  category: null,
  standard: null,
  standardSystem: null,
  deliveryState: null,
  sourceRow: 1,
  citation: 'c',
  elements: [],
  properties: [],
  ...over,
});
const set = (code: string, records: ImportRecord[]): DatasetImport => ({ code, records, equivalents: [], files: [] });

const compiled = [
  set('compiled_steel_grades', [
    record({ naturalKey: 'c:SCM440', grade: 'SCM440', standardSystem: 'JIS', standard: parseStandard('JIS G4053') }),
    record({ naturalKey: 'c:45', grade: '45', standardSystem: 'GB', standard: parseStandard('GB/T 699-2015') }),
    record({ naturalKey: 'c:S235JR', grade: 'S235JR', aliases: ['St37-2'], standardSystem: 'EN', standard: parseStandard('EN 10025-2:2004') }),
    record({ naturalKey: 'c:P235GH-plate', grade: 'P235GH', standardSystem: 'EN', standard: parseStandard('EN 10028-2') }),
    record({ naturalKey: 'c:P235GH-tube', grade: 'P235GH', standardSystem: 'EN', standard: parseStandard('EN 10216-2') }),
    // A "similar grade" alias of reference-data/grade_aliases: never a link.
    record({ naturalKey: 'c:Cr12Mo1V1', grade: 'Cr12Mo1V1', aliases: ['Cr12MoV'], standardSystem: 'GB', standard: parseStandard('GB/T 1299-2014') }),
  ]),
  set('compiled_aluminium_alloys', [record({ naturalKey: 'c:6061', family: 'alloy', grade: '6061', standardSystem: 'AA', standard: parseStandard('EN 573-3') })]),
];
const index = indexStandardGrades(compiled);

describe('research rows linked to their standard grade', () => {
  it('links an exact normalised grade of a compatible system to the compiled record and its standard', () => {
    const link = resolveStandardLink(record({ grade: 'SCM440', standardSystem: 'JIS' }), 'JIS SCM440', index);
    expect(link).toMatchObject({ via: 'grade', targetKey: 'c:SCM440', standard: { code: 'JIS G4053' } });
  });

  it('links a sourced alias, not a similar grade, an equivalent or a prefix', () => {
    expect(resolveStandardLink(record({ grade: 'St37-2', standardSystem: 'DIN' }), 'St37-2', index)).toMatchObject({ via: 'alias', targetKey: 'c:S235JR' });
    expect(resolveStandardLink(record({ grade: 'Cr12MoV', standardSystem: 'GB' }), 'Cr12MoV', index)).toHaveProperty('reason');
    expect(resolveStandardLink(record({ grade: 'SCM44', standardSystem: 'JIS' }), 'SCM44', index)).toHaveProperty('reason');
  });

  it('keeps the same name in another system apart, and falls back to the standard the source names', () => {
    const gost = record({ grade: '45', standardSystem: 'GOST', standard: parseStandard('GOST 1050-88') });
    expect(resolveStandardLink(gost, '45', index)).toMatchObject({ via: 'standard', targetKey: null, standard: { code: 'GOST 1050-88' } });
    expect(resolveStandardLink(record({ grade: '45', standardSystem: 'GOST' }), '45', index)).toEqual({
      reason: 'a compiled grade of this name exists only in another standard system',
    });
  });

  it('does not choose among several standards of one grade, nor across families', () => {
    expect(resolveStandardLink(record({ grade: 'P235GH', standardSystem: 'ISO' }), 'P235GH', index)).toEqual({
      reason: 'the grade is in more than one compiled standard and the source does not say which',
    });
    expect(resolveStandardLink(record({ grade: '6061', standardSystem: 'SAE' }), '6061', index)).toHaveProperty('reason');
  });

  it('links an aluminium row by its alloy and counts linked / unlinked with reasons', () => {
    const rows = [
      record({ grade: '6061-T6', family: 'alloy', aliases: ['6061'], standardSystem: 'AA', sourceRow: 1 }),
      record({ grade: 'AlExp-0002', family: 'alloy', aliases: [], standardSystem: null, sourceRow: 2 }),
    ];
    const report = linkResearchRecords(set('aluminium_wrought_alloys_soofi', rows), index)!;
    expect(report).toEqual({
      linked: 1,
      unlinked: 1,
      byVia: { grade: 1, alias: 0, standard: 0 },
      reasons: [{ reason: 'experimental alloy ("Unspecified" in the source)', count: 1, rows: [2] }],
    });
    expect(rows[0].link).toMatchObject({ via: 'grade', name: '6061', targetKey: 'c:6061' });
    expect(rows[0].grade).toBe('6061-T6');
    expect(linkResearchRecords(compiled[0], index)).toBeNull();
  });
});
