import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { demoToken } from './demo-session.mjs';
import { builtRoutes } from '../../lib/routes.ts';

import { BUDGET, SIGNED_IN_BUDGET } from './weight-report.mjs';

export { BUDGET, SIGNED_IN_BUDGET, report } from './weight-report.mjs';
/** The demo account (docs/ACCOUNTS.md) that may open a screen of each route rule. */
const ACCOUNT_FOR = { user: 'demo_user', company: 'demo_admin', admin: 'demo_public_admin' };
/** Pages whose address needs a real record: the query is looked up on the running server. */
const FAMILY_DETAIL = {
  '/mind/seeDetail': { search: 'steelName/steelSearch', keyword: 'Q355B' },
  '/mind/seeDetailHC': { search: 'weldingMetal/weldingSearch', keyword: 'E5015' },
  '/mind/seeDetailLHJ': { search: 'alloyName/alloySearch', keyword: '' },
};

/** Content detail pages (issue 31): the first published item of the list call that feeds them. */
const CONTENT_DETAIL = {
  '/other/journalismDetail': 'dm/getList',
  '/other/storyDetail': 'cover/page',
  '/other/solutionDetail': 'solution/page',
};

async function firstContentId(base, list) {
  const res = await fetch(`${base}/atsteel/${list}?page=1&pageSize=1`);
  const row = (await res.json())?.data?.list?.[0];
  if (!row) throw new Error(`no published item found by ${list}`);
  return String(row.id);
}

async function firstId(base, search, keyword) {
  const res = await fetch(`${base}/atsteel/${search}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(keyword ? { keyword, pageSize: 5 } : { pageSize: 1 }),
  });
  const row = (await res.json())?.data?.list?.[0];
  if (!row) throw new Error(`no record found by ${search} ${keyword}`);
  return String(row.id);
}

/**
 * Every public page the portal has built (lib/routes.ts, the one list), with the query that makes
 * it show real content: a detail page of each family, a comparison of two steels, a grade match.
 */
export async function publicPages(base) {
  const paths = [];
  const steel = [];
  for (const route of builtRoutes()) {
    if (route.auth !== 'public' || route.path.includes('{')) continue;
    const detail = FAMILY_DETAIL[route.path];
    if (detail) {
      const id = await firstId(base, detail.search, detail.keyword);
      if (route.path === '/mind/seeDetail') steel.push(id);
      paths.push(`${route.path}?id=${id}`);
    } else if (CONTENT_DETAIL[route.path]) paths.push(`${route.path}?id=${await firstContentId(base, CONTENT_DETAIL[route.path])}`);
    else if (route.path === '/mind/gcMatchingNext') paths.push(`${route.path}?grade=Q355B`);
    else paths.push(route.path);
  }
  const compare = paths.indexOf('/mind/mindCompare');
  if (compare >= 0 && steel.length) {
    const other = await firstId(base, 'steelName/steelSearch', 'S355JR');
    paths[compare] = `/mind/mindCompare?type=steel&ids=${steel[0]},${other}`;
  }
  return paths;
}

/**
 * Every built screen that needs a session (lib/routes.ts: user, company and admin routes; the
 * personal centre /my/*, payments, the R&D data and cloud forms), each with the demo account whose
 * role may open it. Detail screens are measured without a record (their empty state).
 */
export function signedInPages() {
  return builtRoutes()
    .filter((route) => route.auth !== 'public' && !route.path.includes('{'))
    .map((route) => ({ path: route.path, account: ACCOUNT_FOR[route.auth], budget: SIGNED_IN_BUDGET }));
}

const localized = (path, lang) => (lang === 'zh' ? path : path === '/' ? '/en' : `/en${path}`);
const kb = (bytes) => (bytes / 1024).toFixed(1);

/**
 * Loads each page in Chromium (desktop viewport, empty cache, the router's prefetches of other pages
 * refused), waits for network idle and sums the gzip size (zlib level 6 of each response body,
 * measured here, not the transfer size) of every script and stylesheet the page loaded, lazily
 * loaded ones included. Returns one row per page and language.
 * A page is a path (public, the 250 KB budget) or `{ path, account, budget }`: signed in as the
 * demo account (its token cookie, as the login page sets it). `concurrency` pages load at once,
 * each in its own browser context (the figures do not depend on it; the run's time does).
 */
export async function measurePages(base, pages, { chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium', concurrency = 1 } = {}) {
  const entries = pages.map((p) => (typeof p === 'string' ? { path: p, budget: BUDGET } : p));
  const tokens = new Map();
  for (const account of new Set(entries.map((e) => e.account).filter(Boolean))) tokens.set(account, await demoToken(base, account));
  const browser = await launch(chromiumPath);
  const jobs = [];
  for (const lang of ['zh', 'en']) for (const entry of entries) jobs.push({ lang, ...entry });
  const rows = new Array(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const i = next++;
      const { lang, path, account, budget } = jobs[i];
      const { row } = await loadPage(browser, base, localized(path, lang), { lang, account, token: tokens.get(account) });
      rows[i] = { ...row, account, budget };
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  } finally {
    await browser.close();
  }
  return rows;
}

function launch(chromiumPath) {
  return chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-quic'],
  });
}

/**
 * One page load in a fresh context. `prefetch: false` (the page's own weight) refuses the router's
 * prefetches of other pages (requests with `Next-Router-Prefetch`: they run at idle priority and
 * made the figure vary by 100–200 KB from run to run); `prefetch: true` lets them through and also
 * returns every response (scripts, styles and the prefetched pages' RSC payloads) with its gzip size.
 */
async function loadPage(browser, base, url, { lang, account, token, prefetch = false }) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addCookies([{ name: 'lang', value: lang === 'zh' ? 'CN' : 'EN', url: base }]);
  if (token) {
    await context.addCookies([
      { name: 'token', value: token, url: base },
      { name: 'userName', value: account, url: base },
    ]);
  }
  const page = await context.newPage();
  if (!prefetch) await page.route('**/*', (route) => (route.request().headers()['next-router-prefetch'] ? route.abort() : route.continue()));
  const pending = [];
  const seen = new Set();
  const sizes = { js: 0, css: 0, scripts: [], sheets: [] };
  const all = [];
  let lastAsset = Date.now();
  page.on('response', (response) => {
    const request = response.request();
    const type = request.resourceType();
    const rsc = Boolean(request.headers()['rsc']);
    if (type !== 'script' && type !== 'stylesheet' && !(prefetch && rsc)) return;
    const key = `${request.method()} ${response.url()} ${rsc ? request.headers()['next-router-prefetch'] ?? '' : ''}`;
    if (seen.has(key)) return;
    seen.add(key);
    lastAsset = Date.now();
    pending.push(
      response
        .body()
        .then((body) => {
          const gz = zlib.gzipSync(body).length;
          if (prefetch) all.push({ url: response.url(), type: rsc ? 'rsc' : type, prefetch: Boolean(request.headers()['next-router-prefetch']), gz });
          if (type !== 'script' && type !== 'stylesheet') return;
          sizes[type === 'script' ? 'js' : 'css'] += gz;
          (type === 'script' ? sizes.scripts : sizes.sheets).push({ url: response.url(), gz });
        })
        .catch(() => undefined),
    );
  });
  try {
    const response = await page.goto(`${base}${url}`, { waitUntil: 'networkidle' });
    // A signed-in screen renders after the session check, so its code can arrive after a first idle
    // moment (one run measured /my/administration/visitStatistics at 219 KB, the next at 393 KB):
    // wait until no script or stylesheet has arrived for 1.5 s (at most 10 s more).
    for (const until = Date.now() + 10000; token && Date.now() - lastAsset < 1500 && Date.now() < until; ) await page.waitForTimeout(250);
    await Promise.all(pending);
    // A screen that sent the browser elsewhere (the sign-in page) was not measured: counted as failed.
    const landed = new URL(page.url()).pathname === url.split('?')[0];
    // A public index address that forwards to its list by design (/other → /other/journalismList,
    // /help → /help/helpList) is not a failure when it lands on a public page of the portal that
    // answered 200 (the weight is the list's, measured here too). Forwarding to sign-in still fails.
    const forwarded = !landed && !token && response?.status() === 200 && !/\/(login|register)(\/|$)/.test(new URL(page.url()).pathname);
    return { row: { lang, path: url, status: landed ? (response?.status() ?? 0) : `→ ${new URL(page.url()).pathname}`, forwarded, ...sizes }, all };
  } finally {
    await context.close();
  }
}

/**
 * The router's idle prefetches of a page (issue 30): loads it once with them refused (its own
 * weight) and once with them let through; what the second load fetched beyond the first is the
 * code and data of other pages the router fetched ahead (scripts not loaded by the page itself,
 * and the RSC payloads asked with `Next-Router-Prefetch`).
 */
export async function measurePrefetch(base, paths, { chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium' } = {}) {
  const browser = await launch(chromiumPath);
  const rows = [];
  try {
    for (const lang of ['zh', 'en']) {
      for (const path of paths) {
        const url = localized(path, lang);
        const own = await loadPage(browser, base, url, { lang });
        const ownScripts = new Set(own.row.scripts.map((s) => s.url));
        const { row, all } = await loadPage(browser, base, url, { lang, prefetch: true });
        const extraJs = all.filter((r) => r.type === 'script' && !ownScripts.has(r.url));
        const payloads = all.filter((r) => r.type === 'rsc' && r.prefetch);
        const sum = (list) => list.reduce((n, r) => n + r.gz, 0);
        rows.push({ lang, path: url, status: row.status, own: own.row.js, js: sum(extraJs), scripts: extraJs, rsc: sum(payloads), payloads });
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}

/** Prints the prefetch table (`--prefetch`). */
export function reportPrefetch(rows, { verbose = false } = {}) {
  const width = Math.max(...rows.map((r) => r.path.length), 4);
  console.log(`\n${'page'.padEnd(width)}  lang  own JS KB  prefetched JS KB (files)  prefetched RSC KB (requests)`);
  for (const row of rows) {
    console.log(
      `${row.path.padEnd(width)}  ${row.lang.padEnd(4)}  ${kb(row.own).padStart(9)}  ${`${kb(row.js)} (${row.scripts.length})`.padStart(24)}  ${`${kb(row.rsc)} (${row.payloads.length})`.padStart(28)}`,
    );
    if (verbose) {
      for (const s of [...row.scripts, ...row.payloads].sort((a, b) => b.gz - a.gz)) console.log(`    ${kb(s.gz).padStart(7)}  ${s.url.replace(/^https?:\/\/[^/]+/, '')}`);
    }
  }
}

