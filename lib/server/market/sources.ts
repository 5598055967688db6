import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { parseCsv } from '@/lib/csv';
import { readSeedData } from '@/lib/server/db/seed-data';
import type { ProcessMemory } from '@/lib/server/ports';
import type { DatasetSeed } from './seed';

/** One source of a compiled data set (its `sources*.csv`): the id its rows and cells name, where it is, its kind. */
export interface DataSource {
  id: string;
  address: string;
  kind: string;
  note: string;
}

/** The folders of reference-data/ a curated subset is built from (lib/server/market/seed.ts builders). */
const BUILDER_FOLDERS: Record<NonNullable<DatasetSeed['builder']>, string> = {
  gbStructuralEquivalents: 'compiled_steel_families',
  weldMetalCharpy: 'compiled_welding_consumables',
};

/**
 * The sources a data product's rows and cells name (issue 48 item 4: sources in a column and a sheet of their own, not
 * inside value cells): the `sources*.csv` tables beside the reference files the set was made from, as the seed read
 * them. A set without such tables (the NIMS specimens, an R&D record) has none. Read once per services object (kept in
 * its memory, `memory`, the composition root's).
 */
export function sourcesOf(datasetCode: string, memory: ProcessMemory, root = path.join(/*turbopackIgnore: true*/ process.cwd(), 'reference-data')): DataSource[] {
  const cache = memory.slot('market.sources', () => new Map<string, DataSource[]>());
  const cached = cache.get(datasetCode);
  if (cached) return cached;
  const seed = readSeedData<DatasetSeed[]>('market/datasets.json').find((s) => s.code === datasetCode);
  const folders = new Set<string>(seed ? (seed.builder ? [BUILDER_FOLDERS[seed.builder]] : (seed.files ?? []).map((f) => path.dirname(f))) : []);
  const out: DataSource[] = [];
  for (const folder of folders) {
    const dir = path.join(root, folder);
    if (!fs.existsSync(dir)) continue;
    for (const file of fs.readdirSync(dir).filter((f) => /^sources.*\.csv$/.test(f)).sort()) {
      for (const { values } of parseCsv(fs.readFileSync(path.join(dir, file), 'utf8')).rows) {
        if (values.source_id) out.push({ id: values.source_id, address: values.url_or_reference ?? '', kind: values.source_kind ?? '', note: values.note ?? '' });
      }
    }
  }
  const unique = [...new Map(out.map((s) => [s.id, s])).values()];
  cache.set(datasetCode, unique);
  return unique;
}
