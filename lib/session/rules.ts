import type { Locale } from '@/lib/i18n/routing';
import { QUERY } from './constants';
import { checkRedirect } from './redirect';
import { hasEnglishPrefix } from '@/lib/i18n/locale-path';

/** The `lang` cookie value written for a locale. */
export function langCookieValue(locale: Locale): string {
  return locale === 'zh' ? 'CN' : 'EN';
}

/**
 * An English session on an unprefixed path goes to the /en path, keeping the query.
 * Returns the new path+query, or null when nothing changes.
 */
export function englishRedirectTarget(pathname: string, search: string, locale: Locale): string | null {
  if (locale !== 'en' || hasEnglishPrefix(pathname)) return null;
  const path = pathname === '/' ? '/en' : `/en${pathname}`;
  return path + search;
}

/**
 * Hide-content flag (spec sections 2 and 4): true by default, false when the query has cxl=1.
 * While it is false the breadcrumb is hidden and every resolved route keeps cxl=1.
 */
export function shouldHideContent(query: URLSearchParams, markerCookie?: string | null): boolean {
  const cxl = query.get(QUERY.cxl);
  if (cxl === '1') return false;
  // cxl=0 leaves the embedded view explicitly (the marker cookie is then cleared).
  if (cxl === '0') return true;
  if (markerCookie === '1') return false;
  return true;
}

/** Keeps cxl=1 on a link when the hide-content flag is off. */
export function keepCxl(href: string, hideContent: boolean): string {
  if (hideContent) return href;
  const [pathAndQuery, hash] = href.split('#');
  const [path, query = ''] = pathAndQuery.split('?');
  const params = new URLSearchParams(query);
  if (params.get(QUERY.cxl) === '1') return href;
  params.set(QUERY.cxl, '1');
  return `${path}?${params.toString()}${hash !== undefined ? `#${hash}` : ''}`;
}

/** After a token is stored a `refresh` query parameter holding a timestamp is added. */
export function withRefresh(params: URLSearchParams, now: number): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set(QUERY.refresh, String(now));
  return next;
}

/**
 * A token in the query parameter `pointData` is stored as the token cookie; the address is
 * then re-written without it and with the refresh timestamp.
 */
export function takePointData(params: URLSearchParams, now: number): { token: string; params: URLSearchParams } | null {
  const token = params.get(QUERY.pointData);
  if (!token) return null;
  const next = new URLSearchParams(params);
  next.delete(QUERY.pointData);
  return { token, params: withRefresh(next, now) };
}

/** Result of calling verifySSOToken. */
export type SsoAnswer = { token?: string | null; data?: unknown } | null;

export type SsoStep =
  | { kind: 'continue' }
  | { kind: 'renavigate'; params: URLSearchParams; setToken?: string }
  | { kind: 'verify'; jwt: string }
  | { kind: 'external'; url: string };

/**
 * SSO guard, steps 1 and 2 of spec section 4: decide what to do before any call is made.
 */
export function ssoFirstStep(params: URLSearchParams, hasToken: boolean, embedded: boolean, now: number): SsoStep {
  const jwt = params.get(QUERY.ssoToken);
  if (!jwt || embedded) return { kind: 'continue' };
  if (hasToken) {
    const next = new URLSearchParams(params);
    next.delete(QUERY.ssoToken);
    return { kind: 'renavigate', params: withRefresh(next, now) };
  }
  return { kind: 'verify', jwt };
}

/**
 * SSO guard, steps 3 to 5: a returned token replaces the token cookie and the page re-navigates;
 * a returned address is followed only when it is same-origin or allow-listed; anything else continues.
 */
export function ssoAfterVerify(
  params: URLSearchParams,
  answer: SsoAnswer,
  origin: string,
  allowList: readonly string[],
  now: number,
): SsoStep {
  if (!answer) return { kind: 'continue' };
  const next = new URLSearchParams(params);
  next.delete(QUERY.ssoToken);
  if (typeof answer.token === 'string' && answer.token) {
    return { kind: 'renavigate', params: withRefresh(next, now), setToken: answer.token };
  }
  const target = checkRedirect(answer.data, origin, allowList);
  if (target) return { kind: 'external', url: new URL(target, origin).toString() };
  return { kind: 'continue' };
}

export function parseAllowList(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** A failed chunk load reloads the page at most once a minute. */
export function shouldReloadAfterChunkError(lastReloadAt: number | null, now: number, guardMs = 60000): boolean {
  return lastReloadAt === null || !Number.isFinite(lastReloadAt) || now - lastReloadAt >= guardMs;
}

export function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error ?? '');
  return /ChunkLoadError|Loading chunk [\w-]+ failed|Failed to fetch dynamically imported module|Loading CSS chunk/i.test(text);
}

/** Parses the permission cookie (a JSON array of string codes); anything else is an empty list. */
export function parsePermissionList(raw: string | undefined | null): string[] | null {
  if (raw === undefined || raw === null || raw === '') return null;
  try {
    const value = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** Whether the embedded desktop client bridge function exists on a global object. */
export function detectEmbeddedClient(globalObject: Record<string, unknown> | undefined, fnName: string): boolean {
  return !!globalObject && typeof globalObject[fnName] === 'function';
}
