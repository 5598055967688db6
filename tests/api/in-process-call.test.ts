import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { call } from '@/lib/contract';
import { createDispatcher } from '@/lib/server/api/dispatch';
import { RATE_LIMITS } from '@/lib/server/api/rate-limits';
import { defineEndpoint, PUBLIC, USER } from '@/lib/server/api/types';
import type { Db } from '@/lib/server/db/client';
import { MemoryRateLimiter } from '@/lib/server/ratelimit';
import { createProcessMemory, systemClock, type Services } from '@/lib/server/ports';
import { RESPONSE_CODE } from '@/lib/session/constants';
import type { SessionUser } from '@/lib/session/permissions';
import { langCookieValue } from '@/lib/session/rules';

/**
 * The in-process call of server components (dispatcher.call, issue 49 item 4): the same session, access, input and
 * handler as the HTTP path, without a Request built or a Response read back, and the same answer.
 */

const member: SessionUser = { id: 7, userName: 'demo', role: 'user' as SessionUser['role'], accountType: 'personal', companyId: null, sessionId: 1 };
const dispatcher = createDispatcher({
  endpoints: [
    defineEndpoint(call('GET', 't/page', z.object({ page: z.coerce.number().int().min(1).default(1), q: z.string().max(5).optional() })).returns<Record<string, unknown>>(), {
      summary: 'test',
      access: PUBLIC,
      handler: ({ input, locale }) => ({ ...input, locale, at: new Date('2026-12-04T00:00:00Z'), gone: undefined }),
    }),
    defineEndpoint(call('GET', 't/mine', z.object({})).returns<Record<string, unknown>>(), {
      summary: 'test',
      access: USER,
      handler: ({ user }) => ({ id: user!.id }),
    }),
    defineEndpoint(call('POST', 't/echo', z.object({ name: z.string().max(10) })).returns<string>(), {
      summary: 'test',
      access: PUBLIC,
      rateLimit: RATE_LIMITS.edit,
      handler: ({ input }) => input.name,
    }),
  ],
  loadUser: async (_db, token) => (token === 'good' ? member : null),
});
const services = { db: async () => ({}) as Db, rateLimiter: () => new MemoryRateLimiter(), clock: systemClock, memory: createProcessMemory() } as unknown as Services;

async function overHttp(method: 'GET' | 'POST', path: string, query: string, body: unknown, token?: string, locale: 'zh' | 'en' = 'en') {
  const headers: Record<string, string> = { cookie: `lang=${langCookieValue(locale)}${token ? `; token=${token}` : ''}` };
  if (method === 'POST') headers['content-type'] = 'application/json';
  const res = await dispatcher(
    new Request(`http://localhost/atsteel/${path}${query}`, { method, headers, ...(method === 'POST' ? { body: JSON.stringify(body) } : {}) }),
    path.split('/'),
    services,
  );
  const env = (await res.json()) as { code: number; data: unknown; msg: string };
  return env.code === RESPONSE_CODE.success && res.status === 200 ? { ok: true, data: env.data } : { ok: false, code: env.code, msg: env.msg, status: res.status };
}

describe('dispatcher.call answers what the HTTP path answers', () => {
  it('a public GET: query values as strings, dates as ISO strings, undefined fields gone', async () => {
    const inProcess = await dispatcher.call({ path: 't/page', method: 'GET', input: { page: 2, q: '', extra: undefined }, locale: 'en' }, services);
    expect(inProcess).toEqual({ ok: true, data: { page: 2, locale: 'en', at: '2026-12-04T00:00:00.000Z' } });
    expect(await overHttp('GET', 't/page', '?page=2', null)).toEqual(inProcess);
  });

  it('refuses bad input with the HTTP status and message, in the page language', async () => {
    const en = await dispatcher.call({ path: 't/page', method: 'GET', input: { page: 0 }, locale: 'en' }, services);
    expect(en).toMatchObject({ ok: false, status: 400 });
    expect(await overHttp('GET', 't/page', '?page=0', null)).toEqual(en);
    const zh = await dispatcher.call({ path: 't/page', method: 'GET', input: { q: 'toolong' }, locale: 'zh' }, services);
    expect(zh).toEqual(await overHttp('GET', 't/page', '?q=toolong', null, undefined, 'zh'));
    expect(zh.ok).toBe(false);
    // Undeclared keys are refused as over HTTP (strict input).
    expect(await dispatcher.call({ path: 't/page', method: 'GET', input: { page: 1, role: 'admin' }, locale: 'en' }, services)).toMatchObject({ ok: false, status: 400 });
  });

  it('decides access from the session token: none, unknown, valid', async () => {
    const none = await dispatcher.call({ path: 't/mine', method: 'GET', input: {}, locale: 'en' }, services);
    expect(none).toEqual(await overHttp('GET', 't/mine', '', null));
    expect(none).toMatchObject({ ok: false, code: RESPONSE_CODE.noToken });
    const bad = await dispatcher.call({ path: 't/mine', method: 'GET', input: {}, token: 'forged', locale: 'en' }, services);
    expect(bad).toEqual(await overHttp('GET', 't/mine', '', null, 'forged'));
    expect(bad.ok).toBe(false);
    expect(await dispatcher.call({ path: 't/mine', method: 'GET', input: {}, token: 'good', locale: 'en' }, services)).toEqual({ ok: true, data: { id: 7 } });
  });

  it('a POST as its JSON body; unknown calls and methods as over HTTP', async () => {
    expect(await dispatcher.call({ path: 't/echo', method: 'POST', input: { name: 'steel' }, locale: 'zh' }, services)).toEqual({ ok: true, data: 'steel' });
    expect(await dispatcher.call({ path: 't/echo', method: 'POST', input: { name: 'x'.repeat(11) }, locale: 'en' }, services)).toEqual(
      await overHttp('POST', 't/echo', '', { name: 'x'.repeat(11) }),
    );
    expect(await dispatcher.call({ path: 't/none', method: 'GET', input: {}, locale: 'en' }, services)).toMatchObject({ ok: false, status: 404 });
    expect(await dispatcher.call({ path: 't/echo', method: 'GET', input: {}, locale: 'en' }, services)).toMatchObject({ ok: false, status: 405 });
  });
});
