import type { CallInput } from '@/lib/route';
import type { Locale } from '@/lib/i18n/routing';
import { platformCalls } from './calls/platform';
import { request } from './client';

/** The browser's calls of the platform (lib/platform/contract.ts). */
export const platformApi = {
  saveVisitData: (payload: CallInput<typeof platformCalls.saveVisitData>) => request(platformCalls.saveVisitData, payload),
  updateLanguageType: (languageType: Locale) => request(platformCalls.updateLanguageType, { languageType }),
  visitsByPath: (limit = 50) => request(platformCalls.visitsByPath, { limit }),
};
