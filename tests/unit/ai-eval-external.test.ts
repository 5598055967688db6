import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { DatabaseHandle } from '@/lib/server/db/client';
import { externalAsker, loadQuestions, runEval, verdict, type Question } from '../ai-eval/eval';
import { createTestDatabase } from '../helpers/db';

/**
 * The evaluation's external path (issue 47 item 4; @isolate: msw patches the process's fetch): with a model
 * configured, every question goes to it through the portal's tools — function calling over the built-in engine's
 * functions, not free text. The model here is a mocked OpenAI-compatible server (msw): it calls the tool the
 * question needs with named arguments, then answers with what the tool returned, as a faithful model would. The
 * questions are the evaluation's own, one or more of each class, scored as `npm run ai:eval` scores them.
 */
const BASE = 'http://model.test/v1';
const settings = { baseUrl: BASE, apiKey: 'test-key', model: 'mock-model', timeoutMs: 10_000 };

/** The call the mocked model makes for each question it is asked (by the evaluation's question id). */
const CALLS: Record<string, { name: string; args: object }> = {
  v1: { name: 'gradeValue', args: { grade: 'S355JR', property: 'tensile' } },
  v2: { name: 'gradeValue', args: { grade: 'Q355B', property: 'yield' } },
  e1: { name: 'equivalentGrades', args: { grade: '06Cr19Ni10', systems: ['ASTM', 'EN', 'JIS'] } },
  e2: { name: 'equivalentGrades', args: { grade: 'AISI 304', systems: ['EN'] } },
  w1: { name: 'weldingFiller', args: { baseGrades: ['Q345R'], process: 'SMAW', pressureVessel: true } },
  w8: { name: 'weldingFiller', args: { baseGrades: ['Q235B', '06Cr19Ni10'], process: 'SMAW' } },
  c1: { name: 'compareGrades', args: { grades: ['Q235B', 'Q355B'] } },
  f1: { name: 'findSteels', args: { filters: [{ property: 'yield', op: 'gte', value: 460 }] } },
  ch2: { name: 'chartPoints', args: { x: 'el:C', y: 'yield', system: 'GB' } },
  u1: { name: 'compareGrades', args: { grades: ['Q355B', 'Q235B'] } },
  n1: { name: 'heldData', args: { grade: 'S355JR', asked: ['fatigue', 'environment'] } },
};

interface Message {
  role: string;
  content?: unknown;
}
const requests: { messages: Message[]; tools: { function: { name: string } }[] }[] = [];
let questions: Question[];

const sse = (chunks: object[]) =>
  new HttpResponse(chunks.map((c) => `data: ${JSON.stringify(c)}\n\n`).join('') + 'data: [DONE]\n\n', { headers: { 'content-type': 'text/event-stream' } });
const chunk = (delta: object, finish: string | null = null) => ({ id: 'm1', object: 'chat.completion.chunk', created: 1, model: 'mock-model', choices: [{ index: 0, delta, finish_reason: finish }] });

const server = setupServer(
  http.post(`${BASE}/chat/completions`, async ({ request }) => {
    const body = (await request.json()) as (typeof requests)[number];
    requests.push(body);
    const tool = [...body.messages].reverse().find((m) => m.role === 'tool');
    if (tool) {
      // A faithful model: it says what the tool returned, in two pieces.
      const result = JSON.parse(String(tool.content)) as { facts?: string; error?: string };
      const text = result.facts ?? result.error ?? '';
      const cut = Math.floor(text.length / 2);
      return sse([chunk({ role: 'assistant', content: '' }), chunk({ content: text.slice(0, cut) }), chunk({ content: text.slice(cut) }), chunk({}, 'stop')]);
    }
    const asked = String([...body.messages].reverse().find((m) => m.role === 'user')!.content);
    const q = questions.find((x) => x.question === asked)!;
    const call = CALLS[q.id];
    return sse([chunk({ role: 'assistant', tool_calls: [{ index: 0, id: `call_${q.id}`, type: 'function', function: { name: call.name, arguments: JSON.stringify(call.args) } }] }), chunk({}, 'tool_calls')]);
  }),
);

let handle: DatabaseHandle;
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  handle = await createTestDatabase({ reference: true });
  const all = loadQuestions().questions;
  questions = [...Object.keys(CALLS).map((id) => all.find((q) => q.id === id)!), all.find((q) => q.class === 'documents')!];
}, 600_000);
afterAll(async () => {
  server.close();
  await handle.close();
});

describe('the assistant evaluation through an external model', () => {
  it("scores the model's answers through the portal's tools as the built-in engine's are scored", async () => {
    expect(new Set(questions.map((q) => q.class)).size).toBe(9);
    const result = await runEval(questions, externalAsker(handle.db, settings));
    const { ok, table } = verdict(result, loadQuestions());
    console.log(table);
    expect(result.failures.map((f) => `${f.q.id}: ${f.faults.join('; ')}`)).toEqual([]);
    expect(ok).toBe(true);
  }, 300_000);

  it('offers the model the portal functions as tools, sends a follow-up its earlier question, and calls a tool before it answers', () => {
    const offered = requests[0].tools.map((t) => t.function.name).sort();
    expect(offered).toEqual(['chartPoints', 'compareGrades', 'equivalentGrades', 'findSteels', 'gradeValue', 'heldData', 'lookupGrade', 'weldingFiller']);
    const followUp = requests.find((r) => r.messages.some((m) => m.role === 'user' && m.content === '和 Q235B 比较一下'))!;
    expect(followUp.messages.filter((m) => m.role === 'user').map((m) => m.content)).toEqual(['Q355B 的屈服强度是多少？', '和 Q235B 比较一下']);
    // Every answer came after a tool result: no question was answered from the model's own text.
    const answered = requests.filter((r) => r.messages.some((m) => m.role === 'tool'));
    expect(answered.length).toBe(Object.keys(CALLS).length);
  });

  it("fails a model that answers from its own text instead of the portal's tools", async () => {
    server.use(http.post(`${BASE}/chat/completions`, () => sse([chunk({ role: 'assistant', content: 'Use E5515-B2 (R307) electrodes.' }), chunk({}, 'stop')])));
    const w1 = questions.find((q) => q.id === 'w1')!;
    const result = await runEval([w1], externalAsker(handle.db, settings));
    expect(result.passed).toBe(0);
    expect(result.failures[0].faults).toEqual(expect.arrayContaining(['missing "• E5015"', 'does not cite rule WSR02', 'does not cite Q345R']));
    server.resetHandlers();
  });
});

