// The page-weight budgets and their table, shared by `npm run weight` (scripts/weight.mjs, its own loads) and the route
// walk of the e2e suite (e2e/routes.spec.ts, which weighs the loads it already makes: docs/TESTING.md). No imports, so
// Playwright's loader and plain Node read it alike.

/** The page-weight budgets (issue 10): gzip bytes of every script and stylesheet a page loads. */
export const BUDGET = { js: 250 * 1024, css: 60 * 1024 };
/** The signed-in screens' budgets (issue 30): the personal centre, payments, the consoles. */
export const SIGNED_IN_BUDGET = { js: 350 * 1024, css: 60 * 1024 };

export const kb = (bytes) => (bytes / 1024).toFixed(1);

/**
 * Prints the table; returns `over`, the rows that fail the run: not 200, or scripts or styles over
 * their budget.
 */
export function report(rows, { verbose = false, budget = BUDGET, title } = {}) {
  const width = Math.max(...rows.map((r) => r.path.length), 4);
  if (title) console.log(`\n${title}`);
  console.log(`\n${'page'.padEnd(width)}  lang  status  JS KB (≤ ${kb(budget.js)})  CSS KB (≤ ${kb(budget.css)})`);
  const over = [];
  for (const row of rows) {
    const limit = row.budget ?? budget;
    const bad = row.js > limit.js || row.css > limit.css || (row.status !== 200 && !row.forwarded);
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
