import { describe, expect, it } from 'vitest';
import { customerHeader, customerTable, splitCell } from './customer-table';

const ids = new Set(['lead_gbs_h2abc_08', 'lead_gbs_longxing_gb', 'compiler', 'yiko_gbt5117_1995', 'compraco']);
const m = (key: string, values?: Record<string, string | number>) => (values ? `${key.split('.').pop()}:${Object.values(values).join()}` : key.split('.').pop()!);

describe('splitCell', () => {
  it('moves the sources a value names to the sources, keeping the values as stored', () => {
    expect(splitCell('0.05-0.11 (lead_gbs_h2abc_08) / 0.05-0.12 (lead_gbs_longxing_gb)', ids)).toEqual({
      value: '0.05-0.11 / 0.05-0.12',
      sources: [{ value: '0.05-0.11', ids: ['lead_gbs_h2abc_08'] }, { value: '0.05-0.12', ids: ['lead_gbs_longxing_gb'] }],
      notes: [],
    });
  });

  it('moves the compiler’s remark to the notes, even when it is the whole cell', () => {
    expect(splitCell('(GB/T 5117: 27 J at 0 C - compiler, table 8 not fully read)', ids)).toEqual({ value: '', sources: [], notes: [{ value: '', text: 'GB/T 5117: 27 J at 0 C - compiler, table 8 not fully read' }] });
    expect(splitCell('470-630 (as stated by compraco; compiler believes 490-650 - verify)', ids).notes).toEqual([{ value: '470-630', text: 'as stated by compraco; compiler believes 490-650 - verify' }]);
  });

  it('keeps a bracket that is part of the value', () => {
    expect(splitCell('titania-calcium (钛钙型)', ids)).toEqual({ value: 'titania-calcium (钛钙型)', sources: [], notes: [] });
    expect(splitCell('covered electrode (SMAW)', ids).value).toBe('covered electrode (SMAW)');
  });
});

describe('customerTable', () => {
  const fields = ['record_id', 'classification', 'C', 'Rm_MPa', 'impact', 'source_ids', 'confidence', 'notes'];
  const rows = [['WLD001', 'E4303', '<=0.12 (compiler)', '>=420', '(GB/T 5117: 27 J at 0 C - compiler, table 8 not fully read)', 'yiko_gbt5117_1995', 'C', 'J422 = brand.']];

  it('writes the values, then the row’s sources with those its cells named, then the notes', () => {
    const table = customerTable(fields, rows, ids, m);
    expect(table.columns.map((c) => c.key)).toEqual(['record_id', 'classification', 'C', 'Rm_MPa', 'impact', 'confidence', 'source_ids', 'notes']);
    expect(table.rows[0]).toEqual(['WLD001', 'E4303', '<=0.12', '>=420', '', 'C', 'yiko_gbt5117_1995; element:C <=0.12: compiler', 'impact: GB/T 5117: 27 J at 0 C - compiler, table 8 not fully read\nJ422 = brand.']);
    expect(customerHeader(table, m, 'en')).toEqual(['recordId', 'classification', 'element:C (massPercent)', 'tensile (MPa)', 'impact', 'confidence', 'sources', 'notes']);
    expect(customerHeader(table, m, 'zh')[3]).toBe('tensile（MPa）');
  });

  it('writes a set the portal did not compile as stored', () => {
    const table = customerTable(['C', 'Tensile Strength'], [['0.35 (x)', '736']], new Set(), m);
    expect(table.rows).toEqual([['0.35 (x)', '736']]);
    expect(customerHeader(table, m, 'en')).toEqual(['element:C (massPercent)', 'tensileStrength (MPa)']);
  });
});
