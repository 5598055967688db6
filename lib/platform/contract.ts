import { z } from '@/lib/zod';
import { call, intParam } from '@/lib/contract';
import type { Locale } from '@/lib/i18n/routing';
import type { MaterialFamily } from '@/lib/materials/family';

/**
 * The platform's own calls (spec sections 3 and 4: visit records, the language choice, visit
 * statistics) and the home page's figures: declared once and used by the endpoints
 * (lib/server/platform), the browser calls (lib/api/calls/platform.ts) and the server components.
 */

export const saveVisitDataSchema = z.object({
  plateform: z.enum(['PC', 'H5', 'APP']).default('PC'),
  source: z.string().max(500).optional(),
  url: z.string().max(2000).optional(),
  path: z.string().min(1).max(500),
  visitorToken: z.string().max(64).optional(),
});
export type VisitInput = z.infer<typeof saveVisitDataSchema>;

export const updateLanguageTypeSchema = z.object({
  languageType: z.enum(['zh', 'en', 'CN', 'EN'], { error: 'Errors.languageType' }),
});

export const visitsByPathSchema = z.object({ limit: intParam(1, 500).default(50) });

/** One line of the visit statistics: visits and distinct visitors of a path. */
export interface VisitRow {
  path: string;
  visits: number;
  visitors: number;
}

/** The home page's platform figures, counted from the imported data. */
export interface PlatformFigures {
  records: Record<MaterialFamily, number>;
  /** Standards cited by at least one record. */
  standards: number;
  /** Imported data sets that carry a citation. */
  datasets: number;
  equivalenceGroups: number;
}

export const platformCalls = {
  /** Answers the visitor token to keep. */
  saveVisitData: call('POST', 'saveVisitData', saveVisitDataSchema).returns<string>(),
  updateLanguageType: call('POST', 'homePage/updateLanguageType', updateLanguageTypeSchema).returns<{ languageType: Locale }>(),
  visitsByPath: call('GET', 'statistics/visitsByPath', visitsByPathSchema).returns<VisitRow[]>(),
};
