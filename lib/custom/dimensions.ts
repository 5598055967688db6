import type { ProductShape } from '@/lib/products/enums';

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
