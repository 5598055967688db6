#!/usr/bin/env node
// `npm run weight`: what every public page costs the browser. Builds if needed, starts the
// production server on its own port and DATA_DIR (or uses --base=<url> of a running one, as
// scripts/e2e.mjs does after the suite), loads each public page in both languages in Debian's
// Chromium and reports every page over 250 KB of scripts or 60 KB of styles (gzip). It fails on
// the CSS budget, and on the JS budget with WEIGHT_STRICT=1; until every page meets that, it fails
// above the interim JS ceiling of scripts/lib/weight.mjs.
// --verbose lists every file of every page, --only=<text> measures the pages containing the text.
import fs from 'node:fs';
import { buildIfNeeded } from './lib/build-if-needed.mjs';
import { startTestServer } from './lib/server.mjs';
import { measurePages, publicPages, report } from './lib/weight.mjs';

const arg = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
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
let status = 1;
try {
  const only = arg('only');
  const paths = (await publicPages(base)).filter((p) => !only || p.includes(only));
  const rows = await measurePages(base, paths, { chromiumPath });
  const strict = process.env.WEIGHT_STRICT === '1';
  const { over, failed } = report(rows, { verbose: process.argv.includes('--verbose'), strict });
  if (over.length) console.log(`[weight] ${over.length} of ${rows.length} page loads over the budget (JS 250 KB, CSS 60 KB)`);
  else console.log('[weight] every public page is within the budget');
  if (failed.length) console.error(`[weight] ${failed.length} page load(s) fail: ${strict ? 'over the budget' : 'CSS over 60 KB, JS over the interim ceiling (scripts/lib/weight.mjs)'} or not 200`);
  status = failed.length ? 1 : 0;
} finally {
  await server?.stop();
}
process.exit(status);
