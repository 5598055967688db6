import { RESPONSE_CODE } from '@/lib/session/constants';
import { raw } from './client';

/**
 * The second client of spec section 7, for researchData/page and researchData/get:
 * -100 goes to /login, 0 returns data, anything else returns null.
 */
let toLogin = () => {
  if (typeof window !== 'undefined') window.location.assign('/login');
};

export function setResearchLoginRedirect(fn: () => void) {
  toLogin = fn;
}

async function call<T>(url: string, params: Record<string, unknown>): Promise<T | null> {
  try {
    const res = await raw<{ code?: number; data?: T } | undefined>({ method: 'GET', url, params });
    const body = res.data;
    if (body?.code === RESPONSE_CODE.noToken) {
      toLogin();
      return null;
    }
    return body?.code === RESPONSE_CODE.success ? (body.data ?? null) : null;
  } catch {
    return null;
  }
}

export const researchClient = {
  page: <T>(params: Record<string, unknown>) => call<T>('researchData/page', params),
  get: <T>(params: Record<string, unknown>) => call<T>('researchData/get', params),
};
