/**
 * npm run ai:eval — the built-in assistant's evaluation (issue 47 item 4, docs/AI.md "Evaluation"): imports
 * every reference data set into an in-memory database, asks each question of tests/ai-eval/questions.json
 * (with its conversation's earlier questions) and checks the answer against the facts taken from the
 * records. Prints the score per class and fails below the file's threshold. `-- --verbose` prints every
 * answer; `-- --only <id,id>` asks some.
 */
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '@/lib/server/db/client';
import { importMaterials } from '@/lib/server/materials/importer';
import { importWeldMatchingRules } from '@/lib/server/intelligence/seed';
import { translate } from '@/lib/i18n/messages';
import { answerBuiltin, type EngineAnswer } from '@/lib/server/ai/engine';

interface Question {
  id: string;
  class: string;
  lang: 'zh' | 'en';
  question: string;
  previous?: string[];
  intent?: string;
  contains?: string[];
  absent?: string[];
  cites?: string[];
  citesOnly?: string[];
}

/** What is wrong with an answer, empty when it holds every expected fact. */
export function faults(q: Question, a: EngineAnswer): string[] {
  const out: string[] = [];
  if (q.intent && a.intent !== q.intent) out.push(`intent ${a.intent}, expected ${q.intent}`);
  for (const s of q.contains ?? []) if (!a.text.includes(s)) out.push(`missing "${s}"`);
  for (const s of q.absent ?? []) if (a.text.includes(s)) out.push(`says "${s}"`);
  const cited = a.citations.filter((c) => c.kind === 'material').map((c) => c.title);
  for (const s of q.cites ?? []) if (!cited.includes(s)) out.push(`does not cite ${s}`);
  if (q.citesOnly) for (const c of cited) if (!q.citesOnly.includes(c)) out.push(`cites ${c}`);
  if (q.lang === 'en' && /[\u4e00-\u9fff]/.test(a.text)) out.push('Chinese in an English answer');
  return out;
}

async function main() {
  const args = process.argv.slice(2);
  const verbose = args.includes('--verbose');
  const only = args.includes('--only') ? args[args.indexOf('--only') + 1].split(',') : null;
  const file = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'tests/ai-eval/questions.json'), 'utf8')) as { threshold: number; questions: Question[] };
  const questions = file.questions.filter((q) => !only || only.includes(q.id));
  const started = Date.now();
  const handle = await openDatabase({ dataDir: 'memory' });
  try {
    await importMaterials(handle.db);
    await importWeldMatchingRules(handle.db);
    const imported = Date.now();
    const byClass = new Map<string, { passed: number; total: number }>();
    for (const q of questions) {
      const t = (key: string, values?: Record<string, string | number>) => translate(q.lang, key, values);
      const a = await answerBuiltin(q.question, { db: handle.db, user: null, locale: q.lang, t, previous: q.previous ?? [] });
      const wrong = faults(q, a);
      const c = byClass.get(q.class) ?? { passed: 0, total: 0 };
      c.total++;
      if (!wrong.length) c.passed++;
      byClass.set(q.class, c);
      if (wrong.length) console.log(`✗ ${q.id} ${q.question}: ${wrong.join('; ')}`);
      if (verbose || wrong.length) console.log(`${a.text.replace(/^/gm, '    ')}\n    cites: ${a.citations.map((x) => x.title).join(', ')}`);
    }
    let passed = 0;
    console.log(`\nclass          score`);
    for (const [name, c] of byClass) {
      passed += c.passed;
      console.log(`${name.padEnd(14)} ${c.passed}/${c.total} (${Math.round((100 * c.passed) / c.total)} %)`);
    }
    const score = passed / questions.length;
    console.log(`${'all'.padEnd(14)} ${passed}/${questions.length} (${(100 * score).toFixed(1)} %), threshold ${Math.round(100 * file.threshold)} %`);
    console.log(`import ${((imported - started) / 1000).toFixed(1)} s, questions ${((Date.now() - imported) / 1000).toFixed(1)} s`);
    if (score < file.threshold) process.exitCode = 1;
  } finally {
    await handle.close();
  }
}

await main();
