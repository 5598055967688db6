import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLOUD_ORDER_EXPORT_COLUMNS, APPOINTMENT_EXPORT_COLUMNS } from '@/lib/cloud/export-columns';
import { parseCsv } from '@/lib/csv';
import { LINE_FIELDS } from '@/lib/custom/dimensions';
import { COMPANY_ORDER_EXPORT_COLUMNS } from '@/lib/enterprise/export-columns';
import { catalogue } from '@/lib/i18n/messages';
import { columnOf, dataColumn, UNITLESS_NUMBERS } from '@/lib/market/columns';
import { ORDER_EXPORT_COLUMNS } from '@/lib/payments/export-columns';
import { fieldLabel, unitKey, UNITS, type FieldDef, type UnitCode } from '@/lib/units';

/**
 * The unit rule (issue 48 item 4; lib/units.ts): every number a person reads or types that has a unit shows it — in the
 * forms, the tables, the exports and the documents made from the field definitions below. A field declares its unit;
 * its label in the messages is the bare name; the one rule adds the unit in the reader's language. So:
 * - a field with a unit shows it exactly once in both languages, and its label never carries it by hand;
 * - a field without one has no unit written into its label either (it would be a unit nobody declared);
 * - money, sizes and quantities declare one; every column of numbers in an offered data product declares one or says
 *   why it has none (UNITLESS_NUMBERS), and no column is unknown to the catalogue.
 */

const LOCALES = ['zh', 'en'] as const;

function message(locale: 'zh' | 'en', key: string): string | undefined {
  let node: unknown = catalogue[locale];
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : undefined;
}
const m = (locale: 'zh' | 'en') => (key: string, values?: Record<string, string | number>) => {
  const text = message(locale, key);
  if (text === undefined) throw new Error(`no message ${locale} ${key}`);
  return text.replace(/\{(\w+)\}/g, (_, k: string) => String(values?.[k] ?? `{${k}}`));
};
const unitText = (locale: 'zh' | 'en', unit: UnitCode) => m(locale)(unitKey(unit));
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A unit written by hand at the end of a label: "金额（元）", "Estimate (yuan)", "Thickness (mm)". */
const HAND_WRITTEN_UNIT = new RegExp(`[（(]\\s*(${[...new Set(LOCALES.flatMap((l) => UNITS.map((u) => unitText(l, u))))].concat(['CNY', 'pieces', 'wt%']).map(escape).join('|')})\\s*[)）]\\s*$`);

/** Every field definition set of the forms, tables, exports and documents, by where it is used. */
const DEFINITIONS: Record<string, readonly FieldDef[]> = {
  'customisation lines (form, order page, contract PDF)': LINE_FIELDS,
  'order/companyExport': COMPANY_ORDER_EXPORT_COLUMNS,
  'payment/exportOrder': ORDER_EXPORT_COLUMNS,
  'cloudOrder/exportAdmin': CLOUD_ORDER_EXPORT_COLUMNS,
  'equipments/orderExport': APPOINTMENT_EXPORT_COLUMNS,
};

/** Keys of fields that hold money or a size: they declare a unit. */
const NEEDS_UNIT = /amount|price|estimate|offer|total|cost|thickness|width|length|diameter|height|quantity/i;

function checkField(where: string, f: FieldDef) {
  for (const locale of LOCALES) {
    const bare = m(locale)(f.label, f.labelValues);
    const shown = fieldLabel(f, m(locale), locale);
    if (f.unit) {
      const unit = unitText(locale, f.unit);
      expect(bare.includes(unit), `${where} ${f.key} (${locale}): the label "${bare}" carries its unit by hand`).toBe(false);
      expect(shown.split(unit).length - 1, `${where} ${f.key} (${locale}): "${shown}" shows its unit once`).toBe(1);
    } else {
      expect(HAND_WRITTEN_UNIT.test(bare), `${where} ${f.key} (${locale}): "${bare}" names a unit the field does not declare`).toBe(false);
    }
  }
}

describe('the unit rule', () => {
  it('gives every unit a text in both languages', () => {
    for (const u of UNITS) for (const locale of LOCALES) expect(message(locale, unitKey(u)), `${u} ${locale}`).toBeTruthy();
  });

  for (const [where, fields] of Object.entries(DEFINITIONS)) {
    it(`shows each unit of ${where} once, from its definition`, () => {
      for (const f of fields) {
        checkField(where, f);
        if (NEEDS_UNIT.test(f.key)) expect(f.unit, `${where} ${f.key} holds money or a size: it declares its unit`).not.toBeNull();
      }
    });
  }

  it('knows every column of every offered data product, and each column of numbers has its unit or a reason for none', () => {
    const seeds = JSON.parse(fs.readFileSync('seed-data/market/datasets.json', 'utf8')) as { code: string; redistribution: string; files?: string[] }[];
    const number = /^(<=|>=|<|>|≤|≥)?\s*-?\d+(\.\d+)?(\s*-\s*\d+(\.\d+)?)?$/;
    let columns = 0;
    for (const seed of seeds.filter((s) => s.redistribution === 'allowed')) {
      for (const file of seed.files ?? []) {
        const table = parseCsv(fs.readFileSync(path.join('reference-data', file), 'utf8'));
        for (const name of table.header) {
          columns += 1;
          const column = dataColumn(name);
          expect(column, `${seed.code}: column "${name}" of ${file} is not in lib/market/columns.ts`).not.toBeNull();
          checkField(seed.code, column!);
          const cells = table.rows.map((r) => r.values[name]).filter(Boolean);
          const numbers = cells.filter((c) => number.test(c)).length;
          if (cells.length && numbers / cells.length >= 0.5 && !column!.unit) expect(UNITLESS_NUMBERS[name], `${seed.code}: "${name}" holds numbers without a declared unit`).toBeTruthy();
        }
      }
    }
    // The curated subsets' own columns (lib/server/market/seed.ts) and an R&D record's (rd-offers.ts).
    for (const name of ['ASTM_AISI_SAE', 'EN_name', 'JIS', 'relation', 'source_file', 'section', 'item', 'value', 'min', 'max', 'unit', 'condition']) {
      expect(dataColumn(name), name).not.toBeNull();
      checkField('curated', columnOf(name));
    }
    expect(columns).toBeGreaterThan(100);
    // Composition is in wt % (the example), strengths in MPa.
    expect(fieldLabel(columnOf('Mn'), m('en'), 'en')).toBe('Mn (wt %)');
    expect(fieldLabel(columnOf('Mn'), m('zh'), 'zh')).toBe('Mn（质量分数 %）');
    expect(fieldLabel(columnOf('Rm_MPa'), m('en'), 'en')).toBe('Tensile strength Rm (MPa)');
  });

  it('gives every dimension of a part a unit the rule knows, or none for a designation', () => {
    const parts = JSON.parse(fs.readFileSync('seed-data/market/parts.json', 'utf8')) as { code: string; dimFields: { name: string; unit?: string | null }[] }[];
    const known = new Set(UNITS.map((u) => unitText('en', u)));
    for (const p of parts) {
      for (const f of p.dimFields) {
        if (f.unit) expect(known.has(f.unit) && UNITS.some((u) => unitText('zh', u) === f.unit), `${p.code} ${f.name}: ${f.unit}`).toBe(true);
        else expect(['NPS', 'schedule'], `${p.code} ${f.name} has no unit`).toContain(f.name);
      }
    }
  });
});
