/**
 * What the portal's server (server.mjs) waits for before it is ready (docs/DEPLOYMENT.md, "Start-up"). In a custom
 * server `app.prepare()` only builds Next's server: in production it neither runs instrumentation.ts (the
 * configuration check, the database's open, migrations and seeds, the data version) nor loads the pages' modules;
 * both start in the background and a request taken meanwhile waits behind them. So the warm-up asks Next's inner
 * server (`app.server.getServer()`) to finish its `prepare()` (which runs instrumentation.ts) and then loads every
 * page's modules once (`unstable_preloadEntries`; Next's own preload at start, `experimental.preloadEntriesOnStart`,
 * is off in next.config.ts so that they are not loaded twice at the same time). Neither is a documented API: what is
 * missing is skipped and said in the outcome, and a failure is reported, not thrown (readiness then reports the
 * database, lib/server/health.ts). Plain JavaScript: server.mjs has no build step.
 *
 * @param {{ server?: { getServer?: () => Promise<unknown> } }} app what `next({ dev: false })` returned, prepared
 * @param {() => number} now the clock (tests)
 * @returns {Promise<{ instrumentation: number, preload: number, outcome: string }>} ms of each step and what was done
 */
export async function warmUpNext(app, now = Date.now) {
  let inner;
  try {
    inner = await app.server?.getServer?.();
  } catch {
    inner = undefined;
  }
  const outcome = [];
  const started = now();
  if (typeof inner?.prepare === 'function') {
    try {
      await inner.prepare();
      outcome.push('instrumentation done');
    } catch (error) {
      outcome.push(`instrumentation failed: ${describe(error)}`);
    }
  } else {
    outcome.push('no instrumentation to wait for');
  }
  const prepared = now();
  if (typeof inner?.unstable_preloadEntries === 'function') {
    try {
      await inner.unstable_preloadEntries();
      outcome.push('page modules loaded');
    } catch (error) {
      outcome.push(`preload failed: ${describe(error)}`);
    }
  } else {
    outcome.push('no preload to wait for');
  }
  return { instrumentation: prepared - started, preload: now() - prepared, outcome: outcome.join(', ') };
}

function describe(error) {
  return error instanceof Error ? error.message : String(error);
}
