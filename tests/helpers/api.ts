import { dispatcher } from '@/lib/server/entry';
import { testServices } from './services';
import type { Envelope } from '@/lib/route';

export interface CallOptions {
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  token?: string;
  /** 'zh' or 'en': sent as the lang cookie (CN / EN). */
  lang?: 'zh' | 'en';
  headers?: Record<string, string>;
  rawBody?: BodyInit;
}

/** Calls one /atsteel/ endpoint in-process, exactly as the route handler would, with the file's test services. */
export async function callApi<T = any>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: CallOptions = {},
): Promise<{ status: number; body: Envelope<T>; response: Response }> {
  const url = new URL(`http://localhost/atsteel/${path}`);
  for (const [k, v] of Object.entries(options.query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
  const headers = new Headers(options.headers);
  if (options.token) headers.set('authorization', `Bearer ${options.token}`);
  if (options.lang) headers.append('cookie', `lang=${options.lang === 'zh' ? 'CN' : 'EN'}`);
  let body: BodyInit | undefined = options.rawBody;
  if (body === undefined && options.body !== undefined && method !== 'GET') {
    body = JSON.stringify(options.body);
    if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  }
  const req = new Request(url, { method, headers, body });
  const response = await dispatcher(req, path.split('/'), testServices());
  const text = await response.clone().text();
  let parsed: Envelope<T>;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = { code: Number.NaN, data: null, msg: text.slice(0, 100) };
  }
  return { status: response.status, body: parsed, response };
}
