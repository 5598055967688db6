/**
 * The unit rule (issue 48 item 4): every number a person reads or types that has a unit shows it — in forms, tables,
 * exports and PDFs. A field declares its unit in its definition (`FieldDef.unit`: a code of `UNITS`, or null for a
 * count, a date or a text), its label in the messages is the bare name ("厚度", "Thickness"), and `withUnit` is the one
 * way a label and its unit are put together ("厚度（mm）", "Thickness (mm)"), `valueWithUnit` the one way a value and its
 * unit are ("12 mm", "3 件"). The unit's text is `Common.units.<code>` in each language. So a unit is never written
 * twice ("Rm_MPa (MPa)") and never left out: tests/unit/unit-rule.test.ts reads every declared field definition.
 * Shared kernel: no React, no database.
 */

export const UNITS = ['mm', 'MPa', 'massPercent', 'percent', 'J', 'celsius', 'hours', 'ampere', 'volt', 'kJPerMm', 'kgPerMm2', 'kgPerM', 'cm2', 'pieces', 'yuan'] as const;
export type UnitCode = (typeof UNITS)[number];

export const isUnit = (code: string): code is UnitCode => (UNITS as readonly string[]).includes(code);

/** A field of a form, a table, an export or a document: its key, the message key of its bare label, its unit. */
export interface FieldDef<K extends string = string> {
  key: K;
  /** Full message key of the label without its unit ("Custom.ui.dimensions.thickness"). */
  label: string;
  /** Values of the label's placeholders (an element column's symbol). */
  labelValues?: Record<string, string>;
  /** The unit the field's numbers are in; null when it has none (a count, a code, a text, a date). */
  unit: UnitCode | null;
}

/** Translates a full message key (next-intl's root translator, or `translate` bound to a locale on the server). */
export type MessageOf = (key: string, values?: Record<string, string | number>) => string;

/** The message key of a unit's text. */
export const unitKey = (unit: UnitCode) => `Common.units.${unit}`;

/** A label with its unit: full-width brackets in Chinese ("抗拉强度（MPa）"), a space and brackets in English ("Tensile strength (MPa)"). */
export function withUnit(label: string, unitText: string | null | undefined, locale: string): string {
  if (!unitText) return label;
  return locale === 'zh' ? `${label}（${unitText}）` : `${label} (${unitText})`;
}

/** A value with its unit: "12 mm", "3 件", "3 pcs"; the value alone when there is none. */
export function valueWithUnit(value: string | number, unitText: string | null | undefined): string {
  return unitText ? `${value} ${unitText}` : String(value);
}

/** The label of a field definition with its unit, in the language of `m`. */
export function fieldLabel(field: Pick<FieldDef, 'label' | 'unit' | 'labelValues'>, m: MessageOf, locale: string): string {
  return withUnit(m(field.label, field.labelValues), field.unit ? m(unitKey(field.unit)) : null, locale);
}

/** The header row of an export from its column definitions. */
export function headerRow(fields: readonly Pick<FieldDef, 'label' | 'unit' | 'labelValues'>[], m: MessageOf, locale: string): string[] {
  return fields.map((f) => fieldLabel(f, m, locale));
}
