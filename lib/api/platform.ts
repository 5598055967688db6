import { get, post } from './client';

export interface VisitPayload {
  plateform: 'PC';
  source?: string;
  url?: string;
  path: string;
  visitorToken?: string;
}

export const platformApi = {
  saveVisitData: (payload: VisitPayload) => post<string>('saveVisitData', payload),
  updateLanguageType: (languageType: 'zh' | 'en') => post<{ languageType: string }>('homePage/updateLanguageType', { languageType }),
  visitsByPath: (limit = 50) => get<{ path: string; visits: number; visitors: number }[]>('statistics/visitsByPath', { limit }),
};
