import type { DatabaseHandle } from '@/lib/server/db/client';
import { openDatabase } from '@/lib/server/db/client';
import { checkDatabase, isDatabaseUnavailable } from '@/lib/server/db/availability';
import { healthResponse, readyResponse } from '@/lib/server/health';
import { callApi } from '../helpers/api';
import { createTestDatabase } from '../helpers/db';
import { rebuildTestServices, testServices } from '../helpers/services';

/** A PostgreSQL address nothing listens on: the driver's real "connection refused", on any machine. */
const DOWN_URL = 'postgres://root@127.0.0.1:1/none';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

describe('health and readiness (docs/DEPLOYMENT.md)', () => {
  it('answers liveness without touching the database', async () => {
    const res = healthResponse();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('is ready once started and reports the database; a database outage (every instance alike) does not take it out of the balancer', async () => {
    const ready = await readyResponse(testServices());
    expect(ready.status).toBe(200);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect(await ready.json()).toMatchObject({ status: 'ready', database: handle.kind, dataGeneration: '0' });
    const down = await readyResponse({ database: () => openDatabase({ url: DOWN_URL }), dataGeneration: testServices().dataGeneration });
    expect(down.status).toBe(200);
    expect(await down.json()).toMatchObject({ status: 'ready', database: 'unavailable', reason: expect.stringContaining('ECONNREFUSED') });
  });

  it('answers readiness within its timeout even when the database hangs', async () => {
    const started = Date.now();
    const res = await readyResponse({ database: () => new Promise<never>(() => undefined), dataGeneration: testServices().dataGeneration });
    expect(await res.json()).toMatchObject({ status: 'ready', database: 'unavailable', reason: 'no answer within 2000 ms' });
    expect(Date.now() - started).toBeLessThan(4000);
  });

  it('calls a database that does not answer unavailable after its timeout instead of hanging', async () => {
    const started = Date.now();
    const result = await checkDatabase(() => new Promise<never>(() => undefined), 200);
    expect(result).toEqual({ ok: false, reason: 'no answer within 200 ms' });
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe('a call while the database is down', () => {
  afterAll(() => {
    rebuildTestServices({ database: async () => handle });
  });

  it('answers 503 with Retry-After in the caller language, not 500', async () => {
    const refused = await openDatabase({ url: DOWN_URL }).catch((error: unknown) => error);
    expect(isDatabaseUnavailable(refused)).toBe(true);
    rebuildTestServices({ database: () => openDatabase({ url: DOWN_URL }) });
    const en = await callApi('GET', 'steelName/materialProperties', { query: { id: 1 }, lang: 'en' });
    expect(en.status).toBe(503);
    expect(en.response.headers.get('retry-after')).toBe('5');
    expect(en.body).toEqual({ code: -1, data: null, msg: 'The service is briefly unavailable. Please try again in a few seconds' });
    const zh = await callApi('GET', 'steelName/materialProperties', { query: { id: 1 }, lang: 'zh' });
    expect(zh.status).toBe(503);
    expect(zh.body.msg).toBe('服务暂时不可用,请稍后几秒再试');
  });

  it('still answers 500 to a failure that is not the database being unreachable', async () => {
    expect(isDatabaseUnavailable(new Error('column "x" does not exist'))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('syntax'), { code: '42601' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }) }))).toBe(true);
    // What node-postgres throws for a connection the server ended while in use (a restart), wrapped by drizzle.
    for (const message of ['Connection terminated unexpectedly', 'Connection terminated due to connection timeout', 'Client has encountered a connection error and is not queryable', 'Client was closed and is not queryable']) {
      expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: new Error(message) })), message).toBe(true);
    }
    expect(isDatabaseUnavailable(Object.assign(new Error('the database system is starting up'), { code: '57P03' }))).toBe(true);
  });
});
