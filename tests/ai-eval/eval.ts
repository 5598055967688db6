/**
 * The assistant's evaluation (issue 47 item 4, docs/AI.md "Evaluation"): the questions of questions.json, each with
 * the facts expected from the imported records (and, for documents, from the fixture file), asked of an engine and
 * scored per class. Shared by `npm run ai:eval` (scripts/ai-eval.ts: the built-in engine, or the external model when
 * one is configured) and the tests that run it in CI (tests/unit/ai-eval.test.ts, and the external path against a
 * mocked OpenAI-compatible server in tests/unit/ai-eval-external.test.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { CertificateCheck, ChartAnswer, Citation, Quote } from '@/lib/ai/contract';
import type { AiDocument } from '@/lib/ai/contract';
import { linesToPassages, type Passage } from '@/lib/ai/document-match';
import type { Locale } from '@/lib/i18n/routing';
import { translate } from '@/lib/i18n/messages';
import type { Db } from '@/lib/server/db/client';
import type { AiModelSettings } from '@/lib/server/ports';
import { answerPassages, documentPages } from '@/lib/server/ai/documents';
import { answerBuiltin } from '@/lib/server/ai/engine';
import { answerExternal } from '@/lib/server/ai/external';
import { millCertificateDocx, millCertificatePdf, tableCertificateDocx, tableCertificatePdf } from '../fixtures/mill-certificate';

export const CLASSES = ['values', 'equivalents', 'welding', 'comparisons', 'filters', 'charts', 'documents', 'follow-ups', 'unanswerable'] as const;
export type EvalClass = (typeof CLASSES)[number];

export interface Question {
  id: string;
  class: EvalClass;
  lang: Locale;
  question: string;
  /** The conversation's earlier questions, oldest first (a follow-up). */
  previous?: string[];
  /** The built-in engine's intent (not checked for the external model, whose intent is the model's). */
  intent?: string;
  /** Strings the answer must contain, and must not. */
  contains?: string[];
  absent?: string[];
  /** Material records the answer must cite, and the only ones it may cite. */
  cites?: string[];
  citesOnly?: string[];
  /** Selection rules (weld_selection_rules ids) the answer must cite. */
  citesRule?: string[];
  /** A chart answer: its axes and the fewest points it must plot. */
  chart?: { x: string; y: string; minPoints: number };
  /** A question about a fixture document (tests/fixtures/mill-certificate.ts). */
  document?: keyof typeof DOCUMENTS;
  /** Strings some quoted passage must contain (verbatim, as the file has them), and the page the first quote is on. */
  quotes?: string[];
  quotePage?: number;
  /** Whether a passage answered (false: "not found in the document"). */
  found?: boolean;
  /** A certificate check: the verdict expected per quantity. */
  checks?: Record<string, 'pass' | 'fail' | 'unknown'>;
  /** Written after the engine's fixes and run once before any further change. */
  heldOut?: boolean;
}

export interface QuestionFile {
  about: string;
  /** The total score below which the evaluation fails. */
  threshold: number;
  /** The score below which any one class fails it. */
  classThreshold: number;
  questions: Question[];
}

/** What an engine answered, as the evaluation reads it. */
export interface EvalAnswer {
  /** The built-in engine's intent; null for the external model. */
  intent: string | null;
  text: string;
  citations: Citation[];
  chart?: ChartAnswer | null;
  quotes?: Quote[];
  found?: boolean;
  check?: CertificateCheck | null;
}

export type Asker = (q: Question) => Promise<EvalAnswer>;

export function loadQuestions(file = path.join(process.cwd(), 'tests/ai-eval/questions.json')): QuestionFile {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as QuestionFile;
}

/** What is wrong with an answer, empty when it holds every expected fact. */
export function faults(q: Question, a: EvalAnswer): string[] {
  const out: string[] = [];
  if (q.intent && a.intent !== null && a.intent !== q.intent) out.push(`intent ${a.intent}, expected ${q.intent}`);
  for (const s of q.contains ?? []) if (!a.text.includes(s)) out.push(`missing "${s}"`);
  for (const s of q.absent ?? []) if (a.text.includes(s)) out.push(`says "${s}"`);
  const cited = a.citations.filter((c) => c.kind === 'material').map((c) => c.title);
  for (const s of q.cites ?? []) if (!cited.includes(s)) out.push(`does not cite ${s}`);
  if (q.citesOnly) for (const c of cited) if (!q.citesOnly.includes(c)) out.push(`cites ${c}`);
  const rules = a.citations.filter((c) => c.kind === 'rule').map((c) => c.title);
  for (const id of q.citesRule ?? []) if (!rules.some((t) => t.endsWith(id))) out.push(`does not cite rule ${id}`);
  if (q.chart) {
    if (!a.chart) out.push('no chart');
    else {
      if (a.chart.x.key !== q.chart.x || a.chart.y.key !== q.chart.y) out.push(`chart ${a.chart.y.key} against ${a.chart.x.key}, expected ${q.chart.y} against ${q.chart.x}`);
      if (a.chart.points.length < q.chart.minPoints) out.push(`chart of ${a.chart.points.length} points, expected at least ${q.chart.minPoints}`);
    }
  }
  if (q.found !== undefined && a.found !== q.found) out.push(q.found ? 'found nothing' : 'found a passage');
  for (const s of q.quotes ?? []) if (!(a.quotes ?? []).some((x) => x.text.includes(s))) out.push(`no quote holds "${s}"`);
  if (q.quotePage !== undefined && a.quotes?.[0]?.page !== q.quotePage) out.push(`first quote on page ${a.quotes?.[0]?.page}, expected ${q.quotePage}`);
  for (const [quantity, result] of Object.entries(q.checks ?? {})) {
    const row = a.check?.rows.find((r) => r.quantity === quantity);
    if (!row) out.push(`no check of ${quantity}`);
    else if (row.result !== result) out.push(`${quantity} ${row.result}, expected ${result}`);
  }
  if (q.lang === 'en' && /[\u4e00-\u9fff]/.test(a.text)) out.push('Chinese in an English answer');
  return out;
}

export interface ClassScore {
  passed: number;
  total: number;
}

export interface EvalResult {
  byClass: Map<EvalClass, ClassScore>;
  passed: number;
  total: number;
  failures: { q: Question; faults: string[]; answer: EvalAnswer }[];
  seconds: number;
}

/** Asks every question and scores the answers per class. */
export async function runEval(questions: readonly Question[], ask: Asker, onAnswer?: (q: Question, a: EvalAnswer, wrong: string[]) => void): Promise<EvalResult> {
  const started = Date.now();
  const byClass = new Map<EvalClass, ClassScore>(CLASSES.filter((c) => questions.some((q) => q.class === c)).map((c) => [c, { passed: 0, total: 0 }]));
  const failures: EvalResult['failures'] = [];
  let passed = 0;
  for (const q of questions) {
    const a = await ask(q);
    const wrong = faults(q, a);
    const c = byClass.get(q.class)!;
    c.total++;
    if (!wrong.length) {
      c.passed++;
      passed++;
    } else failures.push({ q, faults: wrong, answer: a });
    onAnswer?.(q, a, wrong);
  }
  return { byClass, passed, total: questions.length, failures, seconds: (Date.now() - started) / 1000 };
}

/** The score table and whether it passes: the total at the threshold or above, and every class at its own. */
export function verdict(result: EvalResult, file: Pick<QuestionFile, 'threshold' | 'classThreshold'>): { ok: boolean; table: string } {
  const pct = (c: ClassScore) => (c.total ? c.passed / c.total : 1);
  const rows = [`class          score`];
  let ok = true;
  for (const [name, c] of result.byClass) {
    const low = pct(c) < file.classThreshold;
    if (low) ok = false;
    rows.push(`${name.padEnd(14)} ${`${c.passed}/${c.total}`.padEnd(7)} ${(100 * pct(c)).toFixed(0).padStart(3)} %${low ? `  below ${Math.round(100 * file.classThreshold)} %` : ''}`);
  }
  const total = result.total ? result.passed / result.total : 1;
  if (total < file.threshold) ok = false;
  rows.push(`${'all'.padEnd(14)} ${`${result.passed}/${result.total}`.padEnd(7)} ${(100 * total).toFixed(1).padStart(5)} %  (thresholds: all ${Math.round(100 * file.threshold)} %, each class ${Math.round(100 * file.classThreshold)} %)`);
  return { ok, table: rows.join('\n') };
}

/** The fixture documents questions ask about, with how each is made and read. */
const DOCUMENTS = {
  'mill-certificate.pdf': { format: 'pdf', make: () => millCertificatePdf() },
  'mill-certificate.docx': { format: 'docx', make: () => millCertificateDocx() },
  'table-certificate.pdf': { format: 'pdf', make: () => tableCertificatePdf() },
  'table-certificate.docx': { format: 'docx', make: () => tableCertificateDocx() },
} as const satisfies Record<string, { format: AiDocument['format']; make: () => Promise<Uint8Array> }>;

const passagesCache = new Map<string, Promise<Passage[]>>();
/** A fixture document read as an upload is (the same page reading and passages as ai/documentSave). */
function passagesOf(name: keyof typeof DOCUMENTS): Promise<Passage[]> {
  let p = passagesCache.get(name);
  if (!p) {
    p = (async () => {
      const doc = DOCUMENTS[name];
      const pages = await documentPages(doc.format, await doc.make());
      if (!Array.isArray(pages)) throw new Error(`${name}: not readable (${String(pages)})`);
      return pages.flatMap((lines, i) => linesToPassages(lines, i + 1));
    })();
    passagesCache.set(name, p);
  }
  return p;
}

const translator = (locale: Locale) => (key: string, values?: Record<string, string | number>) => translate(locale, key, values);

/** A question about a fixture document: the document engine (built-in only: the external model does not read documents). */
async function askDocument(db: Db, q: Question): Promise<EvalAnswer> {
  const name = q.document!;
  const a = await answerPassages(db, await passagesOf(name), { name, format: DOCUMENTS[name].format }, q.question, translator(q.lang), q.lang);
  return { intent: 'document', text: a.answer, citations: [], quotes: a.quotes, found: a.found, check: a.check ?? null };
}

/** The built-in engine, as ai/conversationDetailSave asks it (a signed-out reader: no private R&D records). */
export function builtinAsker(db: Db): Asker {
  return async (q) => {
    if (q.document) return askDocument(db, q);
    const a = await answerBuiltin(q.question, { db, user: null, locale: q.lang, t: translator(q.lang), previous: q.previous ?? [] });
    return { intent: a.intent, text: a.text, citations: a.citations, chart: a.chart };
  };
}

/** The external model through the portal's tools (lib/server/ai/external.ts); documents by the document engine. */
export function externalAsker(db: Db, settings: AiModelSettings): Asker {
  return async (q) => {
    if (q.document) return askDocument(db, q);
    for await (const part of answerExternal(settings, q.question, { db, user: null, locale: q.lang, t: translator(q.lang), previous: q.previous ?? [] })) {
      if (part.type === 'done') return { intent: null, text: part.text, citations: part.citations, chart: part.chart };
    }
    throw new Error('the external model ended without an answer');
  };
}
