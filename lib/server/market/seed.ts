import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { parseCsv, type CsvTable } from '@/lib/csv';
import type { DataFormat, DatasetOrigin, ProductExpense, Redistribution } from '@/lib/market/contract';
import { dataColumn } from '@/lib/market/columns';
import type { Db } from '@/lib/server/db/client';
import { readSeedData } from '@/lib/server/db/seed-data';
import { catalogueItems, marketDatasetRows, marketDatasets, marketProducts, type DataField } from '@/lib/server/db/schema';
import type { SeedStep } from '@/lib/server/ports/seed';
import { seedParts } from './parts-seed';

/**
 * The marketplace's products (issue 37 behaviour 1): one per reference data set and curated subset of
 * seed-data/market/datasets.json, which records each set's licence decision (docs/MARKET.md). A set
 * whose licence allows passing it on is copied into market_dataset_rows; a link-only set keeps its
 * fields and row count only. Paid products get a catalogue row of kind dataProduct at a demo price.
 */
export interface DatasetSeed {
  code: string;
  origin: DatasetOrigin;
  files?: string[];
  builder?: 'gbStructuralEquivalents' | 'weldMetalCharpy';
  titleZh: string;
  titleEn: string;
  descriptionZh: string;
  descriptionEn: string;
  licence: string;
  citation: string;
  sourceUrl: string | null;
  redistribution: Redistribution;
  product: { code: string; expense: ProductExpense; priceFen: number; formats: DataFormat[]; titleZh: string; titleEn: string; summaryZh: string; summaryEn: string };
}

interface Table {
  fields: string[];
  rows: string[][];
}

const readTable = (root: string, file: string): CsvTable => parseCsv(fs.readFileSync(path.join(root, file), 'utf8'));

/** Several CSV files as one table: the union of their columns in order of appearance, led by the file's name when there are several. */
function unionOf(root: string, files: string[]): Table {
  const tables = files.map((f) => ({ file: path.basename(f), table: readTable(root, f) }));
  const fields = files.length > 1 ? ['source_file'] : [];
  for (const { table } of tables) for (const h of table.header) if (!fields.includes(h)) fields.push(h);
  const rows = tables.flatMap(({ file, table }) => table.rows.map((r) => fields.map((f) => (f === 'source_file' && files.length > 1 ? file : (r.values[f] ?? '')))));
  return { fields, rows };
}

const pick = (values: Record<string, string>, names: string[]) => names.map((n) => values[n] ?? '');

/** GB structural grades joined by GB grade with the cross-reference's ASTM/AISI, EN and JIS grades and relation. */
function gbStructuralEquivalents(root: string): Table {
  const grades = readTable(root, 'compiled_steel_families/grades_gb_structural.csv');
  const equivalents = readTable(root, 'compiled_steel_families/equivalents_gb_structural.csv');
  const byGrade = new Map<string, Record<string, string>[]>();
  for (const e of equivalents.rows) byGrade.set(e.values.GB, [...(byGrade.get(e.values.GB) ?? []), e.values]);
  const own = ['record_id', 'grade', 'standard', 'family', 'C', 'Si', 'Mn', 'P', 'S', 'Cr', 'Ni', 'Mo', 'Rm_MPa', 'yield_MPa', 'A_pct'];
  const joined = (list: Record<string, string>[], key: string) => [...new Set(list.map((e) => e[key]).filter(Boolean))].join('; ');
  return {
    fields: [...own, 'ASTM_AISI_SAE', 'EN_name', 'JIS', 'relation', 'confidence', 'source_ids'],
    rows: grades.rows.map(({ values }) => {
      const eq = byGrade.get(values.grade) ?? [];
      return [...pick(values, own), joined(eq, 'ASTM_AISI_SAE'), joined(eq, 'EN_name'), joined(eq, 'JIS'), joined(eq, 'relation'), values.confidence, [values.source_ids, ...eq.map((e) => e.source_ids)].filter(Boolean).join(';')];
    }),
  };
}

/** The welding consumables that state an impact requirement. */
function weldMetalCharpy(root: string): Table {
  const table = readTable(root, 'compiled_welding_consumables/welding_consumables.csv');
  const fields = ['record_id', 'classification', 'standard', 'cn_brand_or_alias', 'consumable_type', 'Rm_MPa', 'yield_MPa', 'A_pct', 'impact', 'condition', 'confidence', 'source_ids'];
  return { fields, rows: table.rows.filter((r) => r.values.impact).map((r) => pick(r.values, fields)) };
}

function tableOf(seed: DatasetSeed, root: string): Table {
  if (seed.builder === 'gbStructuralEquivalents') return gbStructuralEquivalents(root);
  if (seed.builder === 'weldMetalCharpy') return weldMetalCharpy(root);
  return unionOf(root, seed.files ?? []);
}

export async function seedMarket(db: Db, root = path.join(process.cwd(), 'reference-data')): Promise<string> {
  const seeds = readSeedData<DatasetSeed[]>('market/datasets.json');
  let stored = 0;
  for (const [sort, seed] of seeds.entries()) {
    const table = tableOf(seed, root);
    // The unit as the columns' catalogue declares it (lib/market/columns.ts); the pages and files read the catalogue itself.
    const fields: DataField[] = table.fields.map((name) => ({ name, unit: dataColumn(name)?.unit ?? null }));
    const [set] = await db
      .insert(marketDatasets)
      .values({ code: seed.code, origin: seed.origin, titleZh: seed.titleZh, titleEn: seed.titleEn, descriptionZh: seed.descriptionZh, descriptionEn: seed.descriptionEn, fields, rowCount: table.rows.length, licence: seed.licence, citation: seed.citation, sourceUrl: seed.sourceUrl, redistribution: seed.redistribution })
      .onConflictDoNothing()
      .returning({ id: marketDatasets.id });
    if (!set) continue;
    if (seed.redistribution === 'allowed') {
      for (let i = 0; i < table.rows.length; i += 200) {
        await db.insert(marketDatasetRows).values(table.rows.slice(i, i + 200).map((cells, j) => ({ datasetId: set.id, rowNo: i + j + 1, cells })));
      }
      stored += table.rows.length;
    }
    const p = seed.product;
    let catalogueItemId: number | null = null;
    if (p.expense === 'paid') {
      await db.insert(catalogueItems).values({ kind: 'dataProduct', code: p.code, titleZh: `【演示价】${p.titleZh}`, titleEn: `[Demo price] ${p.titleEn}`, priceFen: p.priceFen, demo: true }).onConflictDoNothing();
      const [item] = await db.select({ id: catalogueItems.id }).from(catalogueItems).where(and(eq(catalogueItems.kind, 'dataProduct'), eq(catalogueItems.code, p.code)));
      catalogueItemId = item.id;
    }
    await db
      .insert(marketProducts)
      .values({ code: p.code, datasetId: set.id, titleZh: p.titleZh, titleEn: p.titleEn, summaryZh: p.summaryZh, summaryEn: p.summaryEn, expense: p.expense, catalogueItemId, formats: p.formats, demo: p.expense === 'paid', sort })
      .onConflictDoNothing();
  }
  return `${seeds.length} data sets, ${stored} rows`;
}

export const marketSeedStep: SeedStep = {
  name: 'market-v1',
  async run(db) {
    return `${await seedMarket(db)}; ${await seedParts(db)}`;
  },
};
