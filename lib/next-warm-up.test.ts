import { warmUpNext } from './next-warm-up.mjs';

/** A stand-in for what `next({ dev: false })` returns once prepared: `server.getServer()` is Next's inner server. */
function fakeApp(inner: object | undefined) {
  return { server: { getServer: async () => inner } };
}

/** A promise with its resolve handle, to hold a step open. */
function held() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('the warm-up of the portal server', () => {
  it('waits for instrumentation.ts (Next\'s prepare) first, then loads the page modules, and only then resolves', async () => {
    const events: string[] = [];
    const prepare = held();
    const preload = held();
    const inner = {
      prepare: async () => {
        events.push('prepare');
        await prepare.promise;
        events.push('prepared');
      },
      unstable_preloadEntries: async () => {
        events.push('preload');
        await preload.promise;
        events.push('preloaded');
      },
    };
    let done = false;
    const warm = warmUpNext(fakeApp(inner)).then((result) => {
      done = true;
      return result;
    });
    await new Promise((r) => setTimeout(r, 10));
    // The database is still being opened: no preload yet, not ready.
    expect(events).toEqual(['prepare']);
    prepare.resolve();
    await new Promise((r) => setTimeout(r, 10));
    expect(events).toEqual(['prepare', 'prepared', 'preload']);
    expect(done).toBe(false);
    preload.resolve();
    const result = await warm;
    expect(events).toEqual(['prepare', 'prepared', 'preload', 'preloaded']);
    expect(result.outcome).toBe('instrumentation done, page modules loaded');
  });

  it('reports the time of each step', async () => {
    let t = 1000;
    const inner = {
      prepare: async () => void (t += 300),
      unstable_preloadEntries: async () => void (t += 2000),
    };
    const result = await warmUpNext(fakeApp(inner), () => t);
    expect(result).toEqual({ instrumentation: 300, preload: 2000, outcome: 'instrumentation done, page modules loaded' });
  });

  it('reports a failed step instead of throwing, and still tries the preload', async () => {
    const inner = {
      prepare: async () => {
        throw new Error('database unreachable');
      },
      unstable_preloadEntries: async () => undefined,
    };
    const result = await warmUpNext(fakeApp(inner));
    expect(result.outcome).toBe('instrumentation failed: database unreachable, page modules loaded');
  });

  it('skips what a Next without these internals lacks', async () => {
    expect((await warmUpNext(fakeApp({}))).outcome).toBe('no instrumentation to wait for, no preload to wait for');
    expect((await warmUpNext({})).outcome).toBe('no instrumentation to wait for, no preload to wait for');
    const throwing = {
      get server(): never {
        throw new Error('prepare() must be called before performing this operation');
      },
    };
    expect((await warmUpNext(throwing)).outcome).toBe('no instrumentation to wait for, no preload to wait for');
  });
});
