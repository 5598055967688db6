import 'server-only';
import { cookies } from 'next/headers';
import { cache } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import { dispatch } from '@/lib/server/api/dispatch';
import { COOKIE, RESPONSE_CODE } from '@/lib/session/constants';
import { langCookieValue } from '@/lib/session/rules';

export type ServerCallResult<T> = { ok: true; data: T } | { ok: false; code: number; msg: string; status: number };

/**
 * Runs one /atsteel/ GET call in-process for a server component, with the visitor's cookies
 * (so access and the permission tab are decided exactly as for the browser) and the page's
 * language. Going through the registry keeps one code path for SSR and the browser.
 * Cached per request, so generateMetadata and the page share one call.
 */
export const serverGet = cache(async function serverGet<T>(
  locale: Locale,
  path: string,
  query: Record<string, string | number | undefined> = {},
): Promise<ServerCallResult<T>> {
  const jar = await cookies();
  const cookieHeader = [
    ...jar
      .getAll()
      .filter((c) => c.name !== COOKIE.lang)
      .map((c) => `${c.name}=${encodeURIComponent(c.value)}`),
    `${COOKIE.lang}=${langCookieValue(locale)}`,
  ].join('; ');
  const url = new URL(`http://internal/atsteel/${path}`);
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
  const res = await dispatch(new Request(url, { method: 'GET', headers: { cookie: cookieHeader, 'accept-language': locale } }), path.split('/'));
  const body = (await res.json().catch(() => null)) as { code: number; data: T; msg: string } | null;
  if (res.status === 200 && body && body.code === RESPONSE_CODE.success) return { ok: true, data: body.data };
  return { ok: false, code: body?.code ?? RESPONSE_CODE.failure, msg: body?.msg ?? '', status: res.status };
});
