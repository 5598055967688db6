import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { cloudOrderCalls } from '@/lib/cloud/order-contract';
import { isPageUnavailable, PAGE_UNAVAILABLE_DIGEST } from '@/lib/page-unavailable';
import { trackPageStatus } from '@/lib/page-status.mjs';
import type { DatabaseHandle } from '@/lib/server/db/client';
import { openDatabase } from '@/lib/server/db/client';
import { publicGet } from '@/lib/server/entry';
import { pageUnavailable, PageUnavailableError, readForPage } from '@/lib/server/page-unavailable';
import { createTestDatabase } from '../helpers/db';
import { rebuildTestServices, testServices } from '../helpers/services';

// Pages run their calls with the process's services; here, with this file's (and its database switched off).
vi.mock('@/lib/server/services', async (original) => ({ ...(await original<object>()), services: () => testServices() }));

/** A PostgreSQL address nothing listens on: the driver's real "connection refused". */
const DOWN_URL = 'postgres://root@127.0.0.1:1/none';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

describe('a page whose server code meets the database unreachable (docs/DEPLOYMENT.md)', () => {
  afterEach(() => {
    rebuildTestServices({ database: async () => handle });
  });

  it('gets the data while the database answers', async () => {
    const answer = await publicGet('en', cloudOrderCalls.grades, { page: 1, pageSize: 5 });
    expect(answer.ok).toBe(true);
  });

  it('throws the "unavailable" error (not a 404 or an empty list) when its call answers 503', async () => {
    rebuildTestServices({ database: () => openDatabase({ url: DOWN_URL }) });
    const error = await publicGet('zh', cloudOrderCalls.grades, { page: 1, pageSize: 5 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PageUnavailableError);
    expect(isPageUnavailable(error as PageUnavailableError)).toBe(true);
  });

  it('maps its own database read only when the database is unreachable', async () => {
    const refused = await readForPage(() => openDatabase({ url: DOWN_URL })).catch((e: unknown) => e);
    expect((refused as { digest?: string }).digest).toBe(PAGE_UNAVAILABLE_DIGEST);
    const bug = new Error('column "x" does not exist');
    await expect(readForPage(() => Promise.reject(bug))).rejects.toBe(bug);
    await expect(readForPage(async () => 7)).resolves.toBe(7);
  });
});

describe('the status the portal server gives such a page (lib/page-status.mjs)', () => {
  /** A stand-in for Next's handler: reads, maybe meets the outage (after an await, as a render does), writes `status`. */
  type Step = { unavailable: boolean; status: number; delayMs?: number };
  let server: http.Server;
  let base: string;

  /** Renders in flight per address, shared by the requests that arrive meanwhile (as Next's cache does for an ISR page). */
  const sharedRenders = new Map<string, Promise<void>>();

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (req.url!.startsWith('/shared/')) {
        void trackPageStatus(req, res, async () => {
          let render = sharedRenders.get(req.url!);
          if (!render) {
            render = (async () => {
              await new Promise((resolve) => setTimeout(resolve, 30));
              throw pageUnavailable();
            })();
            sharedRenders.set(req.url!, render);
          }
          await render.catch(() => undefined);
          res.statusCode = 500;
          res.end('error page');
        });
        return;
      }
      const step = JSON.parse(decodeURIComponent(req.url!.slice(1))) as Step;
      void trackPageStatus(req, res, async () => {
        await new Promise((resolve) => setTimeout(resolve, step.delayMs ?? 5));
        if (step.unavailable) pageUnavailable();
        await Promise.resolve();
        res.statusCode = step.status;
        res.end('page');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  const visit = (step: Step, headers: Record<string, string> = {}) => fetch(base + encodeURIComponent(JSON.stringify(step)), { headers, redirect: 'manual' });

  it('answers 503 with Retry-After, not 500 or 200, when the page met the outage', async () => {
    for (const status of [500, 200]) {
      const res = await visit({ unavailable: true, status });
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('keeps the status of a page that did not, of a redirect, and of the client router\'s own requests', async () => {
    expect((await visit({ unavailable: false, status: 500 })).status).toBe(500);
    expect((await visit({ unavailable: false, status: 200 })).status).toBe(200);
    expect((await visit({ unavailable: true, status: 307 })).status).toBe(307);
    const rsc = await visit({ unavailable: true, status: 200 }, { rsc: '1' });
    expect(rsc.status).toBe(200);
    expect(rsc.headers.get('retry-after')).toBeNull();
  });

  it('answers 503 to every request that waited for one shared render of the address that met the outage', async () => {
    const page = `${base}shared/${Date.now()}`;
    const answers = await Promise.all([fetch(page), fetch(page), fetch(page)]);
    expect(answers.map((res) => res.status)).toEqual([503, 503, 503]);
    expect(answers.map((res) => res.headers.get('retry-after'))).toEqual(['5', '5', '5']);
    // Another address is not concerned.
    const other = await visit({ unavailable: false, status: 500 });
    expect(other.status).toBe(500);
  });

  it('marks only the request that met the outage while others are in flight', async () => {
    const [down, up] = await Promise.all([visit({ unavailable: true, status: 500, delayMs: 30 }), visit({ unavailable: false, status: 500, delayMs: 10 })]);
    expect(down.status).toBe(503);
    expect(up.status).toBe(500);
  });
});
