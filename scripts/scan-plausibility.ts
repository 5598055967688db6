/**
 * npx tsx --conditions=react-server scripts/scan-plausibility.ts — imports reference-data/ into an in-memory
 * PGlite database and lists every stored number the plausibility gate refuses (docs/DATA.md "Plausibility gate").
 * A clean import prints 0.
 */
import { openDatabase } from '@/lib/server/db/client';
import { importMaterials } from '@/lib/server/materials/importer';
import { scanImplausible } from '@/lib/server/materials/plausibility-scan';

async function main() {
  const handle = await openDatabase({ dataDir: 'memory' });
  try {
    const report = await importMaterials(handle.db);
    for (const d of report.datasets) {
      if (d.flagged.length) console.log(`gate flagged ${d.code}: ${d.flagged.length}`);
      if (process.argv.includes('--verbose')) {
        for (const f of d.flagged) console.log(`  ${f.file ?? ''}:${f.row} ${f.grade} ${f.column} ${f.raw ?? ''} ${f.reason}`);
        for (const r of d.standardLinks?.reasons ?? []) console.log(`  unlinked ${r.count} × ${r.reason}`);
      }
    }
    const findings = await scanImplausible(handle.db);
    const byRecord = new Map<string, typeof findings>();
    for (const f of findings) byRecord.set(f.naturalKey, [...(byRecord.get(f.naturalKey) ?? []), f]);
    for (const [key, list] of byRecord) {
      console.log(`${key} (${list[0].grade}): ${list.map((f) => `${'element' in f.finding ? f.finding.element : f.finding.field}=${f.finding.value} ${f.finding.reason}`).join('; ')}`);
    }
    const perSet = new Map<string, Set<string>>();
    for (const f of findings) perSet.set(f.datasetCode, (perSet.get(f.datasetCode) ?? new Set()).add(f.naturalKey));
    console.log(`\n${findings.length} implausible numeric values in ${byRecord.size} records`);
    for (const [code, keys] of perSet) console.log(`  ${code}: ${keys.size} records, ${findings.filter((f) => f.datasetCode === code).length} values`);
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
