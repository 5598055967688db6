import type { DatabaseHandle } from '@/lib/server/db/client';
import { createSession } from '@/lib/server/auth/session';
import { researchData, users } from '@/lib/server/db/schema';
import { importMaterials } from '@/lib/server/materials/importer';
import { importWeldMatchingRules } from '@/lib/server/intelligence/seed';
import { CONVERSATION_CAP } from '@/lib/ai/contract';
import { DefaultChatTransport, readUIMessageStream, type UIMessageChunk } from 'ai';
import type { AiUIMessage } from '@/lib/ai/contract';
import { dispatcher } from '@/lib/server/entry';
import { callApi } from '../helpers/api';
import { testClock, testServices } from '../helpers/services';
import { createTestDatabase } from '../helpers/db';

let handle: DatabaseHandle;
let alice: { id: number; token: string };
let bob: { id: number; token: string };

async function signIn() {
  const [user] = await handle.db.insert(users).values({ userName: `u${Math.random().toString(36).slice(2, 8)}`, role: 'individual' }).returning();
  const { token } = await createSession(handle.db, user.id);
  return { id: user.id, token };
}

beforeAll(async () => {
  handle = await createTestDatabase();
  await importMaterials(handle.db, ['compiled_steel_grades', 'compiled_welding_consumables', 'compiled_aluminium_alloys']);
  await importWeldMatchingRules(handle.db);
  alice = await signIn();
  bob = await signIn();
}, 120000);
afterAll(async () => {
  await handle.close();
});

const ask = (token: string | undefined, body: Record<string, unknown>, lang: 'zh' | 'en' = 'zh') => callApi('POST', 'ai/conversationDetailSave', { token, body, lang });

/** The chunks of a streamed answer (the AI SDK's UI message stream: one `data:` event each, then `[DONE]`). */
async function streamed(response: Response): Promise<any[]> {
  const blocks = (await response.text()).split('\n\n').filter(Boolean);
  expect(blocks.at(-1)).toBe('data: [DONE]');
  return blocks.slice(0, -1).map((block) => JSON.parse(/^data: (.*)$/m.exec(block)![1]));
}

/**
 * The AI SDK's own client transport (the one `useChat` runs in the browser) with the dispatcher as its fetch:
 * `sendMessages` answers the parsed, schema-checked chunks, and `readUIMessageStream` builds the message from them.
 */
function sdkTransport(token: string, lang: 'zh' | 'en', question: string, body: Record<string, unknown> = {}) {
  const transport = new DefaultChatTransport<AiUIMessage>({
    api: 'http://localhost/atsteel/ai/stream',
    headers: { authorization: `Bearer ${token}`, cookie: `lang=${lang === 'zh' ? 'CN' : 'EN'}` },
    fetch: (url, init) => dispatcher(new Request(url, init), ['ai', 'stream'], testServices()),
    prepareSendMessagesRequest: () => ({ body: { question, ...body } }),
  });
  return transport.sendMessages({ chatId: 'c', messages: [], trigger: 'submit-message', messageId: undefined, abortSignal: undefined });
}

async function lastMessage(stream: ReadableStream<UIMessageChunk>): Promise<AiUIMessage> {
  let message: AiUIMessage | undefined;
  for await (const m of readUIMessageStream<AiUIMessage>({ stream, terminateOnError: true })) message = m;
  return message!;
}

describe('built-in engine through ai/conversationDetailSave', () => {
  it('answers "Q355B 对应的美标牌号" with A572 Grade 50 and links to the records', async () => {
    const res = await ask(alice.token, { question: 'Q355B 对应的美标牌号' });
    expect(res.status).toBe(200);
    const { turn, conversation } = res.body.data;
    expect(turn).toMatchObject({ status: 'answered', engine: 'builtin', intent: 'equivalent' });
    expect(turn.answer).toContain('最接近：A572 Grade 50');
    expect(turn.citations.map((c: { title: string }) => c.title)).toEqual(expect.arrayContaining(['Q355B', 'A572 Grade 50']));
    expect(turn.citations.find((c: { title: string }) => c.title === 'A572 Grade 50')).toMatchObject({ kind: 'material', href: expect.stringMatching(/^\/mind\/seeDetail\?id=\d+$/), dataset: 'compiled_steel_grades' });
    expect(conversation).toMatchObject({ title: 'Q355B 对应的美标牌号', turns: 1 });
  });

  it('answers "nearest ASTM grade to Q355B" in English with A572 Grade 50', async () => {
    const res = await ask(alice.token, { question: 'nearest ASTM grade to Q355B' }, 'en');
    expect(res.body.data.turn.answer).toContain('Closest: A572 Grade 50.');
    expect(res.body.data.turn.answer).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('answers "Q235B 和 304 焊接用什么焊材" with a 309L-class filler and its rule', async () => {
    const res = await ask(alice.token, { question: 'Q235B 和 304 焊接用什么焊材' });
    const { turn } = res.body.data;
    expect(turn.intent).toBe('welding');
    expect(turn.answer).toMatch(/309L?/);
    expect(turn.answer).toContain('依据：');
    expect(turn.citations.map((c: { title: string }) => c.title)).toEqual(expect.arrayContaining(['Q235B', '304']));
  });

  it('draws yield strength against carbon for GB steels as chart data', async () => {
    const res = await ask(alice.token, { question: 'plot yield strength against carbon for GB steels' }, 'en');
    const { turn } = res.body.data;
    expect(turn.intent).toBe('chart');
    expect(turn.chart.x.key).toBe('el:C');
    expect(turn.chart.y.key).toBe('yield');
    expect(turn.chart.points.length).toBeGreaterThan(5);
    expect(turn.chart.points.find((p: { name: string }) => p.name === 'Q355B')).toMatchObject({ href: expect.stringMatching(/^\/mind\/seeDetail\?id=/) });
  });

  it('exports a chart answer as a workbook for its owner only', async () => {
    const res = await ask(alice.token, { question: '画出国标钢的屈服强度与碳含量的散点图' });
    const turnId = res.body.data.turn.id;
    const file = await callApi('GET', 'ai/chartExport', { token: alice.token, query: { turnId } });
    expect(file.status).toBe(200);
    expect(file.response.headers.get('content-type')).toContain('spreadsheetml');
    const foreign = await callApi('GET', 'ai/chartExport', { token: bob.token, query: { turnId } });
    expect(foreign.status).toBe(404);
  });

  it('says an unknown grade is not in the database', async () => {
    const res = await ask(alice.token, { question: 'ZZX999 的屈服强度' });
    expect(res.body.data.turn.answer).toContain('ZZX999：数据库中没有');
    expect(res.body.data.turn.citations).toEqual([]);
  });

  it('filters steels by a property and explains a value', async () => {
    const filter = await ask(alice.token, { question: 'GB steels with yield strength above 400 MPa' }, 'en');
    expect(filter.body.data.turn.intent).toBe('filter');
    expect(filter.body.data.turn.answer).toMatch(/^\d+ steels of GB with Yield strength ≥ 400 MPa:\n• /);
    // The records nearest the bound first (issue 47): every value at least 400 MPa, in rising order.
    const values = [...(filter.body.data.turn.answer as string).matchAll(/^• .*?: ≥ ([\d,]+) MPa/gm)].map((m) => Number(m[1].replace(/,/g, '')));
    expect(values.length).toBeGreaterThan(3);
    expect(values.every((v) => v >= 400)).toBe(true);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(filter.body.data.turn.answer).not.toMatch(/Q235B|Q355B/);
    const explain = await ask(alice.token, { question: 'what does ReH mean for Q355B' }, 'en');
    expect(explain.body.data.turn.intent).toBe('explain');
    expect(explain.body.data.turn.answer).toContain('Q355B (GB/T 1591');
  });

  it('never cites a private R&D record of another user', async () => {
    await handle.db.insert(researchData).values([
      { ownerId: bob.id, dataName: 'Bob private Q355B trial', materialName: 'Q355B', visibility: 'private', draft: false },
      { ownerId: bob.id, dataName: 'Bob public Q355B trial', materialName: 'Q355B', visibility: 'public', draft: false },
    ]);
    const res = await ask(alice.token, { question: 'Q355B 的力学性能' });
    const titles = res.body.data.turn.citations.map((c: { title: string }) => c.title);
    expect(titles).toContain('Bob public Q355B trial');
    expect(titles).not.toContain('Bob private Q355B trial');
    expect(res.body.data.turn.answer).not.toContain('Bob private');
  });
});

describe('conversations', () => {
  it('lists, reads, renames and deletes only the caller\'s conversations', async () => {
    const first = await ask(bob.token, { question: 'Q235B 的屈服强度' });
    const id = first.body.data.conversation.id;
    const more = await ask(bob.token, { conversationId: id, question: 'Q355B 对应的美标牌号' });
    expect(more.body.data.conversation.turns).toBe(2);

    const list = await callApi('GET', 'ai/conversationsList', { token: bob.token });
    expect(list.body.data).toMatchObject({ total: 1, cap: CONVERSATION_CAP });
    const detail = await callApi('GET', 'ai/conversationDetailList', { token: bob.token, query: { conversationId: id } });
    expect(detail.body.data.turns.map((t: { question: string }) => t.question)).toEqual(['Q235B 的屈服强度', 'Q355B 对应的美标牌号']);

    // Someone else's conversation: 404, whatever the call.
    for (const [method, path, opts] of [
      ['GET', 'ai/conversationDetailList', { query: { conversationId: id } }],
      ['POST', 'ai/conversationsSave', { body: { conversationId: id, title: 'x' } }],
      ['POST', 'ai/conversationsDel', { body: { conversationId: id } }],
      ['POST', 'ai/conversationDetailSave', { body: { conversationId: id, question: 'Q235B' } }],
    ] as const) {
      const res = await callApi(method, path, { ...opts, token: alice.token, lang: 'en' });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: -1, msg: 'No such conversation' });
    }

    const renamed = await callApi('POST', 'ai/conversationsSave', { token: bob.token, body: { conversationId: id, title: '焊材问题' } });
    expect(renamed.body.data).toMatchObject({ id, title: '焊材问题', turns: 2 });

    const regenerated = await ask(bob.token, { conversationId: id, question: 'Q235B 的屈服强度', regenerateTurnId: detail.body.data.turns[0].id });
    expect(regenerated.body.data.turn.id).toBe(detail.body.data.turns[0].id);
    expect(regenerated.body.data.conversation.turns).toBe(2);

    const del = await callApi('POST', 'ai/conversationsDel', { token: bob.token, body: { conversationId: id } });
    expect(del.body.data).toEqual({ deleted: 1 });
    const gone = await callApi('GET', 'ai/conversationDetailList', { token: bob.token, query: { conversationId: id }, lang: 'zh' });
    expect(gone.status).toBe(404);
    expect(gone.body.msg).toBe('会话不存在');
  });

  it('creates an empty conversation and refuses one beyond the cap', async () => {
    const carol = await signIn();
    const created = await callApi('POST', 'ai/conversationsSave', { token: carol.token, body: { title: 'New' } });
    expect(created.body.data).toMatchObject({ title: 'New', turns: 0 });
    const { aiConversations } = await import('@/lib/server/db/schema');
    await handle.db.insert(aiConversations).values(Array.from({ length: CONVERSATION_CAP - 1 }, (_, i) => ({ userId: carol.id, title: `c${i}` })));
    const refused = await callApi('POST', 'ai/conversationsSave', { token: carol.token, body: { title: 'one more' }, lang: 'en' });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toContain(`You have ${CONVERSATION_CAP} conversations`);
    const asked = await ask(carol.token, { question: 'Q235B' }, 'en');
    expect(asked.status).toBe(409);
  });

  it('refuses bad input naming the field, in both languages, and a signed-out caller', async () => {
    const empty = await ask(alice.token, { question: '  ' }, 'en');
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ code: -1, msg: expect.stringContaining('Please enter a question') });
    const long = await ask(alice.token, { question: 'x'.repeat(2001) }, 'zh');
    expect(long.status).toBe(400);
    expect(long.body.msg).toContain('问题过长');
    const unknownField = await ask(alice.token, { question: 'Q235B', model: 'gpt' }, 'en');
    expect(unknownField.status).toBe(400);
    expect(unknownField.body.msg).toContain('model');
    const badId = await callApi('GET', 'ai/conversationDetailList', { token: alice.token, query: { conversationId: 'abc' }, lang: 'en' });
    expect(badId.status).toBe(400);
    expect(badId.body.msg).toContain('Invalid conversation id');
    const signedOut = await ask(undefined, { question: 'Q235B' });
    expect(signedOut.body.code).toBe(-100);
    const foreignTurn = await ask(alice.token, { question: 'Q235B', regenerateTurnId: 999999 }, 'en');
    expect(foreignTurn.status).toBe(404);
  });
});

describe('rate limit', () => {
  it('refuses the 21st question in a minute with 429 and Retry-After, and takes questions again a minute later', async () => {
    const dave = await signIn();
    for (let i = 0; i < 20; i++) expect((await ask(dave.token, { question: `ZZX${i}` })).status).toBe(200);
    const refused = await callApi('POST', 'ai/stream', { token: dave.token, body: { question: 'ZZX21' }, lang: 'en' });
    expect(refused.status).toBe(429);
    expect(refused.response.headers.get('retry-after')).toMatch(/^\d+$/);
    testClock().advance(61_000);
    expect((await ask(dave.token, { question: 'ZZX22' })).status).toBe(200);
  });
});

describe('ai/stream', () => {
  it('streams the conversation, the answer in pieces and the stored turn as the UI message stream', async () => {
    const res = await callApi('POST', 'ai/stream', { token: alice.token, body: { question: 'nearest ASTM grade to Q355B' }, lang: 'en' });
    expect(res.status).toBe(200);
    expect(res.response.headers.get('content-type')).toContain('text/event-stream');
    expect(res.response.headers.get('x-vercel-ai-ui-message-stream')).toBe('v1');
    expect(res.response.headers.get('cache-control')).toBe('no-store');
    const chunks = await streamed(res.response);
    expect(chunks.map((c) => c.type).filter((type, i, all) => type !== all[i - 1])).toEqual(['start', 'data-conversation', 'text-start', 'text-delta', 'text-end', 'data-turn', 'finish']);
    const conversation = chunks[1];
    expect(conversation).toMatchObject({ transient: true, data: { title: 'nearest ASTM grade to Q355B' } });
    const text = chunks.filter((c) => c.type === 'text-delta').map((c) => c.delta).join('');
    const turn = chunks.find((c) => c.type === 'data-turn').data;
    expect(text).toBe(turn.answer);
    expect(text).toContain('A572 Grade 50');
    expect(turn.citations.map((c: { title: string }) => c.title)).toEqual(expect.arrayContaining(['Q355B', 'A572 Grade 50']));
    const detail = await callApi('GET', 'ai/conversationDetailList', { token: alice.token, query: { conversationId: conversation.data.id } });
    expect(detail.body.data.turns).toEqual([turn]);
  });

  it("is read by the AI SDK's client: the text part, the stored turn with its citations, the conversation not kept in the message", async () => {
    const conversations: number[] = [];
    const stream = (await sdkTransport(alice.token, 'zh', 'Q355B 对应的美标牌号')).pipeThrough(
      new TransformStream<UIMessageChunk, UIMessageChunk>({
        transform(chunk, controller) {
          if (chunk.type === 'data-conversation') conversations.push((chunk.data as { id: number }).id);
          controller.enqueue(chunk);
        },
      }),
    );
    const message = await lastMessage(stream);
    expect(message.parts.map((p) => p.type)).toEqual(['text', 'data-turn']);
    const [text, turn] = message.parts as [{ type: 'text'; text: string; state: string }, { type: 'data-turn'; data: any }];
    expect(text).toMatchObject({ state: 'done', text: turn.data.answer });
    expect(text.text).toContain('最接近：A572 Grade 50');
    expect(turn.data).toMatchObject({ status: 'answered', engine: 'builtin', intent: 'equivalent', conversationId: conversations[0] });
    expect(turn.data.citations.find((c: { title: string }) => c.title === 'A572 Grade 50')).toMatchObject({ kind: 'material', href: expect.stringMatching(/^\/mind\/seeDetail\?id=\d+$/) });

    // Regenerating the turn replaces it in place: the same id, one turn in the conversation.
    const again = await lastMessage(await sdkTransport(alice.token, 'zh', 'Q355B 对应的美标牌号', { conversationId: conversations[0], regenerateTurnId: turn.data.id }));
    expect((again.parts.find((p) => p.type === 'data-turn') as { data: { id: number } }).data.id).toBe(turn.data.id);
    const detail = await callApi('GET', 'ai/conversationDetailList', { token: alice.token, query: { conversationId: conversations[0] } });
    expect(detail.body.data.turns).toHaveLength(1);
  });

  it('answers a refusal before the stream as the usual envelope, in the caller\'s language', async () => {
    const res = await callApi('POST', 'ai/stream', { token: alice.token, body: { conversationId: 999999, question: 'Q235B' }, lang: 'en' });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: -1, msg: 'No such conversation' });
    const bad = await callApi('POST', 'ai/stream', { token: alice.token, body: { question: '' }, lang: 'en' });
    expect(bad.status).toBe(400);
    const zh = await callApi('POST', 'ai/stream', { token: alice.token, body: { question: '' }, lang: 'zh' });
    expect(zh.status).toBe(400);
    expect(zh.body.msg).toMatch(/[\u4e00-\u9fff]/);
    const signedOut = await callApi('POST', 'ai/stream', { body: { question: 'Q235B' } });
    expect(signedOut.body.code).toBe(-100);
    // The SDK's transport raises the refusal (the browser's fetch wrapper, lib/api/ui-stream.ts, reads its envelope).
    await expect(sdkTransport(alice.token, 'en', 'Q235B', { conversationId: 999999 })).rejects.toThrow('No such conversation');
  });

  it('ends a stream that fails after it started with an error chunk in the caller\'s language, and stores nothing half-done', async () => {
    for (const lang of ['zh', 'en'] as const) {
      const created = await callApi('POST', 'ai/conversationsSave', { token: alice.token, body: { title: 'doomed' } });
      const conversationId = created.body.data.id;
      const req = new Request('http://localhost/atsteel/ai/stream', {
        method: 'POST',
        headers: { authorization: `Bearer ${alice.token}`, 'content-type': 'application/json', cookie: `lang=${lang === 'zh' ? 'CN' : 'EN'}` },
        body: JSON.stringify({ question: 'Q235B 和 304 焊接用什么焊材', conversationId }),
      });
      const response = await dispatcher(req, ['ai', 'stream'], testServices());
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      let read = '';
      while (!read.includes('data-conversation')) read += (await reader.read()).value;
      // The conversation goes away while its answer is being written: the turn cannot be stored.
      await callApi('POST', 'ai/conversationsDel', { token: alice.token, body: { conversationId } });
      for (let r = await reader.read(); !r.done; r = await reader.read()) read += r.value;
      const chunks = read.split('\n\n').filter((b) => b.startsWith('data: {')).map((b) => JSON.parse(b.slice(6)));
      expect(chunks.at(-1)).toEqual({ type: 'error', errorText: lang === 'zh' ? '服务器开小差了,请稍后重试' : 'Something went wrong on the server. Please try again later' });
      expect(chunks.some((c) => c.type === 'data-turn')).toBe(false);
      expect(read.trimEnd().endsWith('data: [DONE]')).toBe(true);
      expect((await callApi('GET', 'ai/conversationDetailList', { token: alice.token, query: { conversationId } })).status).toBe(404);
    }
  });

  it('stops the work when the client cancels or goes away: nothing is stored for the question', async () => {
    for (const how of ['cancel', 'abort'] as const) {
      const client = new AbortController();
      const req = new Request('http://localhost/atsteel/ai/stream', {
        method: 'POST',
        headers: { authorization: `Bearer ${alice.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ question: 'Q235B 和 304 焊接用什么焊材' }),
        signal: client.signal,
      });
      const response = await dispatcher(req, ['ai', 'stream'], testServices());
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      let read = '';
      while (!read.includes('data-conversation')) read += (await reader.read()).value;
      const conversationId = JSON.parse(/data: (\{"type":"data-conversation".*)/.exec(read)![1]).data.id;
      if (how === 'cancel') await reader.cancel();
      else {
        client.abort();
        // What the engine had made already may still be read; the stream then ends.
        while (!(await reader.read()).done);
      }
      const detail = await callApi('GET', 'ai/conversationDetailList', { token: alice.token, query: { conversationId } });
      expect(detail.body.data.turns).toEqual([]);
    }
  });
});

describe('searchHistory with scope ai', () => {
  it('keeps AI questions apart from material searches', async () => {
    const question = 'Q355B 对应的美标牌号'.repeat(20);
    const saved = await callApi('POST', 'searchHistory/saveRecode', { token: alice.token, body: { keyword: question, scope: 'ai' } });
    expect(saved.body.data).toMatchObject({ scope: 'ai', keyword: question });
    await callApi('POST', 'searchHistory/saveRecode', { token: alice.token, body: { keyword: 'Q235B' } });
    const ai = await callApi('GET', 'searchHistory/getRecode', { token: alice.token, query: { scope: 'ai' } });
    expect(ai.body.data.map((r: { keyword: string }) => r.keyword)).toEqual([question]);
    const material = await callApi('GET', 'searchHistory/getRecode', { token: alice.token });
    expect(material.body.data.map((r: { keyword: string }) => r.keyword)).toEqual(['Q235B']);
    const tooLong = await callApi('POST', 'searchHistory/saveRecode', { token: alice.token, body: { keyword: 'x'.repeat(101) }, lang: 'en' });
    expect(tooLong.status).toBe(400);
    const badScope = await callApi('GET', 'searchHistory/getRecode', { token: alice.token, query: { scope: 'chat' }, lang: 'en' });
    expect(badScope.status).toBe(400);
    const cleared = await callApi('POST', 'searchHistory/delRecode', { token: alice.token, body: { scope: 'ai' } });
    expect(cleared.body.data).toEqual({ deleted: 1 });
    expect((await callApi('GET', 'searchHistory/getRecode', { token: alice.token })).body.data).toHaveLength(1);
  });
});
