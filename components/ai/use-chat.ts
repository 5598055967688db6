'use client';
// The AI SDK checks each chunk with zod: lib/zod turns off zod's eval probe first (the CSP forbids eval).
import '@/lib/zod';
import { useState } from 'react';
import { useChat as useUIChat } from '@ai-sdk/react';
import { ApiCallError, request } from '@/lib/api/client';
import { uiStreamTransport } from '@/lib/api/ui-stream';
import { aiCalls } from '@/lib/api/calls/ai';
import { materialCalls } from '@/lib/api/calls/materials';
import type { AiUIMessage, Turn } from '@/lib/ai/contract';

/** The answer being written: streaming, stopped by the reader, or failed (shown as the assistant's turn with retry). */
export interface PendingTurn {
  question: string;
  text: string;
  state: 'streaming' | 'stopped' | 'failed';
  /** The turn a regeneration replaces (the pending answer is shown in its place). */
  regenerateTurnId?: number;
  message?: string;
}

/** The question in flight, and the stored turn it regenerates. */
interface Asked {
  question: string;
  regenerateTurnId?: number;
}

const textOf = (message: AiUIMessage | undefined) => message?.parts.findLast((p) => p.type === 'text')?.text ?? '';
const storedTurn = (message: AiUIMessage | undefined) => message?.parts.find((p) => p.type === 'data-turn')?.data;
/**
 * The reason to show for a failed answer: the server's, in the reader's language (a refusal's envelope,
 * or the stream's `error` chunk, which the SDK raises as a plain Error); none for anything else (the
 * network, an unreadable stream), which shows the screen's own failure text.
 */
function failureText(error: Error | undefined): string {
  if (!error) return '';
  return ApiCallError.is(error) || Object.getPrototypeOf(error) === Error.prototype ? error.message : '';
}
/**
 * The transport of `ai/stream`: the question is the latest user message's text; the conversation and
 * the turn to regenerate come in the request's body.
 */
const transport = uiStreamTransport(aiCalls.stream, (messages: AiUIMessage[], body) => ({
  question: textOf(messages.findLast((m) => m.role === 'user')),
  ...(typeof body?.conversationId === 'number' ? { conversationId: body.conversationId } : {}),
  ...(typeof body?.regenerateTurnId === 'number' ? { regenerateTurnId: body.regenerateTurnId } : {}),
}));

const upsert = (list: Turn[], turn: Turn) => (list.some((t) => t.id === turn.id) ? list.map((t) => (t.id === turn.id ? turn : t)) : [...list, turn]);

/**
 * One conversation on the chat screen: its stored turns, and the question in flight through the AI
 * SDK's `useChat` over `ai/stream`'s UI message stream (lib/api/ui-stream.ts). The chat holds only
 * the exchange in flight (the question and the answer being written); a finished answer's stored turn
 * (`data-turn`) joins the turns. Stop is the SDK's `stop` (it aborts the request, and with it the
 * server's work); retry of a stopped or failed answer is its `regenerate`; regenerating a stored turn
 * asks again with `regenerateTurnId`, and the server replaces that turn in place.
 */
export function useChat(onConversation: () => void, failedText: string) {
  const [conversationId, setConversationId] = useState<number | null>(null);
  const [turns, setTurns] = useState<Turn[]>([]);
  const [asked, setAsked] = useState<Asked | null>(null);
  /** How the answer in flight ended without a stored turn: stopped by the reader, or failed. */
  const [ended, setEnded] = useState<'stopped' | 'failed' | null>(null);
  const [loading, setLoading] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);

  const chat = useUIChat<AiUIMessage>({
    transport,
    onData: (part) => {
      if (part.type !== 'data-conversation') return;
      setConversationId(part.data.id);
      onConversation();
    },
    onFinish: ({ message, isAbort, isError }) => {
      const turn = storedTurn(message);
      if (!turn || isAbort || isError) {
        setEnded(isAbort ? 'stopped' : 'failed');
        return;
      }
      setTurns((list) => upsert(list, turn));
      setAsked(null);
      chat.setMessages([]);
      onConversation();
    },
  });

  /** What a request sends beside the question: the conversation (once there is one) and the turn it regenerates. */
  const bodyOf = (regenerateTurnId: number | undefined) => ({ conversationId: conversationId ?? undefined, regenerateTurnId });

  async function open(id: number | null) {
    void chat.stop();
    chat.setMessages([]);
    setAsked(null);
    setEnded(null);
    setConversationId(id);
    setLoadError(null);
    if (id === null) {
      setTurns([]);
      return;
    }
    setLoading(true);
    try {
      const detail = await request(aiCalls.conversationDetailList, { conversationId: id });
      setTurns(detail.turns);
    } catch (error) {
      setLoadError(error instanceof Error ? error.message : String(error));
    } finally {
      setLoading(false);
    }
  }

  /** Asks a question, or asks a stored turn's question again (`regenerateTurnId`). */
  async function ask(question: string, regenerateTurnId?: number) {
    await chat.stop();
    chat.setMessages([]);
    setAsked({ question, regenerateTurnId });
    setEnded(null);
    if (regenerateTurnId === undefined) void request(materialCalls.saveHistory, { keyword: question, scope: 'ai' }).catch(() => undefined);
    await chat.sendMessage({ text: question }, { body: bodyOf(regenerateTurnId) });
  }

  /** A stopped or failed answer asked again: the SDK's regenerate sends the same question. */
  async function retry() {
    if (!asked) return;
    setEnded(null);
    await chat.regenerate({ body: bodyOf(asked.regenerateTurnId) });
  }

  const answer = chat.messages.findLast((m) => m.role === 'assistant');
  const finished = storedTurn(answer);
  let pending: PendingTurn | null = null;
  if (asked && !finished) {
    const text = textOf(answer);
    if (ended === 'stopped') pending = { ...asked, text, state: 'stopped' };
    else if (ended === 'failed' || chat.status === 'error') pending = { ...asked, text, state: 'failed', message: failureText(chat.error) || failedText };
    else pending = { ...asked, text, state: 'streaming' };
  }

  return {
    conversationId,
    // The stored turn of an answer that just finished is shown before onFinish moves it into the list.
    turns: finished ? upsert(turns, finished) : turns,
    pending,
    busy: pending?.state === 'streaming',
    loading,
    loadError,
    open,
    ask,
    retry,
    stop: () => void chat.stop(),
  };
}
