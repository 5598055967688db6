/** Types of weight-report.mjs for the TypeScript callers (the route walk, e2e/routes.spec.ts). */
export interface WeightBudget {
  js: number;
  css: number;
}

export interface WeightReportRow {
  lang: string;
  path: string;
  status: number | string;
  forwarded?: boolean;
  account?: string;
  budget?: WeightBudget;
  js: number;
  css: number;
  scripts: { url: string; gz: number }[];
  sheets: { url: string; gz: number }[];
}

export const BUDGET: WeightBudget;
export const SIGNED_IN_BUDGET: WeightBudget;
export function kb(bytes: number): string;
export function report<T extends WeightReportRow>(rows: T[], options?: { verbose?: boolean; budget?: WeightBudget; title?: string }): { over: T[] };
