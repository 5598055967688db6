'use client';
import { useCallback, useRef, useState } from 'react';
import { ApiCallError, request, streamEvents } from '@/lib/api/client';
import { aiCalls } from '@/lib/api/calls/ai';
import { materialCalls } from '@/lib/api/calls/materials';
import type { Turn } from '@/lib/ai/contract';

/** The answer being written: streaming, stopped by the reader, or failed (shown as the assistant's turn with retry). */
export interface PendingTurn {
  question: string;
  text: string;
  state: 'streaming' | 'stopped' | 'failed';
  /** The turn a regeneration replaces. */
  regenerateTurnId?: number;
  message?: string;
}

/**
 * One conversation on the chat screen: its stored turns, the answer being streamed (ai/stream through
 * streamEvents), stop (aborts the request, and with it the server's work), retry and regenerate.
 */
export function useChat(onConversation: () => void, failedText: string) {
  const [conversationId, setConversationId] = useState<number | null>(null);
  const [turns, setTurns] = useState<Turn[]>([]);
  const [pending, setPending] = useState<PendingTurn | null>(null);
  const [loading, setLoading] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);

  const open = useCallback(async (id: number | null) => {
    abort.current?.abort();
    setPending(null);
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
  }, []);

  const ask = useCallback(
    async (question: string, regenerateTurnId?: number) => {
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      let text = '';
      setPending({ question, text, state: 'streaming', regenerateTurnId });
      if (regenerateTurnId === undefined) void request(materialCalls.saveHistory, { keyword: question, scope: 'ai' }).catch(() => undefined);
      try {
        const input = { question, ...(conversationId !== null ? { conversationId } : {}), ...(regenerateTurnId !== undefined ? { regenerateTurnId } : {}) };
        for await (const event of streamEvents(aiCalls.stream, input, controller.signal)) {
          if (event.type === 'conversation') {
            setConversationId(event.conversation.id);
            onConversation();
          } else if (event.type === 'delta') {
            text += event.text;
            setPending({ question, text, state: 'streaming', regenerateTurnId });
          } else if (event.type === 'reset') {
            text = '';
            setPending({ question, text, state: 'streaming', regenerateTurnId });
          } else if (event.type === 'done') {
            setTurns((list) => (list.some((t) => t.id === event.turn.id) ? list.map((t) => (t.id === event.turn.id ? event.turn : t)) : [...list, event.turn]));
            setPending(null);
            onConversation();
          }
        }
      } catch (error) {
        if (controller.signal.aborted) setPending({ question, text, state: 'stopped', regenerateTurnId });
        else setPending({ question, text, state: 'failed', regenerateTurnId, message: ApiCallError.is(error) && error.message ? error.message : failedText });
      }
    },
    [conversationId, onConversation, failedText],
  );

  const stop = useCallback(() => abort.current?.abort(), []);

  return { conversationId, turns, pending, loading, loadError, open, ask, stop };
}
