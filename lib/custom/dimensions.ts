import type { ProductShape } from '@/lib/products/enums';
import { fieldLabel, unitKey, valueWithUnit, type FieldDef, type MessageOf } from '@/lib/units';

/**
 * Which dimensions a customisation line asks for, by the reference product's shape (spec section 3,
 * "customization order: thickness, width, length, quantity, diameter, flange width and thickness, web
 * height and thickness, outer diameter"). Every dimension is in mm; quantity is always asked.
 */
export const DIMENSIONS = ['thickness', 'width', 'length', 'diameter', 'flangeWidth', 'flangeThickness', 'webHeight', 'webThickness', 'outerDiameter'] as const;
export type Dimension = (typeof DIMENSIONS)[number];

export const DIMENSIONS_BY_SHAPE: Record<ProductShape, readonly Dimension[]> = {
  plate: ['thickness', 'width', 'length'],
  bar: ['diameter', 'length'],
  section: ['flangeWidth', 'flangeThickness', 'webHeight', 'webThickness', 'length'],
  tube: ['outerDiameter', 'thickness', 'length'],
  other: ['thickness', 'width', 'length'],
};

/** The most lines one customisation holds (spec section 5, "Up to 5 records can be added"). */
export const MAX_LINES = 5;

export type LineValues = Partial<Record<Dimension, number | null>> & { quantity: number };

/** The first dimension the shape asks for that a line leaves empty, or null. */
export function missingDimension(shape: ProductShape, line: LineValues): Dimension | null {
  return DIMENSIONS_BY_SHAPE[shape].find((d) => line[d] === undefined || line[d] === null) ?? null;
}

/**
 * The fields of a customisation line with their units (the unit rule, lib/units.ts): every dimension in mm, the
 * quantity in pieces. The form's labels, the order page's lines and the contract's lines are all made from these.
 */
export const LINE_FIELDS: readonly FieldDef<Dimension | 'quantity'>[] = [
  ...DIMENSIONS.map((d) => ({ key: d, label: `Custom.ui.dimensions.${d}`, unit: 'mm' as const })),
  { key: 'quantity', label: 'Custom.ui.quantity', unit: 'pieces' },
];

const lineField = (key: Dimension | 'quantity') => LINE_FIELDS.find((f) => f.key === key)!;

/** The label of a line's field with its unit ("厚度（mm）", "Quantity (pcs)"). */
export const lineFieldLabel = (key: Dimension | 'quantity', m: MessageOf, locale: string) => fieldLabel(lineField(key), m, locale);

/** A line in one language: each dimension it has, then the quantity, each with its value and unit ("厚度 20 mm，…，数量 5 件"). */
export function lineText(line: Partial<Record<Dimension | 'quantity', number | null>>, m: MessageOf, locale: string): string {
  const part = (key: Dimension | 'quantity') => {
    const f = lineField(key);
    return `${m(f.label)} ${valueWithUnit(line[key] ?? 0, m(unitKey(f.unit!)))}`;
  };
  return [...DIMENSIONS.filter((d) => line[d] !== null && line[d] !== undefined).map(part), part('quantity')].join(locale === 'zh' ? '，' : ', ');
}
