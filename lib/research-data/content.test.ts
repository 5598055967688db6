import { contentChanges, versionContent } from './content';
import { canonicalJson, sha256Hex } from './provenance';

/** What a version signs (lib/research-data/content.ts), on known vectors. */

const row = {
  dataName: 'Q355B plate',
  materialName: 'Q355B',
  project: 'P1',
  dataSource: 'Lab',
  experimentType: 'tensile',
  composition: [{ element: 'C', value: 0.18 }],
  performance: [{ property: 'Yield', unit: 'MPa', kind: 'typical', value: 380, condition: '' }],
  process: 'Hot rolled',
  structure: '',
  phaseStructure: '',
  externalIds: [],
};
const files = [{ name: 'a.csv', sha256: 'ab'.repeat(32), size: 12 }];

describe('version content', () => {
  it('keeps the content and hash of a record without standard links exactly as before links existed', () => {
    const content = versionContent(row, files);
    expect(Object.keys(content)).not.toContain('standards');
    expect(versionContent(row, files, [])).toEqual(content);
    // Computed with the content function before the standard links were added.
    expect(sha256Hex(canonicalJson(content))).toBe('f0d619969c39d575712c149cbc846c0e50dc5724ed602f0d11f4129bfaa21a9d');
  });

  it('signs the standard links in a fixed order, so a link change is a new content', () => {
    const a = { system: 'Q/DEMO', standard: 'Q/DEMO 001', year: 2025, grade: 'DEMO-S420' };
    const b = { system: 'Q/DEMO', standard: 'Q/DEMO 001', year: 2025, grade: 'DEMO-S350' };
    const linked = versionContent(row, files, [a, b]);
    expect(linked.standards).toEqual([b, a]);
    expect(versionContent(row, files, [b, a])).toEqual(linked);
    expect(sha256Hex(canonicalJson(linked))).not.toBe(sha256Hex(canonicalJson(versionContent(row, files))));
    const changes = contentChanges(versionContent(row, files) as never, linked as never);
    expect(changes.map((c) => c.field)).toEqual(['standards']);
    expect(changes[0].before).toBe('');
    expect(changes[0].items).toEqual([
      { key: 'Q/DEMO 001-2025 DEMO-S350', before: null, after: 'Q/DEMO' },
      { key: 'Q/DEMO 001-2025 DEMO-S420', before: null, after: 'Q/DEMO' },
    ]);
  });

  it('reads a change field by field and row by row, never as JSON', () => {
    const next = {
      ...row,
      experimentType: 'impact',
      composition: [
        { element: 'C', value: 0.16 },
        { element: 'Mn', value: 1.4 },
      ],
      performance: [{ property: 'Yield', unit: 'MPa', kind: 'range', min: 355, max: 420, condition: '≤16 mm' }],
    };
    const changes = contentChanges(versionContent(row, files) as never, versionContent(next, []) as never);
    expect(changes.map((c) => c.field)).toEqual(['experimentType', 'composition', 'performance', 'files']);
    const byField = Object.fromEntries(changes.map((c) => [c.field, c]));
    expect(byField.experimentType).toEqual({ field: 'experimentType', before: 'tensile', after: 'impact' });
    expect(byField.composition.before).toBe('C 0.18 %');
    expect(byField.composition.after).toBe('C 0.16 %; Mn 1.4 %');
    expect(byField.composition.items).toEqual([
      { key: 'C', before: '0.18 %', after: '0.16 %' },
      { key: 'Mn', before: null, after: '1.4 %' },
    ]);
    expect(byField.performance.items).toEqual([
      { key: 'Yield', before: '380 MPa', after: null },
      { key: 'Yield (≤16 mm)', before: null, after: '355 – 420 MPa' },
    ]);
    expect(byField.files.items).toEqual([{ key: 'a.csv', before: `12 B · SHA-256 ${'ab'.repeat(6)}…`, after: null }]);
    for (const c of changes) expect(`${c.before}${c.after}`).not.toMatch(/[{}"[\]]/);
  });
});
