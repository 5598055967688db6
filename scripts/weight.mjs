#!/usr/bin/env node
// `npm run weight`: what every public page costs the browser. Builds if needed, starts the
// production server on its own port and DATA_DIR (or uses --base=<url> of a running one, as
// scripts/e2e.mjs does after the suite), loads each public page in both languages in Debian's
// Chromium and fails if a page loads more than 250 KB of scripts or 60 KB of styles (gzip), or does
// not answer 200.
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
  const { over } = report(rows, { verbose: process.argv.includes('--verbose') });
  if (over.length) console.error(`[weight] ${over.length} of ${rows.length} page loads fail: over the budget (JS 250 KB, CSS 60 KB) or not 200`);
  else console.log('[weight] every public page is within the budget');
  status = over.length ? 1 : 0;
} finally {
  await server?.stop();
}
process.exit(status);
