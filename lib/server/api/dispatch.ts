import 'server-only';
import { z } from 'zod';
import { parseCookie } from 'cookie';
import { translate } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/routing';
import type { Db } from '@/lib/server/db/client';
import { resolveLocale } from '@/lib/session/rules';
import { COOKIE, RESPONSE_CODE } from '@/lib/session/constants';
import { roleHasPermission, type SessionUser } from '@/lib/session/permissions';
import { ApiError, forbidden } from './errors';
import type { EndpointDef, HandlerContext, RequestInfo } from './types';

export const DEFAULT_MAX_BODY = 1024 * 1024;

export interface Envelope<T = unknown> {
  code: number;
  data: T | null;
  msg: string;
}

function envelope(code: number, data: unknown, msg: string, status = 200): Response {
  return Response.json({ code, data: data === undefined ? null : data, msg } satisfies Envelope, {
    status,
    headers: { 'cache-control': 'no-store' },
  });
}

function readCookie(header: string | null, name: string): string | undefined {
  return header ? parseCookie(header)[name] : undefined;
}

/** The caller's language: the `lang` cookie, then Accept-Language, then Chinese. */
export function callerLocale(headers: Headers): Locale {
  return resolveLocale(readCookie(headers.get('cookie'), COOKIE.lang), headers.get('accept-language'));
}

function bearerToken(headers: Headers): string | undefined {
  const auth = headers.get('authorization');
  if (auth?.startsWith('Bearer ')) {
    const token = auth.slice(7).trim();
    if (token && token !== 'undefined' && token !== 'null') return token;
  }
  return readCookie(headers.get('cookie'), COOKIE.token) || undefined;
}

function queryToObject(params: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key);
    out[key] = all.length > 1 ? all : all[0];
  }
  return out;
}

/** Reads at most `limit` bytes; null when the body is larger. */
async function readLimited(req: Request, limit: number): Promise<Uint8Array | null> {
  const declared = Number(req.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) return null;
  if (!req.body) return new Uint8Array();
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const c of chunks) {
    out.set(c, offset);
    offset += c.byteLength;
  }
  return out;
}

/** Maps the first zod issue to a readable message: a message key when the schema gave one. */
function zodMessage(error: z.ZodError, locale: Locale): string {
  const issue = error.issues[0];
  const field = issue.path.join('.') || '-';
  if (issue.message && /^[A-Z]\w*\.\w+/.test(issue.message)) {
    const text = translate(locale, issue.message, { field });
    if (text !== issue.message) return text;
  }
  return translate(locale, 'Errors.invalidField', { field });
}

type BodyResult = { ok: true; value: unknown } | { ok: false; response: Response };

async function readInput(req: Request, ep: EndpointDef, url: URL, locale: Locale): Promise<BodyResult> {
  const t = (key: string) => translate(locale, key);
  if (ep.method === 'GET' || ep.method === 'DELETE') return { ok: true, value: queryToObject(url.searchParams) };
  const limit = ep.maxBodyBytes ?? DEFAULT_MAX_BODY;
  const type = (req.headers.get('content-type') ?? '').toLowerCase();
  if (type.startsWith('multipart/form-data')) {
    if (!ep.multipart) return { ok: false, response: envelope(RESPONSE_CODE.failure, null, t('Errors.unsupportedContentType'), 415) };
    const declared = Number(req.headers.get('content-length'));
    if (Number.isFinite(declared) && declared > limit) {
      return { ok: false, response: envelope(RESPONSE_CODE.failure, null, t('Errors.bodyTooLarge'), 413) };
    }
    try {
      const form = await req.formData();
      const value: Record<string, unknown> = {};
      for (const key of new Set(form.keys())) {
        const all = form.getAll(key);
        value[key] = all.length > 1 ? all : all[0];
      }
      return { ok: true, value };
    } catch {
      return { ok: false, response: envelope(RESPONSE_CODE.failure, null, t('Errors.malformedBody')) };
    }
  }
  const bytes = await readLimited(req, limit);
  if (bytes === null) return { ok: false, response: envelope(RESPONSE_CODE.failure, null, t('Errors.bodyTooLarge'), 413) };
  if (bytes.byteLength === 0) return { ok: true, value: { ...queryToObject(url.searchParams) } };
  const text = new TextDecoder().decode(bytes);
  if (type.startsWith('application/x-www-form-urlencoded')) {
    return { ok: true, value: queryToObject(new URLSearchParams(text)) };
  }
  if (type && !type.startsWith('application/json') && !type.startsWith('text/plain')) {
    return { ok: false, response: envelope(RESPONSE_CODE.failure, null, t('Errors.unsupportedContentType'), 415) };
  }
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, response: envelope(RESPONSE_CODE.failure, null, t('Errors.malformedJson')) };
  }
}

/** What the composition root (lib/server/entry.ts) gives the dispatcher: infrastructure imports no domain. */
export interface DispatcherOptions {
  endpoints: readonly EndpointDef<any>[];
  getDb: () => Promise<Db>;
  /** The user behind a bearer token, or null (unknown, expired, revoked, disabled). */
  loadUser: (db: Db, token: string) => Promise<SessionUser | null>;
}

export type Dispatch = (req: Request, segments: string[]) => Promise<Response>;

/**
 * The single entry of /atsteel/: finds the endpoint, reads and validates input, checks access
 * from the database, runs the handler and wraps every outcome in the envelope.
 */
export function createDispatcher({ endpoints, getDb, loadUser }: DispatcherOptions): Dispatch {
  const byPath = new Map<string, EndpointDef[]>();
  for (const ep of endpoints) byPath.set(ep.path, [...(byPath.get(ep.path) ?? []), ep]);

  function findEndpoint(path: string, method: string): { ep?: EndpointDef; known: boolean } {
    const list = byPath.get(path);
    if (!list) return { known: false };
    return { ep: list.find((e) => e.method === method) ?? (method === 'HEAD' ? list.find((e) => e.method === 'GET') : undefined), known: true };
  }

  return async function dispatch(req, segments) {
    const locale = callerLocale(req.headers);
    const t = (key: string, values?: Record<string, string | number>) => translate(locale, key, values);
    const path = segments.map((s) => decodeURIComponent(s)).join('/');
    const { ep, known } = findEndpoint(path, req.method);
    if (!ep) {
      return envelope(RESPONSE_CODE.failure, null, t(known ? 'Errors.methodNotAllowed' : 'Errors.unknownCall'), known ? 405 : 404);
    }
    try {
      const url = new URL(req.url);
      const body = await readInput(req, ep, url, locale);
      if (!body.ok) return body.response;

      const db = await getDb();
      const token = bearerToken(req.headers);
      const user = token ? await loadUser(db, token) : null;
      if (ep.access.kind !== 'public') {
        if (!token) throw new ApiError('Errors.noToken', RESPONSE_CODE.noToken);
        if (!user) throw new ApiError('Errors.invalidToken', RESPONSE_CODE.invalidToken);
        if (ep.access.kind === 'permission' && !roleHasPermission(user.role, ep.access.code)) throw forbidden();
        if (ep.access.kind === 'role' && !ep.access.roles.includes(user.role)) throw forbidden();
      }

      const parsed = ep.input.safeParse(body.value ?? {});
      if (!parsed.success) return envelope(RESPONSE_CODE.failure, null, zodMessage(parsed.error, locale));

      const request: RequestInfo = {
        ip: clientIp(req.headers),
        userAgent: req.headers.get('user-agent') ?? '',
        headers: req.headers,
        url,
        token,
      };
      const ctx: HandlerContext<unknown> = { input: parsed.data, locale, db, user, request, t };
      const result = await ep.handler(ctx);
      if (result instanceof Response) return result;
      return envelope(RESPONSE_CODE.success, result ?? null, t('Errors.success'));
    } catch (error) {
      if (error instanceof ApiError) return envelope(error.code, null, t(error.messageKey, error.values), error.status);
      console.error(`[atsteel] ${req.method} ${path} failed:`, error);
      return envelope(RESPONSE_CODE.failure, null, t('Errors.serverError'), 500);
    }
  };
}

export function clientIp(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for');
  if (forwarded) return forwarded.split(',')[0].trim();
  return headers.get('x-real-ip') ?? '127.0.0.1';
}
