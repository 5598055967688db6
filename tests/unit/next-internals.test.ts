/**
 * Where the portal relies on a behaviour of Next that no public API offers (docs/ARCHITECTURE.md, "Where the
 * portal relies on Next's behaviour"). The first test fails as soon as another Next is installed: an upgrade
 * then re-checks every item of that section against the new version and moves NEXT_CHECKED. The others read
 * Next's own code where that is cheap, so a change of the behaviour relied on shows here, not in production.
 * @isolate: it loads parts of Next's server.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import path from 'node:path';
import { NextResponse } from 'next/server';
import { trackPageStatus } from '@/lib/page-status.mjs';
import CspCacheHandler from '@/lib/security/cache-handler.mjs';
import { inlineScriptHashes } from '@/lib/security/csp.mjs';
import { malformedRouterState, ROUTER_STATE_MAX_LENGTH } from '@/lib/security/request-guard.mjs';

/** The Next version every item of the section was checked against. */
const NEXT_CHECKED = '16.4.6';

const root = path.resolve(import.meta.dirname, '../..');
const requireNext = createRequire(path.join(root, 'package.json'));
const nextFile = (file: string) => fs.readFileSync(requireNext.resolve(`next/dist/${file}`), 'utf8');

describe('the Next version the reliances were checked against', () => {
  it('is the installed one, and the one docs/ARCHITECTURE.md names', () => {
    const installed = (requireNext('next/package.json') as { version: string }).version;
    expect(installed, 'Next was upgraded: re-check docs/ARCHITECTURE.md "Where the portal relies on Next\'s behaviour", then set NEXT_CHECKED').toBe(NEXT_CHECKED);
    const architecture = fs.readFileSync(path.join(root, 'docs/ARCHITECTURE.md'), 'utf8');
    const start = architecture.indexOf("## Where the portal relies on Next's behaviour");
    expect(start).toBeGreaterThan(-1);
    const section = architecture.slice(start);
    expect(section).toContain(`checked against Next ${NEXT_CHECKED}`);
  });
});

describe('lib/page-status.mjs: the status Next writes', () => {
  it('names the client router requests `rsc: 1`, the header the status is kept for', () => {
    const headers = requireNext('next/dist/client/components/app-router-headers') as { RSC_HEADER: string };
    expect(headers.RSC_HEADER).toBe('rsc');
  });

  it('sees a status set with statusCode and end(), as Next writes it (Node calls writeHead for the implicit headers)', async () => {
    const server = http.createServer((req, res) =>
      trackPageStatus(req, res, () => {
        res.statusCode = 200;
        res.setHeader('content-type', 'text/html');
        res.end('page');
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    // Node's own method, watched (not replaced) for the one request.
    const writeHead = vi.spyOn(http.ServerResponse.prototype, 'writeHead');
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      expect(res.status).toBe(200);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    const seen = writeHead.mock.calls.map((call) => call[0]);
    writeHead.mockRestore();
    expect(seen).toEqual([200]);
  });
});

describe('lib/security/request-guard.mjs: the router state Next refuses', () => {
  const { parseAndValidateFlightRouterState } = requireNext('next/dist/server/app-render/parse-and-validate-flight-router-state') as {
    parseAndValidateFlightRouterState: (header: string | string[] | undefined) => unknown;
  };
  const nextRefuses = (header: string | string[] | undefined) => {
    try {
      parseAndValidateFlightRouterState(header);
      return false;
    } catch {
      return true;
    }
  };
  const header = (state: unknown) => encodeURIComponent(JSON.stringify(state));
  const page = ['', { children: ['__PAGE__', {}] }];
  const samples: (string | string[] | undefined)[] = [
    undefined,
    header(page),
    header(['', { children: [['id', '7', 'd', null], {}, null, 'refetch', 1, 'x'] }, ['/a', '/a'], null]),
    header(['', { children: [['id', '7', 'd', ['a', 'b']], {}, undefined, 'inside-shared-layout'] }]),
    header(['', { children: [['slug', 'a/b', 'c', null], {}, null, 'metadata-only', null] }]),
    header(['', { children: [['id', '7', 'x', null], {}] }]),
    header(['', { children: [['id', '7', 'd'], {}] }]),
    header(['', { children: [['id', '7', 'd', [1]], {}] }]),
    header(['', { children: 'x' }]),
    header(['', { a: ['', {}], b: ['', { c: [1, {}] }] }]),
    header(['', {}, null, 'sometimes']),
    header(['', {}, ['/a'], null]),
    header(['', {}, null, null, 'one']),
    header(['', {}, null, null, null, 2]),
    header(['', {}, null, null, null, '', 'seventh']),
    header(['', null]),
    header(['']),
    header({ children: [] }),
    header('just text'),
    'garbage',
    '%5B%22%22%2C%7B%7D',
    '%E0%A4%A',
    [header(page), header(page)],
    `${header(page)}${' '.repeat(ROUTER_STATE_MAX_LENGTH)}`,
  ];

  it('reads the header Next names next-router-state-tree, limited as Next limits it', () => {
    const headers = requireNext('next/dist/client/components/app-router-headers') as { NEXT_ROUTER_STATE_TREE_HEADER: string };
    expect(headers.NEXT_ROUTER_STATE_TREE_HEADER).toBe('next-router-state-tree');
    expect(nextFile('server/app-render/parse-and-validate-flight-router-state.js')).toContain(`stateHeader.length > 20 * 2000`);
    expect(ROUTER_STATE_MAX_LENGTH).toBe(20 * 2000);
  });

  it.each(samples.map((sample, index) => [index, sample] as const))('refuses sample %i exactly when Next does', (_, sample) => {
    expect(malformedRouterState(sample)).toBe(nextRefuses(sample));
  });
});

describe('lib/security/cache-handler.mjs: the page entries Next hands the cache', () => {
  it('gets an APP_PAGE entry with its HTML as text, and the headers it adds go out with the response', async () => {
    const { fromResponseCacheEntry, toResponseCacheEntry } = requireNext('next/dist/server/response-cache/utils') as {
      fromResponseCacheEntry: (entry: unknown) => Promise<{ value: Record<string, unknown> }>;
      toResponseCacheEntry: (entry: unknown) => Promise<{ value: { headers: Record<string, string> } }>;
    };
    const RenderResult = (requireNext('next/dist/server/render-result') as { default: { fromStatic: (html: string, type: string) => unknown } }).default;
    const html = '<html><body><script>self.__b=2</script></body></html>';
    // What Next's response cache does with a page it rendered (response-cache/index.js, handleRevalidate):
    // the entry handed to the cache handler's set() is the one the response is then made of.
    const rendered = { value: { kind: 'APP_PAGE', html: RenderResult.fromStatic(html, 'text/html'), headers: { 'x-next-cache-tags': 't' }, status: 200 }, cacheControl: { revalidate: 60 } };
    const entry = await fromResponseCacheEntry(rendered);
    expect(typeof entry.value.html).toBe('string');
    await new CspCacheHandler().set('/cached/page', entry.value, {});
    const response = await toResponseCacheEntry(entry);
    const policy = response.value.headers['content-security-policy'];
    for (const hash of inlineScriptHashes(html)) expect(policy).toContain(hash);
    expect(response.value.headers['x-next-cache-tags']).toBe('t');
    expect(nextFile('server/response-cache/index.js')).toMatch(/await incrementalCache\.set\(key, incrementalResponseCacheEntry\.value,[\s\S]{0,400}return incrementalResponseCacheEntry;/);
  });
});

describe("proxy.ts: the route Next will render", () => {
  it('is the x-middleware-rewrite header of a rewrite', () => {
    const target = 'http://localhost/zh/login?cxl=0';
    expect(NextResponse.rewrite(new URL(target)).headers.get('x-middleware-rewrite')).toBe(target);
    expect(NextResponse.next().headers.get('x-middleware-rewrite')).toBeNull();
  });
});

describe("lib/next-warm-up.mjs: Next's inner server", () => {
  it('is reached through the custom server and has prepare() and unstable_preloadEntries()', () => {
    expect(nextFile('server/next.js')).toMatch(/class NextCustomServer[\s\S]*get server\(\)/);
    expect(nextFile('server/next.js')).toMatch(/async getServer\(\)/);
    expect(nextFile('server/next-server.js')).toMatch(/async unstable_preloadEntries\(\)/);
    expect(nextFile('server/base-server.js')).toMatch(/async prepare\(\)/);
  });
});
