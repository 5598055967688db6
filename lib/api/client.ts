import axios, { AxiosError, type AxiosInstance, type AxiosRequestConfig } from 'axios';
import Cookies from 'js-cookie';
import type { Call, CallInput, CallOutput } from '@/lib/contract';
import { COOKIE, LIMITS, RESPONSE_CODE, STORAGE } from '@/lib/session/constants';

export interface Envelope<T = unknown> {
  code: number;
  data: T | null;
  msg: string;
}

/** Thrown for every failed call, after the shared handling (toast, redirect) has run. */
export class ApiCallError extends Error {
  constructor(
    message: string,
    public readonly code: number,
    public readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiCallError';
  }
}

type Notify = (message: string) => void;
let notifyError: Notify = () => undefined;
let goToLogin: (returnTo: string) => void = (returnTo) => {
  if (typeof window !== 'undefined') {
    const prefix = window.location.pathname === '/en' || window.location.pathname.startsWith('/en/') ? '/en' : '';
    window.location.assign(`${prefix}/login?redirect=${encodeURIComponent(returnTo)}`);
  }
};

/** The layout registers antd's message API here so failures show as an error toast. */
export function setErrorNotifier(fn: Notify): void {
  notifyError = fn;
}

/** Tests (and the router) may replace how the client goes to /login. */
export function setLoginRedirect(fn: (returnTo: string) => void): void {
  goToLogin = fn;
}

function storage(): Storage | undefined {
  try {
    return typeof window !== 'undefined' ? window.localStorage : undefined;
  } catch {
    return undefined;
  }
}

function currentLocation(): string {
  if (typeof window === 'undefined') return '/';
  return window.location.pathname + window.location.search;
}

/** The one axios instance for /atsteel/ (spec section 7). */
export const http: AxiosInstance = axios.create({
  baseURL: '/atsteel/',
  timeout: LIMITS.httpTimeoutMs,
  withCredentials: true,
  headers: { 'Content-Type': 'application/json' },
});

http.interceptors.request.use((config) => {
  const token = Cookies.get(COOKIE.token);
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

/**
 * Section 7 and 8 handling: HTTP 200 with code 0 returns data (or the whole body when data
 * is empty) and removes the stored code; -100/-101 store the code and go to /login keeping
 * the current page; any other failure removes the stored code and toasts msg when present.
 */
export function handleEnvelope<T>(status: number, body: Envelope<T> | undefined): T {
  const store = storage();
  if (status === 200 && body && body.code === RESPONSE_CODE.success) {
    store?.removeItem(STORAGE.code);
    const empty = body.data === null || body.data === undefined || body.data === '';
    return (empty ? body : body.data) as T;
  }
  const code = typeof body?.code === 'number' ? body.code : RESPONSE_CODE.failure;
  if (code === RESPONSE_CODE.noToken || code === RESPONSE_CODE.invalidToken) {
    store?.setItem(STORAGE.code, String(code));
    goToLogin(currentLocation());
  } else {
    store?.removeItem(STORAGE.code);
    if (body?.msg) notifyError(body.msg);
  }
  throw new ApiCallError(body?.msg ?? `HTTP ${status}`, code, body);
}

function handleAxiosError(error: unknown): never {
  if (error instanceof AxiosError && error.response) {
    const body = error.response.data as Envelope | undefined;
    handleEnvelope(error.response.status, body);
    throw new ApiCallError(body?.msg ?? error.message, body?.code ?? RESPONSE_CODE.failure, body);
  }
  storage()?.removeItem(STORAGE.code);
  throw error instanceof Error ? error : new Error(String(error));
}

/** GET: the payload goes in the query. */
export async function get<T>(url: string, payload?: Record<string, unknown>, config?: AxiosRequestConfig): Promise<T> {
  try {
    const res = await http.get<Envelope<T>>(url, { ...config, params: payload });
    return handleEnvelope<T>(res.status, res.data);
  } catch (error) {
    if (error instanceof ApiCallError) throw error;
    return handleAxiosError(error);
  }
}

/** POST: the payload is the JSON body. */
export async function post<T>(url: string, payload?: unknown, config?: AxiosRequestConfig): Promise<T> {
  try {
    const res = await http.post<Envelope<T>>(url, payload ?? {}, config);
    return handleEnvelope<T>(res.status, res.data);
  } catch (error) {
    if (error instanceof ApiCallError) throw error;
    return handleAxiosError(error);
  }
}

/**
 * Calls one call of a domain contract (`lib/<domain>/contract.ts`): method and path come from the
 * contract, the payload is the call's input and the answer its output type.
 */
export function request<C extends Call>(call: C, input?: CallInput<C>, config?: AxiosRequestConfig): Promise<CallOutput<C>> {
  const payload = (input ?? {}) as Record<string, unknown>;
  if (call.method === 'GET') return get<CallOutput<C>>(call.path, payload, config);
  if (call.method === 'POST') return post<CallOutput<C>>(call.path, payload, config);
  return send<CallOutput<C>>(call.method, call.path, payload, config);
}

async function send<T>(method: 'PUT' | 'DELETE', url: string, payload: Record<string, unknown>, config?: AxiosRequestConfig): Promise<T> {
  try {
    const res = await http.request<Envelope<T>>({ ...config, method, url, ...(method === 'DELETE' ? { params: payload } : { data: payload }) });
    return handleEnvelope<T>(res.status, res.data);
  } catch (error) {
    if (error instanceof ApiCallError) throw error;
    return handleAxiosError(error);
  }
}

/**
 * Raw calls (pay order, verifyCode, isLike/disLike/isCollect, login, loginByMobile, drawing
 * download, saveEmail) bypass the envelope handling and get the axios response itself.
 */
export function raw<T = unknown>(config: AxiosRequestConfig) {
  return http.request<T>({ validateStatus: () => true, ...config });
}

/** AI calls: failures go to the success handler, so the chat can show the answer it got. */
export async function aiCall<T>(method: 'get' | 'post', url: string, payload?: unknown): Promise<Envelope<T>> {
  const res = await http.request<Envelope<T>>({
    method,
    url,
    ...(method === 'get' ? { params: payload } : { data: payload ?? {} }),
    validateStatus: () => true,
  }).catch((error: unknown) => ({ data: { code: RESPONSE_CODE.failure, data: null, msg: String((error as Error)?.message ?? error) } }));
  return res.data as Envelope<T>;
}
