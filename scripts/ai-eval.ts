/**
 * npm run ai:eval — the assistant's evaluation (issue 47 item 4, docs/AI.md "Evaluation"): every reference data set in
 * an in-memory database (the tests' reference template: imported once per tree, tests/helpers/db.ts), each question of
 * tests/ai-eval/questions.json asked with its conversation's earlier questions, the answer checked against the facts
 * taken from the records, the score printed per class. Exits 1 when the total is below the file's threshold (95 %)
 * or any class below its class threshold (90 %).
 *
 * The engine: the built-in one; with AI_BASE_URL, AI_API_KEY and AI_MODEL set (lib/env.ts), the external model
 * through the portal's tools (questions about documents stay with the document engine). `-- --builtin` forces the
 * built-in engine, `-- --verbose` prints every answer, `-- --only v1,e3` asks some, `-- --file <path>` asks another
 * question file of the same form (a held-out set kept outside the project).
 */
import { openReferenceDatabase } from '../tests/helpers/db';
import { builtinAsker, externalAsker, loadQuestions, runEval, verdict } from '../tests/ai-eval/eval';

async function main() {
  const args = process.argv.slice(2);
  const verbose = args.includes('--verbose');
  const only = args.includes('--only') ? args[args.indexOf('--only') + 1].split(',') : null;
  const file = args.includes('--file') ? loadQuestions(args[args.indexOf('--file') + 1]) : loadQuestions();
  const questions = file.questions.filter((q) => !only || only.includes(q.id));
  const { AI_BASE_URL: baseUrl, AI_API_KEY: apiKey, AI_MODEL: model } = process.env;
  const external = !args.includes('--builtin') && baseUrl && apiKey && model ? { baseUrl, apiKey, model, timeoutMs: Number(process.env.AI_TIMEOUT_MS || 30_000) } : null;
  const started = Date.now();
  const handle = await openReferenceDatabase();
  const loaded = (Date.now() - started) / 1000;
  try {
    console.log(`engine: ${external ? `external model ${external.model} at ${external.baseUrl}, through the portal's tools` : 'built-in'}; ${questions.length} questions`);
    const ask = external ? externalAsker(handle.db, external) : builtinAsker(handle.db);
    const result = await runEval(questions, ask, (q, a, wrong) => {
      if (wrong.length) console.log(`✗ ${q.id} [${q.class}, ${q.lang}] ${q.question}: ${wrong.join('; ')}`);
      if (verbose || wrong.length) console.log(`${a.text.replace(/^/gm, '    ')}\n    cites: ${a.citations.map((c) => c.title).join(', ')}`);
    });
    const { ok, table } = verdict(result, file);
    console.log(`\n${table}`);
    console.log(`database ${loaded.toFixed(1)} s (the reference template, imported when the tree's data changed), questions ${result.seconds.toFixed(1)} s`);
    if (!ok) process.exitCode = 1;
  } finally {
    await handle.close();
  }
}

await main();
