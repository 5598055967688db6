import Cookies from 'js-cookie';
import { localeOfPath, localizePath } from '@/lib/i18n/locale-path';
import { XLSX_TYPE } from '@/lib/intelligence/export';
import type { CallInput, CallOutput, Envelope, HttpMethod, Route } from '@/lib/route';
import { COOKIE, LIMITS, RESPONSE_CODE, SESSION_COOKIES, STORAGE } from '@/lib/session/constants';

export type { Envelope };

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
    const login = localizePath('/login', localeOfPath(window.location.pathname));
    window.location.assign(`${login}?redirect=${encodeURIComponent(returnTo)}`);
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

/** A request of the one /atsteel/ client (spec section 7): relative path, query or JSON body. */
export interface RequestConfig {
  method?: HttpMethod | Lowercase<HttpMethod>;
  url: string;
  /** Query parameters (GET, DELETE); arrays become repeated keys. */
  params?: Record<string, unknown>;
  /** The JSON body (POST, PUT). */
  data?: unknown;
  /** How the body is read: JSON (default), a Blob (files, images) or text. */
  responseType?: 'json' | 'blob' | 'text';
  /** Extra request headers, e.g. the Idempotency-Key of order creation (lib/api/payments.ts). */
  headers?: Record<string, string>;
}

/** What `raw` answers: the status, the headers and the body read as asked. */
export interface RawResponse<T> {
  status: number;
  headers: Headers;
  data: T;
}

function queryString(params: Record<string, unknown> | undefined): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params ?? {})) {
    if (v === undefined || v === null) continue;
    for (const item of Array.isArray(v) ? v : [v]) q.append(k, typeof item === 'object' ? JSON.stringify(item) : String(item));
  }
  const text = q.toString();
  return text ? `?${text}` : '';
}

/**
 * The one fetch of the /atsteel/ client: the Bearer token from the cookie, the session cookie, a
 * timeout, and the body read as JSON (an unreadable body answers `undefined`). Never rejects for an
 * HTTP status; rejects only when the request could not be made.
 */
async function send<T>(config: RequestConfig): Promise<RawResponse<T>> {
  const method = (config.method ?? 'GET').toUpperCase() as HttpMethod;
  const origin = typeof window !== 'undefined' ? window.location.origin : 'http://localhost';
  const url = `${origin}/atsteel/${config.url}${method === 'GET' || method === 'DELETE' ? queryString(config.params) : ''}`;
  const headers: Record<string, string> = { ...config.headers, Accept: 'application/json' };
  const token = Cookies.get(COOKIE.token);
  if (token) headers.Authorization = `Bearer ${token}`;
  const hasBody = method === 'POST' || method === 'PUT';
  if (hasBody) headers['Content-Type'] = 'application/json';
  const res = await fetch(url, {
    method,
    headers,
    credentials: 'include',
    body: hasBody ? JSON.stringify(config.data ?? {}) : undefined,
    signal: AbortSignal.timeout(LIMITS.httpTimeoutMs),
  });
  let data: unknown;
  if (config.responseType === 'blob') data = await res.blob();
  else if (config.responseType === 'text') data = await res.text();
  else data = await res.json().catch(() => undefined);
  return { status: res.status, headers: res.headers, data: data as T };
}

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
    // The session is over: forget it here, so the next page does not call signed-in endpoints again
    // with the same dead token (a late checkLogin answer can refill the cookies after a logout).
    if (typeof window !== 'undefined') for (const name of SESSION_COOKIES) Cookies.remove(name, { path: '/' });
    // Already on the sign-in page: stay (never /login?redirect=/login…).
    if (!/^(\/en)?\/login(\/|$)/.test(typeof window === 'undefined' ? '' : window.location.pathname)) goToLogin(currentLocation());
  } else {
    store?.removeItem(STORAGE.code);
    if (body?.msg) notifyError(body.msg);
  }
  throw new ApiCallError(body?.msg ?? `HTTP ${status}`, code, body);
}

/** A call whose answer goes through the envelope handling; a request that could not be made forgets the stored code. */
async function enveloped<T>(config: RequestConfig): Promise<T> {
  let res: RawResponse<Envelope<T> | undefined>;
  try {
    res = await send<Envelope<T> | undefined>(config);
  } catch (error) {
    storage()?.removeItem(STORAGE.code);
    throw error instanceof Error ? error : new Error(String(error));
  }
  return handleEnvelope<T>(res.status, res.data);
}

/** GET: the payload goes in the query. */
export function get<T>(url: string, payload?: Record<string, unknown>): Promise<T> {
  return enveloped<T>({ method: 'GET', url, params: payload });
}

/** POST: the payload is the JSON body. */
export function post<T>(url: string, payload?: unknown): Promise<T> {
  return enveloped<T>({ method: 'POST', url, data: payload ?? {} });
}

/**
 * Calls one route of a domain (`lib/api/calls/<domain>.ts`, generated from the contract): method
 * and path come from it, the payload is the call's input and the answer its output type.
 */
export function request<C extends Route>(call: C, input?: CallInput<C>, options: { headers?: Record<string, string> } = {}): Promise<CallOutput<C>> {
  const payload = (input ?? {}) as Record<string, unknown>;
  const withQuery = call.method === 'GET' || call.method === 'DELETE';
  return enveloped<CallOutput<C>>({ method: call.method, url: call.path, headers: options.headers, ...(withQuery ? { params: payload } : { data: payload }) });
}

/**
 * An Excel export call: the workbook as a Blob when the server answers one; otherwise the answer
 * (a refusal's JSON envelope, or anything else) goes through the shared envelope handling.
 */
export async function requestXlsx<C extends Route>(call: C, input?: CallInput<C>): Promise<Blob> {
  const payload = (input ?? {}) as Record<string, unknown>;
  const withQuery = call.method === 'GET' || call.method === 'DELETE';
  const res = await send<Blob>({ method: call.method, url: call.path, responseType: 'blob', ...(withQuery ? { params: payload } : { data: payload }) });
  if (res.status === 200 && (res.headers.get('content-type') ?? '').startsWith(XLSX_TYPE)) return res.data;
  let body: Envelope<Blob> | undefined;
  try {
    body = JSON.parse(await res.data.text()) as Envelope<Blob>;
  } catch {
    body = undefined;
  }
  return handleEnvelope<Blob>(res.status === 200 ? 500 : res.status, body);
}

/**
 * Raw calls (pay order, verifyCode, isLike/disLike/isCollect, login, loginByMobile, drawing
 * download, saveEmail) bypass the envelope handling and get the response itself.
 */
export function raw<T = unknown>(config: RequestConfig): Promise<RawResponse<T>> {
  return send<T>(config);
}

/** AI calls: failures go to the success handler, so the chat can show the answer it got. */
export async function aiCall<T>(method: 'get' | 'post', url: string, payload?: unknown): Promise<Envelope<T>> {
  try {
    const res = await send<Envelope<T> | undefined>(method === 'get' ? { method: 'GET', url, params: payload as Record<string, unknown> } : { method: 'POST', url, data: payload ?? {} });
    return res.data ?? { code: RESPONSE_CODE.failure, data: null, msg: `HTTP ${res.status}` };
  } catch (error) {
    return { code: RESPONSE_CODE.failure, data: null, msg: String((error as Error)?.message ?? error) };
  }
}
