import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { builtRoutes } from '../../lib/routes.ts';

/** The page-weight budgets (issue 10): gzip bytes of every script and stylesheet a page loads. */
export const BUDGET = { js: 250 * 1024, css: 60 * 1024 };
/** Pages whose address needs a real record: the query is looked up on the running server. */
const FAMILY_DETAIL = {
  '/mind/seeDetail': { search: 'steelName/steelSearch', keyword: 'Q355B' },
  '/mind/seeDetailHC': { search: 'weldingMetal/weldingSearch', keyword: 'E5015' },
  '/mind/seeDetailLHJ': { search: 'alloyName/alloySearch', keyword: '' },
};

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
    } else if (route.path === '/mind/gcMatchingNext') paths.push(`${route.path}?grade=Q355B`);
    else paths.push(route.path);
  }
  const compare = paths.indexOf('/mind/mindCompare');
  if (compare >= 0 && steel.length) {
    const other = await firstId(base, 'steelName/steelSearch', 'S355JR');
    paths[compare] = `/mind/mindCompare?type=steel&ids=${steel[0]},${other}`;
  }
  return paths;
}

const localized = (path, lang) => (lang === 'zh' ? path : path === '/' ? '/en' : `/en${path}`);
const kb = (bytes) => (bytes / 1024).toFixed(1);

/**
 * Loads each page in Chromium (desktop viewport, empty cache, the router's prefetches of other pages
 * refused), waits for network idle and sums the gzip size (zlib level 6 of each response body,
 * measured here, not the transfer size) of every script and stylesheet the page loaded, lazily
 * loaded ones included. Returns one row per page and language.
 */
export async function measurePages(base, paths, { chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium' } = {}) {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-quic'],
  });
  const rows = [];
  try {
    for (const lang of ['zh', 'en']) {
      for (const path of paths) {
        const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
        await context.addCookies([{ name: 'lang', value: lang === 'zh' ? 'CN' : 'EN', url: base }]);
        const page = await context.newPage();
        // The router's prefetches of other pages (links in view) are not this page's weight; they
        // run at idle priority and make the figure vary from run to run, so they are refused.
        await page.route('**/*', (route) => (route.request().headers()['next-router-prefetch'] ? route.abort() : route.continue()));
        const pending = [];
        const seen = new Set();
        const sizes = { js: 0, css: 0, scripts: [], sheets: [] };
        page.on('response', (response) => {
          const type = response.request().resourceType();
          if ((type !== 'script' && type !== 'stylesheet') || seen.has(response.url())) return;
          seen.add(response.url());
          pending.push(
            response
              .body()
              .then((body) => {
                const gz = zlib.gzipSync(body).length;
                const key = type === 'script' ? 'js' : 'css';
                sizes[key] += gz;
                (type === 'script' ? sizes.scripts : sizes.sheets).push({ url: response.url(), gz });
              })
              .catch(() => undefined),
          );
        });
        const url = localized(path, lang);
        const response = await page.goto(`${base}${url}`, { waitUntil: 'networkidle' });
        await Promise.all(pending);
        rows.push({ lang, path: url, status: response?.status() ?? 0, ...sizes });
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}

/**
 * Prints the table; returns `over`, the rows that fail the run: not 200, or scripts or styles over
 * their budget.
 */
export function report(rows, { verbose = false } = {}) {
  const width = Math.max(...rows.map((r) => r.path.length), 4);
  console.log(`\n${'page'.padEnd(width)}  lang  status  JS KB (≤ ${kb(BUDGET.js)})  CSS KB (≤ ${kb(BUDGET.css)})`);
  const over = [];
  for (const row of rows) {
    const bad = row.js > BUDGET.js || row.css > BUDGET.css || row.status !== 200;
    if (bad) over.push(row);
    console.log(`${row.path.padEnd(width)}  ${row.lang.padEnd(4)}  ${String(row.status).padEnd(6)}  ${kb(row.js).padStart(14)}  ${kb(row.css).padStart(15)}${bad ? '  ← over' : ''}`);
    if (verbose) {
      for (const s of [...row.scripts, ...row.sheets].sort((a, b) => b.gz - a.gz)) console.log(`    ${kb(s.gz).padStart(7)}  ${s.url.replace(/^https?:\/\/[^/]+/, '')}`);
    }
  }
  const max = (key) => kb(Math.max(...rows.map((r) => r[key])));
  console.log(`\nlargest: JS ${max('js')} KB, CSS ${max('css')} KB (gzip of each body, zlib level 6)`);
  return { over };
}
