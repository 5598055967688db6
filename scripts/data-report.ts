/**
 * npm run data:report — the completeness report of issue 46 (docs/DATA.md "Completeness"): per family what the
 * imported records store, per flagship grade (reference-data/flagship_grades/flagship.csv) what its standard's
 * table defines but the record lacks and, per lacking value, the searches recorded for it
 * (reference-data/flagship_grades/searches.csv: pass, corpus, what was found and why it did not give the value;
 * `--queries` prints every query). Reads the configured database (DATA_DIR's PGlite, or DATABASE_URL) after
 * `npm run data:import`. `--write-snapshot` rewrites tests/fixtures/flagship-stored.json (what each flagship
 * grade stores today; tests/api/materials-completeness.test.ts fails when a grade loses a kind of value).
 */
import fs from 'node:fs';
import path from 'node:path';
import { getEnv } from '@/lib/env';
import { openDatabase } from '@/lib/server/db/client';
import { completenessReport, VALUE_KINDS, type FlagshipEntry, type FlagshipSearch } from '@/lib/server/materials/completeness';

export const SNAPSHOT = path.join(process.cwd(), 'tests/fixtures/flagship-stored.json');

function storedText(f: FlagshipEntry): string {
  const s = f.stored!;
  const parts: string[] = [];
  if (s.composition) parts.push(`composition ${s.composition} elements`);
  for (const k of ['yield', 'tensile', 'elongation', 'hardness'] as const) if (s[k]) parts.push(`${k} ${s[k]} row${s[k] > 1 ? 's' : ''}`);
  if (s.impact) parts.push(`impact ${s.impact} row${s.impact > 1 ? 's' : ''}${s.impactTemperatures.length ? ` at ${s.impactTemperatures.map((t) => `${t > 0 ? '+' : ''}${t} °C`).join(', ')}` : ''}`);
  if (s.bands) parts.push(`${s.bands} thickness-band rows`);
  return parts.join(', ') || 'nothing';
}

const clip = (text: string, max = 160) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The lines of one recorded search under a lacking value. */
function searchLines(search: FlagshipSearch, allQueries: boolean): string[] {
  const queries = allQueries ? search.queries.map((q) => `        query: ${q}`) : [];
  return [
    `      ${search.pass}, ${search.corpus}, ${search.queries.length} quer${search.queries.length === 1 ? 'y' : 'ies'}${allQueries ? '' : ` (first: ${clip(search.queries[0] ?? '', 90)})`}`,
    ...queries,
    `        found: ${allQueries ? search.found : clip(search.found)}`,
    `        not used: ${allQueries ? search.notUsedBecause : clip(search.notUsedBecause)}`,
  ];
}

async function main() {
  const allQueries = process.argv.includes('--queries');
  const env = getEnv();
  const handle = await openDatabase({ url: env.DATABASE_URL, dataDir: path.join(path.resolve(env.DATA_DIR), 'pglite') });
  try {
    const report = await completenessReport(handle.db);
    if (!report.families.length) {
      console.log('no material records: run npm run data:import first');
      return;
    }
    console.log('records per family (curated: compiled sets; library: Autodesk library and research sets)');
    console.log(`  ${'family'.padEnd(16)}${'records'.padStart(8)}${'empty'.padStart(7)}${VALUE_KINDS.map((k) => k.padStart(12)).join('')}`);
    for (const l of report.families) {
      console.log(`  ${`${l.family} ${l.kind}`.padEnd(16)}${String(l.records).padStart(8)}${String(l.empty).padStart(7)}${VALUE_KINDS.map((k) => String(l.with[k]).padStart(12)).join('')}`);
    }
    const t = report.totals;
    console.log(`\nflagship grades: ${t.flagship}, with a record ${t.found}, storing every kind their standard defines ${t.complete}`);
    console.log(`  lacking a kind their standard defines: ${VALUE_KINDS.map((k) => `${k} ${t.lacking[k]}`).join(', ')}`);
    console.log(`  lacking values (grade x kind): ${t.lackingValues}, with a recorded search (reference-data/flagship_grades/searches.csv): ${t.searchedValues}${t.unsearched.length ? `, WITHOUT: ${t.unsearched.join('; ')}` : ''}`);
    for (const f of report.flagship) {
      const name = `${f.grade} (${f.recordStandard || 'no standard'}; table of ${f.standard})`;
      if (f.materialId === null) console.log(`  ${name}: NO RECORD`);
      else console.log(`  ${name}: ${storedText(f)}${f.lacks.length ? `; lacks ${f.lacks.join(', ')}` : ''}`);
      for (const k of f.lacks) {
        const searches = f.searches[k] ?? [];
        console.log(`    ${k}: ${searches.length ? `searched ${searches.length} time${searches.length > 1 ? 's' : ''}, no source gave it` : 'NO SEARCH RECORDED'}`);
        for (const search of searches) for (const line of searchLines(search, allQueries)) console.log(line);
      }
    }
    if (process.argv.includes('--write-snapshot')) {
      const snapshot = Object.fromEntries(report.flagship.filter((f) => f.materialId !== null).map((f) => [`${f.grade} | ${f.recordStandard}`, f.has]));
      fs.writeFileSync(SNAPSHOT, `${JSON.stringify(snapshot, null, 1)}\n`);
      console.log(`\nwrote ${path.relative(process.cwd(), SNAPSHOT)} (${Object.keys(snapshot).length} grades)`);
    }
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
