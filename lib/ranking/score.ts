import { BLOCK_WEIGHTS, GRADE_THRESHOLDS, INDICATOR_RULES, type Block, type Grade, type Indicator, type IndicatorRule, type IndicatorValues } from './model';

/** One indicator's part of a score. */
export interface Contribution {
  indicator: Indicator;
  block: Block;
  value: number;
  /** 0–100, the value placed between the rule's zeroAt and fullAt. */
  subScore: number;
  /** Points of the total this indicator gives: block weight × indicator weight × sub-score. */
  points: number;
  /** The most it could give. */
  maxPoints: number;
}

export interface ScoreResult {
  /** 0–100, two decimals. */
  score: number;
  grade: Grade;
  blocks: Record<Block, number>;
  contributions: Contribution[];
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The sub-score (0–100) of one value under its rule: linear from zeroAt to fullAt, clamped. */
export function subScore(rule: IndicatorRule, value: number): number {
  const t = (value - rule.zeroAt) / (rule.fullAt - rule.zeroAt);
  return Math.min(1, Math.max(0, t)) * 100;
}

/** The grade of a score: the first threshold (best first) it reaches. */
export function gradeOf(score: number): Grade {
  return (GRADE_THRESHOLDS.find((g) => score >= g.minScore) ?? GRADE_THRESHOLDS[GRADE_THRESHOLDS.length - 1]).grade;
}

/** Whether a value is one a report may state for the indicator (finite, inside the rule's range). */
export function valueInRange(rule: IndicatorRule, value: number): boolean {
  return Number.isFinite(value) && value >= rule.min && value <= rule.max;
}

/**
 * The score of one set of indicator values (issue 33 behaviour 1; docs/RANKING.md): the sum over the
 * indicators of block weight × indicator weight × sub-score, rounded to two decimals, with its grade and
 * each indicator's contribution. The official ranking and the simulation both call this function only.
 * Values must be in range (`valueInRange`); the callers refuse the others before.
 */
export function scoreIndicators(values: IndicatorValues): ScoreResult {
  const blocks = { productQuality: 0, deliveryService: 0, innovation: 0 } as Record<Block, number>;
  const contributions = INDICATOR_RULES.map((rule): Contribution => {
    const weight = BLOCK_WEIGHTS[rule.block] * rule.weight;
    const s = subScore(rule, values[rule.key]);
    blocks[rule.block] += weight * s;
    return { indicator: rule.key, block: rule.block, value: values[rule.key], subScore: round2(s), points: round2(weight * s), maxPoints: round2(weight * 100) };
  });
  const total = round2(Object.values(blocks).reduce((a, b) => a + b, 0));
  for (const b of Object.keys(blocks) as Block[]) blocks[b] = round2(blocks[b]);
  return { score: total, grade: gradeOf(total), blocks, contributions };
}

/**
 * Ranks by score, best first (1-based; equal scores share a rank, the next rank skips: 1, 2, 2, 4).
 * Ties keep the given order, so callers pass a stable order (e.g. by name).
 */
export function rankByScore<T extends { score: number }>(items: readonly T[]): (T & { rank: number })[] {
  const sorted = [...items].sort((a, b) => b.score - a.score);
  return sorted.map((item, i) => ({ ...item, rank: i > 0 && sorted[i - 1].score === item.score ? sortedRank(sorted, i) : i + 1 }));
}

function sortedRank<T extends { score: number }>(sorted: readonly T[], i: number): number {
  let j = i;
  while (j > 0 && sorted[j - 1].score === sorted[i].score) j--;
  return j + 1;
}

/** The rank a score would take among published scores (1 + how many are strictly higher). */
export function rankAmong(score: number, published: readonly number[]): number {
  return 1 + published.filter((s) => s > score).length;
}
