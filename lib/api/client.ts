import { localeOfPath, localizePath } from '@/lib/i18n/locale-path';
import { XLSX_TYPE } from '@/lib/export/table';
import type { AnswerOf, CallInput, CallOutput, Envelope, HttpMethod, Route } from '@/lib/route';
import { readCookie, removeCookie } from '@/lib/session/browser-cookies';
import { COOKIE, LIMITS, RESPONSE_CODE, SESSION_COOKIES, STORAGE } from '@/lib/session/constants';
import { errorBrand } from '@/lib/error-brand';

export type { Envelope };

const apiCallErrorBrand = errorBrand<ApiCallError>('ApiCallError');

/** Thrown for every failed call, after the shared handling (toast, redirect) has run. */
export class ApiCallError extends Error {
  /** Whether `value` carries the ApiCallError brand: thrown by this copy of the module or by another bundle's (lib/error-brand.ts). */
  static is(value: unknown): value is ApiCallError {
    return apiCallErrorBrand.is(value);
  }

  constructor(
    message: string,
    public readonly code: number,
    public readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiCallError';
    apiCallErrorBrand.mark(this);
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
  /** Extra request headers, e.g. the Idempotency-Key of a call declared `.idempotent()`. */
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
  const token = readCookie(COOKIE.token);
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
    if (typeof window !== 'undefined') for (const name of SESSION_COOKIES) removeCookie(name, { path: '/' });
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

/** What a call declared `.binary()` answers: the bytes and the headers (e.g. the captcha's id). */
export interface BinaryAnswer {
  blob: Blob;
  headers: Headers;
}

/** What `request` answers for a call, by the answer kind declared on it in the contract. */
export type Answered<C> =
  AnswerOf<C> extends 'envelope' ? Envelope<CallOutput<C>> : AnswerOf<C> extends 'binary' ? BinaryAnswer : CallOutput<C>;

/**
 * A call declared `.idempotent()` takes the caller's Idempotency-Key: the screen makes one key per
 * intention (one "place order") and sends the same key when it retries, so a retry after a lost
 * answer finds the first result instead of making a second one.
 */
export type RequestOptions<C> = C extends { readonly idempotent: true } ? [options: { idempotencyKey: string }] : [options?: { idempotencyKey?: never }];

/** The call's method and path with its input as the query (GET, DELETE) or the JSON body. */
function configOf(call: Route, input: unknown, extra: Partial<RequestConfig> = {}): RequestConfig {
  const payload = (input ?? {}) as Record<string, unknown>;
  const withQuery = call.method === 'GET' || call.method === 'DELETE';
  return { method: call.method, url: call.path, ...extra, ...(withQuery ? { params: payload } : { data: payload }) };
}

/**
 * Calls one route of a domain (`lib/api/calls/<domain>.ts`, generated from the contract): method
 * and path come from it, the payload is the call's input, and the answer is read as the contract
 * declares it (lib/route.ts `Answer`): `data` through the envelope handling (the default), a
 * workbook, bytes with headers, or the envelope itself. An `.idempotent()` call sends the caller's
 * Idempotency-Key.
 */
export async function request<C extends Route>(call: C, input?: CallInput<C>, ...[options]: RequestOptions<C>): Promise<Answered<C>> {
  const key = (options as { idempotencyKey?: string } | undefined)?.idempotencyKey;
  const headers = call.idempotent && key ? { 'Idempotency-Key': key } : undefined;
  const config = configOf(call, input, { headers });
  switch (call.answer) {
    case 'xlsx':
      return (await workbook(config)) as Answered<C>;
    case 'binary': {
      const res = await send<Blob>({ ...config, responseType: 'blob' });
      return { blob: res.data, headers: res.headers } as Answered<C>;
    }
    case 'envelope': {
      const res = await send<Envelope<CallOutput<C>> | undefined>(config);
      return (res.data ?? { code: RESPONSE_CODE.failure, data: null, msg: '' }) as Answered<C>;
    }
    default:
      return enveloped<Answered<C>>(config);
  }
}

/**
 * An Excel export: the workbook as a Blob when the server answers one; otherwise the answer (a
 * refusal's JSON envelope, or anything else) goes through the shared envelope handling.
 */
async function workbook(config: RequestConfig): Promise<Blob> {
  const res = await send<Blob>({ ...config, responseType: 'blob' });
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
 * The address of a GET call for a plain link (`<img src>`, `<a href>`, pdf.js): the session cookie
 * authorises it. Empty values are left out of the query.
 */
export function callHref<C extends Route>(call: C, input: CallInput<C>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries((input ?? {}) as Record<string, unknown>)) if (v !== undefined && v !== null && v !== '') q.append(k, String(v));
  const text = q.toString();
  return `/atsteel/${call.path}${text ? `?${text}` : ''}`;
}
