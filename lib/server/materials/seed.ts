import 'server-only';
import type { SeedStep } from '@/lib/server/ports/seed';
import { applyStandardEditions, importMaterials, setSearchRankFacts, tidySearchTables } from './importer';

/**
 * Imports the shared material data sets into an empty database at start (issue 4, point 2).
 * v3: grade keys from the one normaliser (GRADE/GR and system prefixes dropped), so existing
 * databases import again once. v4: the importers' own remarks are stored as codes
 * (lib/materials/data-labels.ts) and translated on reading.
 */
export const materialsSeedStep: SeedStep = {
  name: 'materials-import-v4',
  run: async (db, services) => {
    const report = await importMaterials(db, undefined, services.dataGeneration);
    const skipped = report.datasets.reduce((n, d) => n + d.rowsSkipped, 0);
    return `${report.totalRecords} material records from ${report.datasets.length} data sets, ${skipped} rows skipped with reasons`;
  },
};

/** Databases imported before the import vacuumed its tables (see tidySearchTables): once. */
export const materialsVacuumSeedStep: SeedStep = {
  name: 'materials-vacuum-v1',
  run: async (db) => {
    await tidySearchTables(db);
    return 'search tables vacuumed and analysed';
  },
};

/** Databases imported before the search documents carried their ranking facts (curated, filled, superseded): once. */
export const materialsRankFactsSeedStep: SeedStep = {
  name: 'materials-rank-facts-v1',
  run: async (db) => {
    await setSearchRankFacts(db);
    return 'search documents ranked (curated, filled, superseded)';
  },
};

/**
 * Databases imported before the stored standards carried their edition in force (issue 46 item 5): once. A changed
 * edition table reaches an existing database with the next import (`npm run data:import`) or a newer step name.
 */
export const materialsEditionsSeedStep: SeedStep = {
  name: 'materials-editions-v1',
  run: async (db) => {
    const { described } = await applyStandardEditions(db);
    await setSearchRankFacts(db);
    return `${described} stored standard codes with their edition in force`;
  },
};
