import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The language test covers every generated file (issue 48): each module that writes a spreadsheet, a CSV or a PDF for
 * someone to read is listed here with the tests that read what it writes — headers of exports and data-product files,
 * headings of PDFs — through tests/helpers/generated-files.ts: `expectInLanguage` for a file in the reader's language
 * (no Chinese in an English file's headers and the other way round), `expectBilingual` for a document both parties
 * read (the contracts, the published results: every label in both languages). A new module that writes a file fails
 * here until its test reads it.
 */

const PRODUCERS = /\b(xlsxDownload|workbookOf|workbookOfSheets|toCsv|PDFDocument\.create)\(/;

/** Module → how its files are written and the tests that read them (each names the call or function it reads). */
const LEDGER: Record<string, { kind: 'reader' | 'bilingual' | 'own language' | 'not covered'; tests: { file: string; marker: string }[]; why?: string }> = {
  'lib/server/enterprise/export.ts': { kind: 'reader', tests: [{ file: 'tests/api/enterprise.test.ts', marker: "expectInLanguage('order/companyExport'" }] },
  'lib/server/payments/export.ts': { kind: 'reader', tests: [{ file: 'tests/api/payments.test.ts', marker: "expectInLanguage('payment/exportOrder'" }] },
  'lib/server/cloud/orders/export.ts': { kind: 'reader', tests: [{ file: 'tests/api/cloud-orders.test.ts', marker: "expectInLanguage('cloudOrder/exportAdmin'" }] },
  'lib/server/cloud/appointments/export.ts': { kind: 'reader', tests: [{ file: 'tests/api/appointments.test.ts', marker: "expectInLanguage('equipments/orderExport'" }] },
  'lib/server/research-data/company.ts': { kind: 'reader', tests: [{ file: 'tests/api/research-data-screens.test.ts', marker: "expectInLanguage('researchData/exportCompany'" }] },
  'lib/server/intelligence/export.ts': { kind: 'reader', tests: [{ file: 'tests/api/intelligence-export.test.ts', marker: "expectInLanguage('comparisonBoard/exportExcel'" }] },
  'components/intelligence/compare-export.ts': { kind: 'reader', tests: [{ file: 'lib/intelligence/export.test.ts', marker: 'comparisonRows(' }, { file: 'tests/api/intelligence-export.test.ts', marker: "expectInLanguage('comparisonBoard/exportExcel'" }], why: 'the CSV is written in the browser from the same comparisonRows as the Excel export' },
  'lib/server/ranking/simulation.ts': { kind: 'reader', tests: [{ file: 'tests/api/quality.test.ts', marker: "expectInLanguage('qc/simulationTemplate header'" }] },
  'lib/server/market/generate.ts': {
    kind: 'reader',
    tests: [
      { file: 'tests/api/market.test.ts', marker: "expectInLanguage('data product CSV'" },
      { file: 'tests/api/market.test.ts', marker: "expectInLanguage('data product XLSX'" },
      { file: 'tests/api/market.test.ts', marker: "expectInLanguage('data product JSON labels'" },
      { file: 'tests/api/market.test.ts', marker: 'expectInLanguage(`part ${format}`' },
    ],
  },
  'lib/server/ranking/reports.ts': { kind: 'reader', tests: [{ file: 'tests/api/quality.test.ts', marker: "expectInLanguage('ranking report PDF'" }] },
  'lib/server/cloud/drawings.ts': { kind: 'reader', tests: [{ file: 'tests/api/drawings.test.ts', marker: 'expectInLanguage(`drawing ${d.id} PDF`' }] },
  'lib/server/custom/pdf.ts': { kind: 'bilingual', tests: [{ file: 'tests/api/custom.test.ts', marker: "expectBilingual('customisation contract PDF'" }] },
  'lib/server/cloud/orders/pdf.ts': { kind: 'bilingual', tests: [{ file: 'tests/api/cloud-orders.test.ts', marker: "expectBilingual('testing contract PDF'" }] },
  'lib/server/ranking/results-pdf.ts': { kind: 'bilingual', tests: [{ file: 'tests/api/quality.test.ts', marker: "h.split(' / ').map((side) => hasHan(side))" }], why: 'the published results: each title and heading "中文 / English"' },
  'lib/server/library/pdf.ts': { kind: 'own language', tests: [{ file: 'lib/server/files/pdf-readable.test.ts', marker: "expectInLanguage('library method note'" }], why: 'a library document is in its own language (the method notes in English, their Chinese title under the title), as the library page says' },
  'lib/server/ai/endpoints.ts': { kind: 'not covered', tests: [], why: "the assistant's chart workbook (ai/chartExport) belongs to the assistant's work, which another session has open: its headers join label and unit by hand and are not read here yet" },
};

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return /\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

describe('the language test of generated files', () => {
  const producers = [...sources('lib/server'), ...sources('components')].filter((f) => f !== path.join('lib', 'server', 'export', 'workbook.ts') && PRODUCERS.test(fs.readFileSync(f, 'utf8')));

  it('knows every module that writes a spreadsheet, a CSV or a PDF', () => {
    expect(producers.length).toBeGreaterThan(10);
    expect(producers.filter((f) => !LEDGER[f]).sort(), 'add it to LEDGER with the test that reads its headers').toEqual([]);
    expect(Object.keys(LEDGER).filter((f) => !producers.includes(f)), 'no longer writes a file').toEqual([]);
  });

  it('has each listed file read by its test with the language helpers', () => {
    for (const [module, entry] of Object.entries(LEDGER)) {
      if (entry.kind === 'not covered') {
        expect(entry.why, module).toBeTruthy();
        continue;
      }
      expect(entry.tests.length, module).toBeGreaterThan(0);
      for (const t of entry.tests) expect(fs.readFileSync(t.file, 'utf8'), `${module}: ${t.file} reads it (${t.marker})`).toContain(t.marker);
    }
  });
});
