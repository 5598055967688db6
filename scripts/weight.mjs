#!/usr/bin/env node
// `npm run weight`: what every page costs the browser. Builds if needed, starts the production
// server on its own port and DATA_DIR (or uses --base=<url> of a running one, as scripts/e2e.mjs
// does after the suite), loads each public page in both languages in Debian's Chromium and fails if
// a page loads more than 250 KB of scripts or 60 KB of styles (gzip), or does not answer 200; then
// the same for every signed-in screen (signed in as the demo account whose role may open it,
// docs/ACCOUNTS.md), with a budget of 350 KB of scripts and 60 KB of styles.
// --verbose lists every file of every page, --only=<text> measures the pages containing the text,
// --public / --signed-in measure one part only, --signed-in-report prints the signed-in table without
// failing on its budget (a screen that does not answer 200 still fails), --prefetch reports the router's idle prefetches of
// the home page and the two long lists instead (no budget).
import fs from 'node:fs';
import { buildIfNeeded } from './lib/build-if-needed.mjs';
import { startTestServer } from './lib/server.mjs';
import { BUDGET, SIGNED_IN_BUDGET, measurePages, measurePrefetch, publicPages, report, reportPrefetch, signedInPages } from './lib/weight.mjs';

const arg = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const flag = (name) => process.argv.includes(`--${name}`);
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!fs.existsSync(chromiumPath)) {
  console.error(`Chromium not found at ${chromiumPath}. Install Debian's chromium or set CHROMIUM_PATH.`);
  process.exit(1);
}

let base = arg('base');
let server;
if (!base) {
  buildIfNeeded();
  server = await startTestServer({ port: Number(process.env.WEIGHT_PORT || 3230), env: { DATABASE_URL: '' } });
  base = server.base;
  console.log(`[weight] server ${base} (pid ${server.pid}, DATA_DIR ${server.dataDir})`);
}
const kb = (bytes) => `${bytes / 1024} KB`;
let status = 1;
try {
  const only = arg('only');
  const verbose = flag('verbose');
  const pick = (path) => !only || path.includes(only);
  if (flag('prefetch')) {
    const started = Date.now();
    reportPrefetch(await measurePrefetch(base, ['/', '/allServer/allServer', '/librany/libranyList'].filter(pick), { chromiumPath }), { verbose });
    console.log(`[weight] prefetches measured in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    status = 0;
  } else {
    let failed = 0;
    if (!flag('signed-in')) {
      const paths = (await publicPages(base)).filter(pick);
      const rows = await measurePages(base, paths, { chromiumPath, concurrency: 3 });
      const { over } = report(rows, { verbose, budget: BUDGET, title: '[weight] public pages' });
      if (over.length) console.error(`[weight] ${over.length} of ${rows.length} public page loads fail: over the budget (JS ${kb(BUDGET.js)}, CSS ${kb(BUDGET.css)}) or not 200`);
      else console.log('[weight] every public page is within the budget');
      failed += over.length;
    }
    if (!flag('public')) {
      const started = Date.now();
      const pages = signedInPages().filter((p) => pick(p.path));
      const rows = await measurePages(base, pages, { chromiumPath, concurrency: 3 });
      const { over } = report(rows, { verbose, budget: SIGNED_IN_BUDGET, title: '[weight] signed-in screens (demo accounts: user, company admin, public admin)' });
      const took = `${rows.length} loads in ${((Date.now() - started) / 1000).toFixed(0)} s`;
      if (over.length) console.error(`[weight] ${over.length} of ${rows.length} signed-in screen loads fail: over the budget (JS ${kb(SIGNED_IN_BUDGET.js)}, CSS ${kb(SIGNED_IN_BUDGET.css)}), not 200 or sent elsewhere (${took})`);
      else console.log(`[weight] every signed-in screen is within the budget (${took})`);
      // --signed-in-report: the table is printed, the run does not fail on it (scripts/e2e.mjs while
      // screens are still over the budget; docs/PERFORMANCE.md lists them). Not 200 still fails.
      failed += flag('signed-in-report') ? over.filter((r) => r.status !== 200).length : over.length;
    }
    status = failed ? 1 : 0;
  }
} finally {
  await server?.stop();
}
process.exit(status);
