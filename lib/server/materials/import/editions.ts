import 'server-only';
import { listFiles, readCsv } from '../csv';
import { SkipLog } from './types';
import { text } from './helpers';

/**
 * The edition in force of each stored standard code (issue 46 item 5, docs/DATA.md "Editions"):
 * reference-data/standard_editions/editions.csv, one row per stored code a page was found for —
 * `code,current,replaces,basis,source_url,evidence,checked` (reference-data/standard_editions/README.md). A row without a code, a current edition or a source is
 * skipped with its reason; nothing is assumed for a code without a row.
 */
export type EditionStatus = 'current' | 'superseded' | 'undated';

export interface StandardEdition {
  code: string;
  status: EditionStatus;
  /** The edition in force (the code itself when it is current). */
  current: string;
  replaces: string[];
  /** stated: a page says which edition is in force; newest: the newest edition the stored pages show. */
  basis: 'stated' | 'newest';
  sourceUrl: string;
  evidence: string;
  row: number;
}

const FOLDER = 'standard_editions';
/** A code's year: `GB/T 3077-1999`, `EN 10025-2:2004`, `ASTM A295-98` (two digits: 19xx/20xx). */
const DATED = /[-:](\d{4}|\d{2})$/;

export function editionStatus(code: string, current: string): EditionStatus {
  if (code === current) return 'current';
  return DATED.test(code) ? 'superseded' : 'undated';
}

export function readStandardEditions(): { editions: StandardEdition[]; log: SkipLog; rows: number } {
  const log = new SkipLog();
  if (!listFiles(FOLDER).includes('editions.csv')) return { editions: [], log, rows: 0 };
  const table = readCsv(FOLDER, 'editions.csv');
  const editions: StandardEdition[] = [];
  const seen = new Set<string>();
  for (const { rowNumber, values: v } of table.rows) {
    const code = text(v.code);
    const current = text(v.current);
    if (!code || !current) log.skip('no code or current edition', rowNumber);
    else if (!text(v.source_url)) log.skip('no source', rowNumber);
    else if (seen.has(code)) log.skip('code listed twice', rowNumber);
    else if (v.basis !== 'stated' && v.basis !== 'newest') log.skip('unknown basis', rowNumber);
    else {
      seen.add(code);
      editions.push({
        code,
        status: editionStatus(code, current),
        current,
        replaces: (v.replaces ?? '').split(';').map((s) => s.trim()).filter(Boolean),
        basis: v.basis,
        sourceUrl: v.source_url.trim(),
        evidence: (v.evidence ?? '').trim(),
        row: rowNumber,
      });
    }
  }
  return { editions, log, rows: table.rows.length };
}
