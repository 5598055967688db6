import crypto from 'node:crypto';
import fc from 'fast-check';
import { getTableName, isTable } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { translate } from '@/lib/i18n/messages';
import type { DatabaseHandle } from '@/lib/server/db/client';
import * as schema from '@/lib/server/db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@/lib/server/auth/seed';
import { authSeedStep } from '@/lib/server/auth/seed';
import type { EndpointDef } from '@/lib/server/api/types';
import { dispatcher } from '@/lib/server/entry';
import { testServices } from '../helpers/services';
import { domains } from '@/lib/server/registry';
import { roleHasPermission } from '@/lib/session/permissions';
import { badObject, casesFor, fieldsOf, inheritedNameCases, type BadCase } from '../helpers/bad-input';
import { logger } from '@/lib/server/log';
import { callApi } from '../helpers/api';
import { createTestDatabase } from '../helpers/db';
import { useTempDataDir } from './auth-helpers';

/**
 * Issue 10, item 8: every endpoint of the registry answers schema-derived bad input with HTTP
 * 4xx, the envelope, a message in the caller's language, no stack trace, and no change in the
 * database. Protected endpoints are called by a signed-in user who holds the needed permission;
 * a visitor gets the session refusal (-100) before any input is read by the handler.
 */

let handle: DatabaseHandle;
let initial: string;
const tokens = new Map<string, string>();

const tables = (Object.values(schema) as unknown[]).filter((t): t is PgTable => isTable(t));

/** A fingerprint of every row of every table. */
async function fingerprint(): Promise<string> {
  const hash = crypto.createHash('sha256');
  for (const table of tables.sort((a, b) => getTableName(a).localeCompare(getTableName(b)))) {
    const rows = await handle.db.select().from(table);
    const lines = rows.map((r) => JSON.stringify(r)).sort();
    hash.update(`${getTableName(table)}:${rows.length}\n${lines.join('\n')}\n`);
  }
  return hash.digest('hex');
}

/** A token of a demo user allowed through the endpoint's access rule (none for public ones). */
function tokenFor(ep: EndpointDef): string | undefined {
  const rule = ep.access;
  if (rule.kind === 'public') return undefined;
  const account = DEMO_ACCOUNTS.find((a) =>
    rule.kind === 'user' ? true : rule.kind === 'permission' ? roleHasPermission(a.role, rule.code) : rule.roles.includes(a.role),
  );
  return account && tokens.get(account.loginName);
}

/**
 * Percent-encodes like a hostile client: a lone surrogate becomes its 3-byte (invalid UTF-8)
 * form, where URLSearchParams would quietly send U+FFFD instead.
 */
function encode(text: string): string {
  let out = '';
  for (const ch of text) {
    const c = ch.charCodeAt(0);
    out += ch.length === 1 && c >= 0xd800 && c <= 0xdfff
      ? [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('')
      : encodeURIComponent(ch);
  }
  return out;
}

function queryString(input: Record<string, unknown>): string {
  return Object.entries(input)
    .flatMap(([k, v]) => (Array.isArray(v) ? v : [v]).map((one) => `${encode(k)}=${encode(String(one))}`))
    .join('&');
}

/** Sends one bad case exactly as a browser would (raw query strings and bodies are not re-encoded). */
async function send(ep: EndpointDef, c: BadCase, lang: 'zh' | 'en', token?: string, method: string = ep.method) {
  const get = method === 'GET' || method === 'DELETE';
  const headers = new Headers({ cookie: `lang=${lang === 'zh' ? 'CN' : 'EN'}`, 'content-type': 'application/json' });
  if (token) headers.set('authorization', `Bearer ${token}`);
  let query = '';
  let body: BodyInit | undefined;
  if (get) query = typeof c.raw === 'string' ? c.raw : queryString(c.input ?? {});
  else body = c.raw !== undefined ? (c.raw as BodyInit) : JSON.stringify(c.input ?? {});
  const req = new Request(`http://localhost/atsteel/${ep.path}${query ? `?${query}` : ''}`, { method, headers, body });
  const res = await dispatcher(req, ep.path.split('/'), testServices());
  return { status: res.status, text: await res.text() };
}

const CJK = /[\u4e00-\u9fff]/;

function expectRefused(ep: EndpointDef, label: string, lang: 'zh' | 'en', answer: { status: number; text: string }, visitor = false) {
  const where = `${ep.method} ${ep.path} — ${label} (${lang})`;
  if (ep.rawBody) return expectProviderRefusal(where, answer);
  const body = JSON.parse(answer.text) as { code: number; data: unknown; msg: string };
  expect(Object.keys(body).sort(), where).toEqual(['code', 'data', 'msg']);
  expect(body.data, where).toBeNull();
  if (visitor && answer.status === 200) expect(body.code, where).toBe(-100);
  else {
    expect(answer.status, `${where}: ${answer.text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
    expect(answer.status, where).toBeLessThan(500);
    expect(body.code, where).toBe(-1);
  }
  expect(body.msg.length, where).toBeGreaterThan(0);
  expect(CJK.test(body.msg), `${where}: ${body.msg}`).toBe(lang === 'zh');
  expect(answer.text, where).not.toMatch(/Error:|\bat \S+ \(|\/work\/|node_modules|\.tsx?\b|\.m?js\b/);
}

/**
 * Payment notification URLs answer in the provider's protocol, not the portal's envelope (the
 * provider reads it, not a person): WeChat Pay `{ code: 'FAIL', message }`, Alipay the literal `fail`; a body
 * refused before the handler (invalid UTF-8, too large) gets the envelope.
 */
function expectProviderRefusal(where: string, answer: { status: number; text: string }) {
  expect(answer.status, `${where}: ${answer.text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
  expect(answer.status, where).toBeLessThan(500);
  // A body the dispatcher refuses before the handler (e.g. invalid UTF-8) gets the portal's envelope.
  if (answer.text !== 'fail') expect([{ code: 'FAIL' }, { code: -1, data: null }].some((shape) => expect.objectContaining(shape).asymmetricMatch(JSON.parse(answer.text))), `${where}: ${answer.text}`).toBe(true);
  expect(answer.text, where).not.toMatch(/Error:|\bat \S+ \(|\/work\/|node_modules|\.tsx?\b|\.m?js\b/);
}

const all = domains.flatMap((d) => (d.endpoints ?? []).map((ep) => ({ domain: d.name, ep })));

beforeAll(async () => {
  useTempDataDir();
  handle = await createTestDatabase({ seeds: [authSeedStep] });
  for (const a of DEMO_ACCOUNTS) {
    const res = await callApi('POST', 'loginCustom/login', { body: { userName: a.loginName, password: DEMO_PASSWORD } });
    tokens.set(a.loginName, res.body.data.token);
  }
  initial = await fingerprint();
});

afterAll(async () => {
  await handle?.close();
});

describe('bad input on every endpoint of the registry', () => {
  it('covers every endpoint', () => {
    expect(all.length).toBeGreaterThan(50);
    for (const { ep } of all) if (ep.access.kind !== 'public') expect(tokenFor(ep), ep.path).toBeDefined();
  });

  for (const { domain, ep } of all) {
    it(`${domain}: ${ep.method} ${ep.path} refuses bad input with 4xx`, async () => {
      const fields = fieldsOf(ep);
      const token = tokenFor(ep);
      const cases = casesFor(ep, fields);
      let i = 0;
      for (const c of cases) {
        const lang = i++ % 2 ? 'en' : 'zh';
        expectRefused(ep, c.label, lang, await send(ep, c, lang, token));
      }
      // Random combinations of bad values (fast-check), in both languages.
      const get = ep.method === 'GET';
      await fc.assert(
        fc.asyncProperty(badObject(fields), fc.constantFrom<'zh' | 'en'>('zh', 'en'), async (input, lang) => {
          const sendable = get ? Object.fromEntries(Object.entries(input).map(([k, v]) => [k, typeof v === 'string' ? v : 'a\u0000'])) : input;
          expectRefused(ep, `random ${JSON.stringify(sendable).slice(0, 80)}`, lang, await send(ep, { label: 'random', input: sendable }, lang, token));
        }),
        { numRuns: 4, seed: 10 },
      );
      // A visitor: the session refusal or an input refusal, never anything else.
      if (token) expectRefused(ep, 'visitor', 'en', await send(ep, cases[0], 'en'), true);
      // The wrong method.
      const wrong = ep.method === 'POST' ? 'PUT' : 'POST';
      const answer = await send(ep, { label: 'wrong method', input: {} }, 'en', token, wrong);
      expect(answer.status, `${ep.path} ${wrong}`).toBe(405);
    });
  }

  it('changed nothing in the database (every row of every table)', async () => {
    expect(await fingerprint()).toBe(initial);
  });

  it('names the refused key and field in the caller language', async () => {
    const ep = all.find((e) => e.ep.path === 'saveVisitData')!.ep;
    const extra = JSON.parse((await send(ep, { label: '', input: { path: '/', role: 'x' } }, 'en')).text);
    expect(extra.msg).toBe(translate('en', 'Errors.unknownField', { field: 'role' }));
    const nul = JSON.parse((await send(ep, { label: '', input: { path: '/a\u0000' } }, 'zh')).text);
    expect(nul.msg).toBe(translate('zh', 'Errors.nulCharacter', { field: 'path' }));
    const lone = JSON.parse((await send(ep, { label: '', input: { path: '/\ud800' } }, 'en')).text);
    expect(lone.msg).toBe(translate('en', 'Errors.loneSurrogate', { field: 'path' }));
  });
});

/**
 * Issue 27, item 3: `constructor`, `__proto__`, `toString`, `hasOwnProperty` and `valueOf` in every
 * string-valued place of every call (sort names, requirement keys, filters, free text), the rest of the
 * input plausible. A field of listed values answers 400; a free-text field may be accepted (it is only
 * text); none answers 5xx or logs a server error. Run after the fingerprint: free text may be stored.
 */
describe('inherited property names in every string field of every call', () => {
  for (const { domain, ep } of all) {
    const cases = inheritedNameCases(ep);
    if (!cases.length) continue;
    it(`${domain}: ${ep.method} ${ep.path} answers them without a 5xx`, async () => {
      const token = tokenFor(ep);
      const spy = vi.spyOn(logger, 'write');
      try {
        let i = 0;
        for (const c of cases) {
          const lang = i++ % 2 ? 'en' : 'zh';
          const answer = await send(ep, c, lang, token);
          const where = `${ep.method} ${ep.path} — ${c.label} (${lang}): ${answer.text.slice(0, 200)}`;
          if (c.enumOnly) expectRefused(ep, c.label, lang, answer);
          else expect(answer.status, where).toBeLessThan(500);
          const logged = spy.mock.calls.filter(([level, event]) => level === 'error' || event === 'input_refused_by_database');
          expect(logged.map(([, event, fields]) => `${event} ${JSON.stringify(fields).slice(0, 300)}`), where).toEqual([]);
        }
      } finally {
        spy.mockRestore();
      }
    });
  }

  it('tries the shapes of issue 27: search sort names and contrast requirement keys', () => {
    const labels = (path: string) => inheritedNameCases(all.find((e) => e.ep.path === path)!.ep).map((c) => `${c.label}${c.enumOnly ? ' (listed values)' : ''}`);
    for (const path of ['steelName/steelSearch', 'weldingMetal/weldingSearch', 'alloyName/alloySearch']) {
      expect(labels(path)).toEqual(expect.arrayContaining(['sort = constructor (listed values)', 'sort = __proto__ (listed values)', 'sort = toString (listed values)']));
    }
    expect(labels('intelligentMatching/contrast')).toEqual(expect.arrayContaining(['requirements.0.key = constructor (listed values)', 'requirements.0.key = valueOf (listed values)']));
  });
});
