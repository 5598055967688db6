/**
 * npm run data:report — the completeness report of issue 46 (docs/DATA.md "Completeness"): per family what the
 * imported records store, per flagship grade (reference-data/flagship_grades/flagship.csv) what its standard's
 * table defines but the record lacks. Reads the configured database (DATA_DIR's PGlite, or DATABASE_URL) after
 * `npm run data:import`. `--write-snapshot` rewrites tests/fixtures/flagship-stored.json (what each flagship
 * grade stores today; tests/api/materials-completeness.test.ts fails when a grade loses a kind of value).
 */
import fs from 'node:fs';
import path from 'node:path';
import { getEnv } from '@/lib/env';
import { openDatabase } from '@/lib/server/db/client';
import { completenessReport, VALUE_KINDS, type FlagshipEntry } from '@/lib/server/materials/completeness';

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

async function main() {
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
    for (const f of report.flagship) {
      const name = `${f.grade} (${f.recordStandard || 'no standard'}; table of ${f.standard})`;
      if (f.materialId === null) console.log(`  ${name}: NO RECORD`);
      else console.log(`  ${name}: ${storedText(f)}${f.lacks.length ? `; lacks ${f.lacks.join(', ')}` : ''}`);
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
