import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { materialElements, materials } from '@/lib/server/db/schema';
import { listFiles, readCsv } from '@/lib/server/materials/csv';
import type { DatasetMeta } from '@/lib/server/materials/import/datasets';
import { renderNotePdf, type NoteSection } from './pdf';
import { REDISTRIBUTABLE_DATASETS } from './seed-facts';
import { sortElements } from '@/lib/elements';

const sheetName = (name: string) => name.replace(/[\\/*?:[\]]/g, '_').slice(0, 31) || 'Sheet';

/**
 * A reference data set as one workbook: an "About" sheet with its title, citation, address,
 * licence and trust notes and the folder's SOURCES.md, then one sheet per CSV file when its licence
 * allows passing the data on (REDISTRIBUTABLE_DATASETS); otherwise the About sheet says where to get it.
 */
export async function datasetWorkbook(meta: DatasetMeta, root = path.join(process.cwd(), 'reference-data')): Promise<{ bytes: Uint8Array; rows: number; withData: boolean; sources: string }> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'atsteel portal library';
  workbook.created = new Date('2026-11-25T00:00:00Z');
  const about = workbook.addWorksheet('About');
  const sourcesPath = path.join(root, meta.code, 'SOURCES.md');
  const sources = fs.existsSync(sourcesPath) ? fs.readFileSync(sourcesPath, 'utf8') : '';
  const withData = REDISTRIBUTABLE_DATASETS.has(meta.code);
  about.addRow(['Title', meta.titleEn]);
  about.addRow(['标题', meta.titleZh]);
  about.addRow(['Citation', meta.citation]);
  if (meta.url) about.addRow(['Address', meta.url]);
  about.addRow(['Licence', meta.license]);
  about.addRow(['Trust', meta.trust]);
  about.addRow([
    'Data',
    withData
      ? 'The data files follow, one sheet each, exactly as in the portal\'s reference data.'
      : 'The rows are not included: the source states no licence that allows passing them on. Get them from the address above; this document describes them.',
  ]);
  about.addRow([]);
  about.addRow(['SOURCES.md']);
  for (const line of sources.split('\n')) about.addRow(['', line]);
  about.getColumn(1).width = 14;
  about.getColumn(2).width = 120;

  let rows = 0;
  if (withData) {
    for (const file of listFiles(meta.code, root).filter((f) => f.endsWith('.csv')).sort()) {
      const table = readCsv(meta.code, file, root);
      const sheet = workbook.addWorksheet(sheetName(file.replace(/\.csv$/, '')));
      sheet.addRow(table.header);
      sheet.getRow(1).font = { bold: true };
      for (const r of table.rows) sheet.addRow(table.header.map((h) => r.values[h] ?? ''));
      rows += table.rows.length;
    }
  }
  return { bytes: new Uint8Array(await workbook.xlsx.writeBuffer()), rows, withData, sources };
}

/** The first paragraph of a SOURCES.md that is prose (for the item's summary). */
export function sourcesSummary(sources: string): string | null {
  for (const block of sources.split(/\n\s*\n/)) {
    const text = block.replace(/^#+ .*$/gm, '').replace(/\s+/g, ' ').trim();
    if (text.length > 40 && !text.startsWith('|')) return text.slice(0, 600);
  }
  return null;
}

const ELEMENTS: string[] = sortElements(['C', 'Si', 'Mn', 'P', 'S', 'Cr', 'Ni', 'Mo', 'V', 'Nb', 'Ti', 'Cu', 'N']);

/**
 * A compilation of the material database's own records of one standard (grades, delivery state,
 * composition limits as the sources give them, confidence, sources): the paid demo document. Its
 * content is the portal's sourced data, so the portal may sell it; the price is a demo.
 */
export async function standardCompilationPdf(db: Db, standardId: number, code: string): Promise<{ bytes: Uint8Array; grades: number }> {
  const rows = await db.select().from(materials).where(eq(materials.standardId, standardId)).orderBy(asc(materials.grade));
  const elements = rows.length ? await db.select().from(materialElements).where(inArray(materialElements.materialId, rows.map((r) => r.id))) : [];
  const byMaterial = new Map<number, string[]>();
  for (const e of elements) {
    if (!ELEMENTS.includes(e.element)) continue;
    byMaterial.set(e.materialId, [...(byMaterial.get(e.materialId) ?? []), `${e.element} ${e.raw}`]);
  }
  const sections: NoteSection[] = [
    {
      heading: 'About this compilation',
      paragraphs: [
        `The material records of the portal's database that cite ${code}: ${rows.length} records. Values are as the cited sources give them (wt % for composition); each record names its confidence grade (A: the standard's own table; B: a producer's data sheet citing it; C: other public pages) and its sources.`,
        'This is not the text of the standard and does not replace it: check every value against the standard before use.',
      ],
    },
    ...rows.map((m) => ({
      heading: `${m.grade}${m.aliases.length ? ` (also ${m.aliases.join(', ')})` : ''}`,
      paragraphs: [
        `Delivery state: ${m.deliveryText ?? 'not stated'}. Confidence: ${m.confidence ?? 'not graded'}.`,
        `Composition limits: ${(byMaterial.get(m.id) ?? []).join('; ') || 'not given'}.`,
        `Sources: ${m.sourceUrls.length ? m.sourceUrls.join(' ') : m.citation}`,
      ],
    })),
  ];
  const bytes = await renderNotePdf(
    { title: `${code}: grades in the portal's material database`, titleZh: `${code}：平台材料数据库中的牌号`, subtitle: 'Demo paid document - a compilation of the portal\'s sourced records', sections, footer: `Compiled by the atsteel portal from its material database. Demo item: the price is for demonstration.` },
    { author: 'atsteel portal', subject: `Grades of ${code}`, keywords: [code, ...rows.slice(0, 20).map((r) => r.grade)] },
  );
  return { bytes, grades: rows.length };
}
