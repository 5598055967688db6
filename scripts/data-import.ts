/**
 * npm run data:import — imports (or re-imports, idempotently) every shared material data set of
 * reference-data/ into the configured database and prints the per-file report.
 */
import path from 'node:path';
import { getEnv } from '@/lib/env';
import { openDatabase } from '@/lib/server/db/client';
import { announceDataGeneration, refreshDataGeneration } from '@/lib/server/materials/data-generation';
import { importMaterials } from '@/lib/server/materials/importer';
import { localDataGeneration } from '@/lib/server/ports';
// The composition root hands the askers their answers (the data version asks the content for its last change).
import '@/lib/server/registry';

async function main() {
  const env = getEnv();
  const handle = await openDatabase({ url: env.DATABASE_URL, dataDir: path.join(path.resolve(env.DATA_DIR), 'pglite') });
  try {
    const report = await importMaterials(handle.db);
    for (const d of report.datasets) {
      console.log(`\n${d.code}: ${d.recordsCreated} records (rows read ${d.rowsRead}, imported ${d.rowsImported}, skipped ${d.rowsSkipped})`);
      for (const f of d.files) {
        console.log(`  ${f.file}: read ${f.rowsRead}, imported ${f.rowsImported} as ${f.importedAs}, skipped ${f.rowsSkipped}`);
        for (const s of f.skipped) console.log(`    - ${s.count} × ${s.reason}`);
      }
      if (d.byFamily.length) {
        console.log('  records by family and confidence:');
        for (const b of d.byFamily) console.log(`    ${b.family}: ${b.confidence} ${b.records}`);
      }
      const links = d.standardLinks;
      if (links) {
        const via = links.byVia;
        console.log(
          `  linked to a standard grade: ${links.linked} (compiled grade ${via.grade}, sourced alias ${via.alias}, ` +
            `the source's own standard ${via.standard}); not linked: ${links.unlinked}`,
        );
        for (const r of links.reasons) console.log(`    - ${r.count} × ${r.reason}`);
      }
    }
    const flagged = report.datasets.flatMap((d) => d.flagged.map((f) => ({ ...f, code: d.code })));
    console.log(`\nplausibility gate: ${flagged.length} values kept as printed in the source, not used for search`);
    for (const d of report.datasets) if (d.flagged.length) console.log(`  ${d.code}: ${d.flagged.length}`);
    for (const f of flagged) {
      console.log(`    - ${f.code}${f.file ? `/${f.file}` : ''} row ${f.row} ${f.grade} ${f.column}: ${f.raw ?? f.value} (${f.reason})`);
    }
    console.log(`\n${report.totalRecords} material records in ${report.ms} ms`);
    // Running instances re-read the data version within a minute; with Redis they are told now (docs/DEPLOYMENT.md).
    const generation = await refreshDataGeneration(handle.db, localDataGeneration());
    if (env.REDIS_URL) console.log(`data version ${generation} announced to ${await announceDataGeneration(env.REDIS_URL, generation)} running instance(s)`);
    else console.log(`data version ${generation} (running servers pick it up within a minute)`);
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
