import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DatabaseHandle } from '@/lib/server/db/client';
import { createSession } from '@/lib/server/auth/session';
import { users } from '@/lib/server/db/schema';
import { importMaterials } from '@/lib/server/materials/importer';
import { importWeldMatchingRules } from '@/lib/server/intelligence/seed';
import { callApi } from '../helpers/api';
import { createTestDatabase } from '../helpers/db';
import { rebuildTestServices } from '../helpers/services';

/**
 * The external engine against a local OpenAI-compatible stub (issue 36): it streams, calls the portal's tools,
 * gets "I could not look that up" for a tool the portal refuses, and a stub that does not answer in time makes
 * the built-in engine answer, saying so.
 */
let handle: DatabaseHandle;
let token: string;
let stub: http.Server;
let baseUrl: string;
/** What the stub does with each request: the request's messages in, SSE chunks out (or never answering). */
let script: (messages: { role: string; content?: unknown; tool_call_id?: string }[]) => string[] | 'hang';
const requests: { messages: { role: string; content?: unknown }[] }[] = [];

const chunk = (delta: object, finish: string | null = null) => `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 1, model: 'stub', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
const toolCall = (name: string, args: object) => [chunk({ role: 'assistant', tool_calls: [{ index: 0, id: 'call_1', type: 'function', function: { name, arguments: JSON.stringify(args) } }] }), chunk({}, 'tool_calls'), 'data: [DONE]\n\n'];
const say = (...texts: string[]) => [chunk({ role: 'assistant', content: '' }), ...texts.map((t) => chunk({ content: t })), chunk({}, 'stop'), 'data: [DONE]\n\n'];

beforeAll(async () => {
  handle = await createTestDatabase();
  await importMaterials(handle.db, ['compiled_steel_grades', 'compiled_welding_consumables']);
  await importWeldMatchingRules(handle.db);
  const [user] = await handle.db.insert(users).values({ userName: 'ai_external', role: 'individual' }).returning();
  token = (await createSession(handle.db, user.id)).token;
  stub = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const parsed = JSON.parse(body);
      requests.push(parsed);
      const out = script(parsed.messages);
      if (out === 'hang') return; // never answers: the caller's time limit decides
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      for (const line of out) res.write(line);
      res.end();
    });
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(stub.address() as AddressInfo).port}/v1`;
}, 120000);
afterAll(async () => {
  rebuildTestServices({ aiModel: null });
  stub.closeAllConnections();
  await new Promise((resolve) => stub.close(resolve));
  await handle.close();
});
beforeEach(() => {
  requests.length = 0;
});

const useModel = (timeoutMs = 10_000) => rebuildTestServices({ aiModel: { baseUrl, apiKey: 'test-key', model: 'stub-model', timeoutMs } });

/** The chunks of the UI message stream (`data: [DONE]` ends it). */
async function events(response: Response) {
  return (await response.text())
    .split('\n\n')
    .filter((b) => b.startsWith('data: {'))
    .map((b) => JSON.parse(b.slice('data: '.length)));
}

describe('external engine', () => {
  it('streams the model\'s answer after it calls a portal tool, and cites the records the tool used', async () => {
    useModel();
    script = (messages) =>
      messages.some((m) => m.role === 'tool')
        ? say('The nearest ASTM grade to Q355B ', 'is A572 Grade 50.')
        : toolCall('equivalentGrades', { grade: 'Q355B', system: 'ASTM' });
    const res = await callApi('POST', 'ai/stream', { token, body: { question: 'nearest ASTM grade to Q355B' }, lang: 'en' });
    const list = await events(res.response);
    const deltas = list.filter((e) => e.type === 'text-delta').map((e) => e.delta);
    expect(deltas).toEqual(['The nearest ASTM grade to Q355B ', 'is A572 Grade 50.']);
    const done = list.find((e) => e.type === 'data-turn').data;
    expect(list.at(-1).type).toBe('finish');
    expect(done).toMatchObject({ engine: 'external', intent: 'model', status: 'answered', answer: 'The nearest ASTM grade to Q355B is A572 Grade 50.' });
    expect(done.citations.map((c: { title: string }) => c.title)).toEqual(expect.arrayContaining(['Q355B', 'A572 Grade 50']));
    // The tool's result went back to the model: the portal's matching, A572 Grade 50 first.
    const toolMessage = requests[1].messages.find((m) => m.role === 'tool')!;
    expect(String(toolMessage.content)).toContain('A572 Grade 50');
    expect(requests[0].messages[0]).toMatchObject({ role: 'system' });
  });

  it('answers "I could not look that up" to the model for a tool the portal refuses', async () => {
    useModel();
    script = (messages) =>
      messages.some((m) => m.role === 'tool') ? say('I could not look that up.') : toolCall('weldingFiller', { baseGrades: ['E5015'] });
    const res = await callApi('POST', 'ai/conversationDetailSave', { token, body: { question: 'filler for E5015' }, lang: 'en' });
    expect(res.body.data.turn).toMatchObject({ engine: 'external', status: 'answered' });
    const toolMessage = requests[1].messages.find((m) => m.role === 'tool')!;
    expect(String(toolMessage.content)).toContain('I could not look that up');
  });

  it('falls back to the built-in engine when the model does not answer in time, and says so', async () => {
    useModel(1000);
    script = () => 'hang';
    const res = await callApi('POST', 'ai/conversationDetailSave', { token, body: { question: 'Q355B 对应的美标牌号' }, lang: 'zh' });
    expect(res.status).toBe(200);
    expect(res.body.data.turn).toMatchObject({ engine: 'builtin', intent: 'equivalent', status: 'answered' });
    expect(res.body.data.turn.answer).toMatch(/^外部模型未能回答（出错或超时）/);
    expect(res.body.data.turn.answer).toContain('最接近：A572 Grade 50');
  });

  it('ends a half-streamed answer when the model fails and streams the built-in one as a new text part', async () => {
    useModel();
    script = () => [chunk({ role: 'assistant', content: 'Partial ' }), 'data: {not json\n\n'];
    const res = await callApi('POST', 'ai/stream', { token, body: { question: 'nearest ASTM grade to Q355B' }, lang: 'en' });
    const list = await events(res.response);
    const textOf = (id: string) => list.filter((e) => e.type === 'text-delta' && e.id === id).map((e) => e.delta).join('');
    expect(list.filter((e) => e.type === 'text-start').map((e) => e.id)).toEqual(['text-0', 'text-1']);
    expect(list.findIndex((e) => e.type === 'text-end' && e.id === 'text-0')).toBeLessThan(list.findIndex((e) => e.type === 'text-start' && e.id === 'text-1'));
    expect(textOf('text-0')).toBe('Partial ');
    const after = textOf('text-1');
    expect(after).toMatch(/^The external model did not answer \(it failed or took too long\)/);
    expect(list.find((e) => e.type === 'data-turn').data).toMatchObject({ engine: 'builtin', answer: after });
  });
});
