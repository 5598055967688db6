import axios from 'axios';
import Cookies from 'js-cookie';
import { COOKIE, LIMITS, RESPONSE_CODE } from '@/lib/session/constants';

/**
 * The second client of spec section 7, for researchData/page and researchData/get:
 * -100 goes to /login, 0 returns data, anything else returns null.
 */
const research = axios.create({ baseURL: '/atsteel/', timeout: LIMITS.httpTimeoutMs, withCredentials: true, validateStatus: () => true });

research.interceptors.request.use((config) => {
  const token = Cookies.get(COOKIE.token);
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

let toLogin = () => {
  if (typeof window !== 'undefined') window.location.assign('/login');
};

export function setResearchLoginRedirect(fn: () => void) {
  toLogin = fn;
}

async function call<T>(url: string, params: Record<string, unknown>): Promise<T | null> {
  try {
    const res = await research.get(url, { params });
    const body = res.data as { code?: number; data?: T };
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
