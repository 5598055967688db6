/**
 * The published quality reliability model (issue 33 behaviour 1, docs/RANKING.md): three blocks of
 * indicators with their weights, how each raw value becomes a sub-score of 0–100, and the grade
 * thresholds. The model is data, shown as it is by `qc/introduce`; `scoreIndicators` (score.ts) is the
 * one function that applies it, for the official ranking and the simulation alike.
 */

export const BLOCKS = ['productQuality', 'deliveryService', 'innovation'] as const;
export type Block = (typeof BLOCKS)[number];

export const INDICATORS = [
  'mechanicalConformity',
  'dimensionalConformity',
  'surfaceConformity',
  'compositionCpk',
  'onTimeDelivery',
  'complaintRate',
  'satisfaction',
  'rdIntensity',
  'newProductShare',
] as const;
export type Indicator = (typeof INDICATORS)[number];

/** The unit an indicator is stated in (a message key of `Ranking.units`). */
export type IndicatorUnit = 'percent' | 'cpk' | 'perTenThousandTonnes' | 'points';

export interface IndicatorRule {
  key: Indicator;
  block: Block;
  /** Share of the block (the shares of a block add up to 1). */
  weight: number;
  unit: IndicatorUnit;
  /** The values a report may state (inclusive); anything else is refused. */
  min: number;
  max: number;
  /** The value that scores 0 and the one that scores 100; between them the sub-score is linear, outside clamped. A `zeroAt` above `fullAt` means lower is better. */
  zeroAt: number;
  fullAt: number;
}

/** Share of each block in the total (adds up to 1). */
export const BLOCK_WEIGHTS: Record<Block, number> = { productQuality: 0.5, deliveryService: 0.3, innovation: 0.2 };

export const INDICATOR_RULES: readonly IndicatorRule[] = [
  { key: 'mechanicalConformity', block: 'productQuality', weight: 0.35, unit: 'percent', min: 0, max: 100, zeroAt: 90, fullAt: 100 },
  { key: 'dimensionalConformity', block: 'productQuality', weight: 0.25, unit: 'percent', min: 0, max: 100, zeroAt: 90, fullAt: 100 },
  { key: 'surfaceConformity', block: 'productQuality', weight: 0.2, unit: 'percent', min: 0, max: 100, zeroAt: 90, fullAt: 100 },
  { key: 'compositionCpk', block: 'productQuality', weight: 0.2, unit: 'cpk', min: 0, max: 5, zeroAt: 0.67, fullAt: 1.67 },
  { key: 'onTimeDelivery', block: 'deliveryService', weight: 0.4, unit: 'percent', min: 0, max: 100, zeroAt: 80, fullAt: 100 },
  { key: 'complaintRate', block: 'deliveryService', weight: 0.3, unit: 'perTenThousandTonnes', min: 0, max: 1000, zeroAt: 5, fullAt: 0 },
  { key: 'satisfaction', block: 'deliveryService', weight: 0.3, unit: 'points', min: 0, max: 100, zeroAt: 60, fullAt: 100 },
  { key: 'rdIntensity', block: 'innovation', weight: 0.5, unit: 'percent', min: 0, max: 100, zeroAt: 0, fullAt: 3 },
  { key: 'newProductShare', block: 'innovation', weight: 0.5, unit: 'percent', min: 0, max: 100, zeroAt: 0, fullAt: 30 },
];

export const GRADES = ['A+', 'A', 'B+', 'B', 'C'] as const;
export type Grade = (typeof GRADES)[number];

/** The lowest score of each grade, best first; below the last threshold the grade is C. */
export const GRADE_THRESHOLDS: readonly { grade: Grade; minScore: number }[] = [
  { grade: 'A+', minScore: 90 },
  { grade: 'A', minScore: 80 },
  { grade: 'B+', minScore: 70 },
  { grade: 'B', minScore: 60 },
  { grade: 'C', minScore: 0 },
];

/** Where a result is measured: the whole enterprise, or one steelmaking or rolling line of it. */
export const LEVELS = ['enterprise', 'steelmaking', 'rolling'] as const;
export type Level = (typeof LEVELS)[number];

export type IndicatorValues = Record<Indicator, number>;
