#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse (npm package, v12 — the last line that runs on Node 20) in
// Debian's Chromium against the production build, on a server of its own (own port and temporary
// DATA_DIR). Home, a search page and a detail page in both languages, mobile and desktop presets.
// Prints performance / accessibility / best practices / SEO per page and exits non-zero below
// the targets, unless `--report-only`. `--only=<text>` keeps the pages whose name contains text;
// `--details` lists the metrics, the LCP phases, main-thread work, scripts and long tasks, and the
// elements behind each failed audit; LIGHTHOUSE_REPORT_DIR keeps HTML reports.
// Too slow for `npm test` (about 20 s per page and preset on a 2-core machine).
import fs from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { buildIfNeeded } from './lib/build-if-needed.mjs';
import { startTestServer } from './lib/server.mjs';

const args = process.argv.slice(2);
const reportOnly = args.includes('--report-only');
const only = args.find((a) => a.startsWith('--only='))?.slice(7);
const port = Number(process.env.LIGHTHOUSE_PORT || 3340);
const chromePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;

/** Targets of issue 10: performance ≥ 90 mobile / ≥ 95 desktop, accessibility ≥ 95, SEO 100. */
const TARGETS = {
  mobile: { performance: 90, accessibility: 95, 'best-practices': 0, seo: 100 },
  desktop: { performance: 95, accessibility: 95, 'best-practices': 0, seo: 100 },
};
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

if (!fs.existsSync(chromePath)) {
  console.error(`Chromium not found at ${chromePath}. Install Debian's chromium or set CHROMIUM_PATH.`);
  process.exit(1);
}

buildIfNeeded();
const server = await startTestServer({ port, env: { DATABASE_URL: '' } });
// Stopped from outside (Ctrl-C, a time limit): stop the server this script started, too.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void server.stop().finally(() => process.exit(130)));
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});

async function detailId() {
  const res = await fetch(`${server.base}/atsteel/steelName/steelSearch`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ keyword: 'Q355B', pageSize: 5 }),
  });
  const row = (await res.json()).data.list.find((r) => r.grade === 'Q355B');
  if (!row) throw new Error('Q355B not found: is the database seeded?');
  return row.id;
}

const rows = [];
const failures = [];
try {
  const id = await detailId();
  const pages = [];
  for (const lang of ['zh', 'en']) {
    const prefix = lang === 'zh' ? '' : '/en';
    pages.push(
      { name: `home (${lang})`, lang, path: prefix || '/' },
      { name: `search (${lang})`, lang, path: `${prefix}/mind/mindIndex?q=Q355` },
      { name: `detail (${lang})`, lang, path: `${prefix}/mind/seeDetail?id=${id}` },
    );
  }
  for (const page of pages) {
    if (only && !page.name.includes(only)) continue;
    for (const preset of ['mobile', 'desktop']) {
      const flags = {
        port: chrome.port,
        output: reportDir ? 'html' : 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
        // The language follows the `lang` cookie (proxy.ts); Chromium's Accept-Language is English.
        extraHeaders: { Cookie: `lang=${page.lang === 'zh' ? 'CN' : 'EN'}` },
      };
      const result = await lighthouse(`${server.base}${page.path}`, flags, preset === 'desktop' ? desktopConfig : undefined);
      const lhr = result.lhr;
      if (reportDir) {
        fs.mkdirSync(reportDir, { recursive: true });
        fs.writeFileSync(`${reportDir}/${page.name.replace(/\W+/g, '-')}${preset}.html`, result.report);
      }
      const row = { page: page.name, preset };
      for (const c of CATEGORIES) {
        const score = lhr.categories[c]?.score;
        row[c] = score === null || score === undefined ? null : Math.round(score * 100);
        if (row[c] !== null && row[c] < TARGETS[preset][c]) failures.push(`${page.name} ${preset} ${c} ${row[c]} < ${TARGETS[preset][c]}`);
      }
      // What pulled accessibility, best practices and SEO down, so the figure can be acted on.
      row.findings = Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id)
        .join(', ');
      rows.push(row);
      console.log(`${page.name} ${preset}: ${CATEGORIES.map((c) => `${c} ${row[c]}`).join(', ')}${row.findings ? ` — ${row.findings}` : ''}`);
      if (args.includes('--details')) {
        // The performance metrics behind the score, and what the largest paint was.
        const metric = (id) => lhr.audits[id]?.displayValue ?? '—';
        console.log(
          `    metrics: FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}, SI ${metric('speed-index')}`,
        );
        const lcp = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet;
        if (lcp) console.log(`    LCP element: ${lcp.slice(0, 160)}`);
        const phases = lhr.audits['largest-contentful-paint-element']?.details?.items?.[1]?.items ?? [];
        if (phases.length) console.log(`    LCP phases: ${phases.map((p) => `${p.phase} ${Math.round(p.timing)} ms`).join(', ')}`);
        for (const item of (lhr.audits['layout-shifts']?.details?.items ?? []).slice(0, 3)) {
          console.log(`    layout shift ${Number(item.score).toFixed(3)}: ${(item.node?.snippet ?? item.node?.selector ?? '').slice(0, 160)}`);
        }
        // Where the main thread's time went (total blocking time): by kind of work, the scripts, the long tasks.
        const ms = (v) => `${Math.round(v)} ms`;
        const work = (lhr.audits['mainthread-work-breakdown']?.details?.items ?? []).slice(0, 5);
        if (work.length) console.log(`    main thread: ${work.map((w) => `${w.groupLabel ?? w.group} ${ms(w.duration)}`).join(', ')}`);
        for (const s of (lhr.audits['bootup-time']?.details?.items ?? []).slice(0, 5)) {
          console.log(`    script ${String(s.url).replace(server.base, '').slice(0, 90)}: total ${ms(s.total)}, evaluation ${ms(s.scripting)}, parse ${ms(s.scriptParseCompile)}`);
        }
        for (const t of (lhr.audits['long-tasks']?.details?.items ?? []).slice(0, 5)) {
          console.log(`    long task ${ms(t.duration)} at ${ms(t.startTime)}: ${String(t.url).replace(server.base, '').slice(0, 90)}`);
        }
        for (const a of Object.values(lhr.audits)) {
          if (a.score === null || a.score >= 1 || a.scoreDisplayMode !== 'binary') continue;
          for (const item of (a.details?.items ?? []).slice(0, 4)) {
            const node = item.node ?? item.source ?? item;
            console.log(`    ${a.id}: ${node.snippet ?? node.url ?? JSON.stringify(item).slice(0, 160)} ${node.explanation ? `(${node.explanation.split('\n')[1] ?? ''})` : ''}`);
          }
        }
      }
    }
  }
} finally {
  await chrome.kill();
  await server.stop();
}
console.table(rows.map(({ findings: _f, ...r }) => r));
if (failures.length) {
  console.error(`below target:\n  ${failures.join('\n  ')}`);
  if (!reportOnly) process.exit(1);
}
