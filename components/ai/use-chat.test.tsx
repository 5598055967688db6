// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { createUIMessageStreamResponse, type UIMessageChunk } from 'ai';
import { vi } from 'vitest';
import { setLoginRedirect } from '@/lib/api/client';
import type { Turn } from '@/lib/ai/contract';
import { useChat } from './use-chat';

/**
 * The chat screen's hook on the AI SDK's useChat (issue 47 item 5) against a stubbed fetch that answers
 * ai/stream with the UI message stream, as the dispatcher does (createUIMessageStreamResponse): the
 * streamed text, the conversation, the stored turn, stop and retry (the SDK's regenerate), regenerating a
 * stored turn in place, and the failures shown as the assistant's turn in the server's words.
 */
const turn = (id: number, answer: string): Turn => ({
  id,
  conversationId: 7,
  question: 'Q355B 对应的美标牌号',
  answer,
  status: 'answered',
  engine: 'builtin',
  intent: 'equivalent',
  citations: [{ kind: 'material', title: 'A572 Grade 50', href: '/mind/seeDetail?id=2', detail: null, dataset: 'compiled_steel_grades', sourceUrl: null }],
  chart: null,
  suggestions: [],
  createdAt: '2026-12-01T00:00:00.000Z',
});
const conversation = { type: 'data-conversation', transient: true, data: { id: 7, title: 'Q355B 对应的美标牌号', turns: 0, createdAt: '', updatedAt: '' } } as UIMessageChunk;
const answered = (t: Turn): UIMessageChunk[] => [
  { type: 'start' },
  conversation,
  { type: 'text-start', id: 'text-0' },
  { type: 'text-delta', id: 'text-0', delta: t.answer.slice(0, 4) },
  { type: 'text-delta', id: 'text-0', delta: t.answer.slice(4) },
  { type: 'text-end', id: 'text-0' },
  { type: 'data-turn', id: 'turn', data: t } as UIMessageChunk,
  { type: 'finish', finishReason: 'stop' },
];

/** A stream the test writes to, chunk by chunk (a controller kept open until the test closes it). */
function openStream() {
  let controller!: ReadableStreamDefaultController<UIMessageChunk>;
  const stream = new ReadableStream<UIMessageChunk>({ start: (c) => void (controller = c) });
  return { response: createUIMessageStreamResponse({ stream }), write: (c: UIMessageChunk) => controller.enqueue(c), close: () => controller.close() };
}
const streamOf = (chunks: UIMessageChunk[]) => {
  const s = openStream();
  chunks.forEach(s.write);
  s.close();
  return s.response;
};
const envelope = (status: number, body: object) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let answers: (Response | Error | ((signal: AbortSignal | undefined) => Response))[] = [];
let bodies: Record<string, unknown>[] = [];
let headers: Headers[] = [];
const logins: string[] = [];

beforeEach(() => {
  answers = [];
  bodies = [];
  headers = [];
  logins.length = 0;
  setLoginRedirect((to) => logins.push(to));
  document.cookie = 'token=tok-1; path=/';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.includes('searchHistory/saveRecode')) return envelope(200, { code: 0, data: {}, msg: '' });
      if (url.includes('ai/conversationDetailList')) return envelope(200, { code: 0, data: { conversation: {}, turns: [turn(1, 'stored answer')] }, msg: '' });
      expect(url).toBe('/atsteel/ai/stream');
      bodies.push(JSON.parse(String(init?.body)));
      headers.push(new Headers(init?.headers));
      const next = answers.shift()!;
      if (next instanceof Error) throw next;
      return typeof next === 'function' ? next(init?.signal ?? undefined) : next;
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const render = () => {
  const onConversation = vi.fn();
  const hook = renderHook(() => useChat(onConversation, 'FAILED_TEXT'));
  return { ...hook, onConversation };
};

describe('useChat over the UI message stream', () => {
  it('streams the answer, learns the conversation, and keeps the stored turn with its citations', async () => {
    const s = openStream();
    answers.push(s.response);
    const { result, onConversation } = render();
    act(() => void result.current.ask('Q355B 对应的美标牌号'));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ question: 'Q355B 对应的美标牌号' });
    expect(headers[0].get('authorization')).toBe('Bearer tok-1');
    for (const c of answered(turn(5, 'A572 Grade 50 is nearest')).slice(0, 4)) s.write(c);
    await waitFor(() => expect(result.current.pending).toMatchObject({ state: 'streaming', text: 'A572' }));
    expect(result.current.busy).toBe(true);
    expect(result.current.conversationId).toBe(7);
    expect(onConversation).toHaveBeenCalled();
    for (const c of answered(turn(5, 'A572 Grade 50 is nearest')).slice(4)) s.write(c);
    s.close();
    await waitFor(() => expect(result.current.pending).toBeNull());
    expect(result.current.turns).toEqual([turn(5, 'A572 Grade 50 is nearest')]);
    expect(result.current.turns[0].citations[0].title).toBe('A572 Grade 50');
    expect(result.current.busy).toBe(false);

    // The next question goes to the same conversation.
    answers.push(streamOf(answered(turn(6, 'second answer'))));
    await act(() => result.current.ask('和 Q235B 比较一下'));
    expect(bodies[1]).toEqual({ question: '和 Q235B 比较一下', conversationId: 7 });
    await waitFor(() => expect(result.current.turns.map((t) => t.id)).toEqual([5, 6]));
  });

  it('stops an answer (keeping its text, with retry), and retry sends the same question again', async () => {
    answers.push((signal) => {
      const s = openStream();
      for (const c of answered(turn(5, 'partial answer')).slice(0, 4)) s.write(c);
      signal?.addEventListener('abort', () => s.close());
      return s.response;
    });
    const { result } = render();
    act(() => void result.current.ask('Q355B 对应的美标牌号'));
    await waitFor(() => expect(result.current.pending).toMatchObject({ state: 'streaming', text: 'part' }));
    await act(async () => result.current.stop());
    await waitFor(() => expect(result.current.pending).toMatchObject({ state: 'stopped', text: 'part', question: 'Q355B 对应的美标牌号' }));
    expect(result.current.turns).toEqual([]);

    answers.push(streamOf(answered(turn(5, 'whole answer'))));
    await act(() => result.current.retry());
    expect(bodies[1]).toEqual({ question: 'Q355B 对应的美标牌号', conversationId: 7 });
    await waitFor(() => expect(result.current.turns).toEqual([turn(5, 'whole answer')]));
    expect(result.current.pending).toBeNull();
  });

  it('regenerates a stored turn in its place', async () => {
    const { result } = render();
    await act(() => result.current.open(7));
    expect(result.current.turns.map((t) => t.answer)).toEqual(['stored answer']);
    answers.push(streamOf(answered(turn(1, 'new answer'))));
    await act(() => result.current.ask('Q355B 对应的美标牌号', 1));
    expect(bodies[0]).toEqual({ question: 'Q355B 对应的美标牌号', conversationId: 7, regenerateTurnId: 1 });
    await waitFor(() => expect(result.current.turns.map((t) => t.answer)).toEqual(['new answer']));
  });

  it("shows a failure as the assistant's turn in the server's words, and a retry keeps the turn it regenerates", async () => {
    const { result } = render();
    await act(() => result.current.open(7));
    // The stream's error chunk (the dispatcher's translated server error), after part of the text.
    answers.push(streamOf([...answered(turn(1, 'half of it')).slice(0, 4), { type: 'error', errorText: '服务器开小差了,请稍后重试' }]));
    await act(() => result.current.ask('Q355B 对应的美标牌号', 1));
    await waitFor(() => expect(result.current.pending).toMatchObject({ state: 'failed', message: '服务器开小差了,请稍后重试', regenerateTurnId: 1 }));
    expect(result.current.turns.map((t) => t.answer)).toEqual(['stored answer']);

    // A refusal before the stream: its envelope's message.
    answers.push(envelope(404, { code: -1, data: null, msg: '没有这个会话' }));
    await act(() => result.current.retry());
    expect(bodies[1]).toEqual({ question: 'Q355B 对应的美标牌号', conversationId: 7, regenerateTurnId: 1 });
    await waitFor(() => expect(result.current.pending).toMatchObject({ state: 'failed', message: '没有这个会话' }));

    // The network: the screen's own text, never the browser's.
    answers.push(new TypeError('Failed to fetch'));
    await act(() => result.current.retry());
    await waitFor(() => expect(result.current.pending).toMatchObject({ state: 'failed', message: 'FAILED_TEXT' }));
  });

  it('sends a signed-out caller to sign in', async () => {
    answers.push(envelope(200, { code: -100, data: null, msg: '请先登录' }));
    const { result } = render();
    await act(() => result.current.ask('Q355B'));
    await waitFor(() => expect(result.current.pending).toMatchObject({ state: 'failed', message: '请先登录' }));
    expect(logins).toHaveLength(1);
  });
});
