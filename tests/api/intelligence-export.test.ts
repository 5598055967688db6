import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { DatabaseHandle } from '@/lib/server/db/client';
import { createSession } from '@/lib/server/auth/session';
import { materials, users } from '@/lib/server/db/schema';
import { importMaterials } from '@/lib/server/materials/importer';
import { parseCsv } from '@/lib/csv';
import { callApi } from '../helpers/api';
import { expectInLanguage, xlsxColumn, xlsxHeaders } from '../helpers/generated-files';
import { createTestDatabase } from '../helpers/db';

/**
 * comparisonBoard/exportExcel: the comparison written as .xlsx on the server (exceljs), only for
 * callers with material:export, read back with exceljs (cells, sheets and its CSV of the sheet): no
 * office suite is needed, so nothing is skipped on a machine without one.
 */
const PATH = 'comparisonBoard/exportExcel';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const FORMULA = '=HYPERLINK("http://example.invalid","x")';

let handle: DatabaseHandle;
let token: string;
const ids = new Map<string, string>();

beforeAll(async () => {
  handle = await createTestDatabase();
  await importMaterials(handle.db, ['compiled_steel_grades']);
  const rows = await handle.db.select({ id: materials.id, grade: materials.grade, family: materials.family }).from(materials);
  for (const r of rows) ids.set(r.grade, String(r.id));
  // A grade a spreadsheet would read as a formula, to check the escaping.
  await handle.db.update(materials).set({ standardText: FORMULA, updatedAt: new Date() }).where(eq(materials.id, Number(ids.get('S355JR'))));
  const [user] = await handle.db.insert(users).values({ userName: 'exporter', role: 'individual' }).returning();
  ({ token } = await createSession(handle.db, user.id));
}, 120000);
afterAll(async () => {
  await handle.close();
});

const three = () => ['Q235B', 'Q355B', 'S355JR'].map((g) => ids.get(g)!);

async function exportXlsx(lang: 'zh' | 'en'): Promise<Buffer> {
  const res = await callApi('POST', PATH, { body: { type: 'steel', ids: three() }, token, lang });
  expect(res.status).toBe(200);
  expect(res.response.headers.get('content-type')).toBe(XLSX);
  return Buffer.from(await res.response.arrayBuffer());
}

async function readSheet(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  expect(workbook.worksheets).toHaveLength(1);
  return workbook.worksheets[0];
}

/** Rows of the first sheet keyed by their label (column A). */
function rowsByLabel(sheet: ExcelJS.Worksheet): Map<string, ExcelJS.CellValue[]> {
  const out = new Map<string, ExcelJS.CellValue[]>();
  sheet.eachRow((row) => {
    const values = (row.values as ExcelJS.CellValue[]).slice(1);
    out.set(String(values[0]), values.slice(1));
  });
  return out;
}

describe('comparisonBoard/exportExcel', () => {
  it('answers the comparison of three steels as an .xlsx attachment with the same rows as the board', async () => {
    const res = await callApi('POST', PATH, { body: { type: 'steel', ids: three() }, token, lang: 'en' });
    expect(res.status).toBe(200);
    expect(res.response.headers.get('content-type')).toBe(XLSX);
    expect(res.response.headers.get('content-disposition')).toBe(
      `attachment; filename="comparison-Q235B_Q355B_S355JR.xlsx"; filename*=UTF-8''comparison-Q235B_Q355B_S355JR.xlsx`,
    );
    const sheet = await readSheet(Buffer.from(await res.response.arrayBuffer()));
    expect(sheet.name).toBe('Comparison');
    expect(sheet.getRow(1).font?.bold).toBe(true);
    const rows = rowsByLabel(sheet);
    expect(sheet.getRow(1).values).toEqual([undefined, 'Item', 'Q235B', 'Q355B', 'S355JR']);
    expect(rows.get('Standard system')).toEqual(['GB', 'GB', 'EN']);
    expect(rows.get('Mn (wt %)')?.[1]).toBe('<=1.60');
    const tensile = [...rows.keys()].find((k) => k.endsWith('(MPa)') && /tensile/i.test(k));
    expect(tensile, [...rows.keys()].join(' | ')).toBeDefined();
    const cev = rows.get('Carbon equivalent CEV')!;
    expect(cev.every((v) => typeof v === 'number' && v > 0.2 && v < 0.6)).toBe(true);
    const sources = rows.get('Source')!;
    expect(sources).toHaveLength(3);
    expect(sources.every((s) => typeof s === 'string' && s.length > 0)).toBe(true);
  });

  it('writes the labels and the file name in the caller language (zh)', async () => {
    const res = await callApi('POST', PATH, { body: { type: 'steel', ids: [ids.get('Q355B')!, ids.get('Q235B')!] }, token, lang: 'zh' });
    expect(res.response.headers.get('content-disposition')).toContain("filename*=UTF-8''comparison-Q355B_Q235B.xlsx");
    const sheet = await readSheet(Buffer.from(await res.response.arrayBuffer()));
    expect(sheet.name).toBe('材料对比');
    expect(sheet.getRow(1).values).toEqual([undefined, '项目', 'Q355B', 'Q235B']);
    expect(rowsByLabel(sheet).has('碳当量 CEV')).toBe(true);
  });

  it('heads every row and the sheet in the caller’s language, units by the one rule (C（质量分数 %）, not C (wt%))', async () => {
    for (const lang of ['zh', 'en'] as const) {
      const bytes = new Uint8Array(await exportXlsx(lang));
      // The labels are the first column (the grades head the others; their sources' addresses are data).
      const labels = await xlsxColumn(bytes);
      expectInLanguage('comparisonBoard/exportExcel', [...labels, ...(await xlsxHeaders(bytes)).slice(0, 2)], lang);
      expect(labels).toContain(lang === 'zh' ? 'Mn（质量分数 %）' : 'Mn (wt %)');
    }
  });

  it('keeps formula-looking text as text: a leading quote, a string cell, no formula anywhere', async () => {
    const sheet = await readSheet(await exportXlsx('en'));
    const standard = sheet.getRow(3);
    expect(standard.getCell(1).value).toBe('Standard');
    expect(standard.getCell(4).value).toBe(`'${FORMULA}`);
    expect(standard.getCell(4).type).toBe(ExcelJS.ValueType.String);
    sheet.eachRow((row) => row.eachCell((cell) => expect(cell.type, cell.address).not.toBe(ExcelJS.ValueType.Formula)));
  });

  it('refuses a visitor with -100 and applies the comparison rules', async () => {
    const visitor = await callApi('POST', PATH, { body: { type: 'steel', ids: three() }, lang: 'en' });
    expect(visitor.body.code).toBe(-100);
    expect(visitor.response.headers.get('content-type')).not.toBe(XLSX);
    const one = await callApi('POST', PATH, { body: { type: 'steel', ids: [ids.get('Q235B')!] }, token, lang: 'en' });
    expect(one).toMatchObject({ status: 400, body: { code: -1, msg: 'A comparison needs at least two pieces of data' } });
    const wrongType = await callApi('POST', PATH, { body: { type: 'alloy', ids: three() }, token, lang: 'en' });
    expect(wrongType).toMatchObject({ status: 400, body: { code: -1 } });
  });

  it('reads back as a table: one sheet, exceljs\'s own CSV of it holds the grades, the values and the escaped text', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await exportXlsx('en')) as unknown as ExcelJS.Buffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Comparison']);
    const sheet = workbook.worksheets[0];
    expect(sheet.columnCount).toBe(4);
    sheet.eachRow((row, n) => expect(row.cellCount, `row ${n}`).toBeLessThanOrEqual(4));
    const table = parseCsv((await workbook.csv.writeBuffer()).toString());
    expect(table.header).toEqual(['Item', 'Q235B', 'Q355B', 'S355JR']);
    expect(table.rows).toHaveLength(sheet.rowCount - 1);
    const byLabel = new Map(table.rows.map((r) => [r.values.Item, r.values]));
    expect(byLabel.get('Standard system')).toMatchObject({ Q235B: 'GB', S355JR: 'EN' });
    expect(byLabel.get('Mn (wt %)')?.Q355B).toBe('<=1.60');
    expect(byLabel.get('Standard')?.S355JR).toBe(`'${FORMULA}`);
  });
});
