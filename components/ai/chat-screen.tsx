'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useCall } from '@/lib/api/use-call';
import { aiCalls } from '@/lib/api/calls/ai';
import { QUESTION_MAX } from '@/lib/ai/limits';
import { RequireLogin } from '@/components/ui/require-login';
import { LoadFailed } from '@/components/ui/plain/load-failed';
import { ConversationList } from './conversation-list';
import { PendingView, TurnView } from './turn-view';
import { useChat } from './use-chat';
import './ai.css';

const STARTERS = ['equivalent', 'welding', 'chart', 'filter'] as const;

/**
 * /ai/steelAi (issue 36): the conversations on the left; the turns, the streamed answer (stop,
 * retry, regenerate, copy, sources as cards, follow-up questions) and the question box on the right.
 * A regenerated turn's new answer is written in its place (the server replaces it there). On a phone the
 * conversations are a drawer opened from the question box's bar (always on screen), never over the answers.
 * `chartsOnly` is /ai/steelChart: the same conversation, chart answers with their table.
 */
export function ChatScreen({ mode = 'chat' }: { mode?: 'chat' | 'chart' }) {
  return (
    <RequireLogin>
      <Chat mode={mode} />
    </RequireLogin>
  );
}

function Chat({ mode }: { mode: 'chat' | 'chart' }) {
  const t = useTranslations('Ai.screen');
  const tt = useTranslations('Ai');
  const conversations = useCall(aiCalls.conversationsList, {});
  const refresh = conversations.mutate;
  const onConversation = useCallback(() => void refresh(), [refresh]);
  const chat = useChat(onConversation, tt('failed'));
  const [question, setQuestion] = useState('');
  /** The conversation list's drawer on a phone. */
  const [listOpen, setListOpen] = useState(false);
  const end = useRef<HTMLDivElement>(null);
  const busy = chat.busy;
  const pending = chat.pending;

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [chat.turns.length, pending?.text]);

  function send(text: string) {
    const q = text.trim();
    if (!q || busy || [...q].length > QUESTION_MAX) return;
    setQuestion('');
    void chat.ask(q);
  }

  const starters = STARTERS.filter((k) => mode === 'chat' || k === 'chart').map((k) => tt(`starters.${k}`));
  const tooLong = [...question].length > QUESTION_MAX;

  return (
    <div className="ai-screen" data-testid="ai-screen">
      <ConversationList
        list={conversations.data?.list}
        total={conversations.data?.total}
        error={conversations.error}
        cap={conversations.data?.cap}
        activeId={chat.conversationId}
        onOpen={(id) => {
          setListOpen(false);
          void chat.open(id);
        }}
        onChanged={() => void refresh()}
        open={listOpen}
        onClose={() => setListOpen(false)}
      />
      <section className="ai-main">
        <h1 className="ai-main__title">{mode === 'chart' ? t('chartTitle') : t('title')}</h1>
        <p className="ai-main__lead">{mode === 'chart' ? t('chartLead') : t('lead')}</p>
        {chat.loadError ? (
          <LoadFailed message={chat.loadError} retryLabel={t('retry')} onRetry={() => void chat.open(chat.conversationId)} />
        ) : chat.loading ? (
          <p role="status">{t('loading')}</p>
        ) : (
          <ol className="ai-turns" aria-live="polite">
            {chat.turns.map((turn) =>
              pending?.regenerateTurnId === turn.id ? (
                <PendingView key={turn.id} pending={pending} onStop={chat.stop} onRetry={() => void chat.retry()} />
              ) : (
                <TurnView key={turn.id} turn={turn} busy={busy} onRegenerate={() => void chat.ask(turn.question, turn.id)} onAsk={send} table={mode === 'chart'} />
              ),
            )}
            {pending && !chat.turns.some((turn) => turn.id === pending.regenerateTurnId) ? <PendingView pending={pending} onStop={chat.stop} onRetry={() => void chat.retry()} /> : null}
          </ol>
        )}
        {!chat.turns.length && !pending && !chat.loading ? (
          <div className="ai-starters" data-testid="ai-starters">
            <p>{t('tryAsking')}</p>
            <ul className="ai-suggestions">
              {starters.map((s) => (
                <li key={s}>
                  <button type="button" className="ai-suggestion" onClick={() => send(s)}>
                    {s}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <div ref={end} />
        <form
          className="ai-composer"
          onSubmit={(e) => {
            e.preventDefault();
            send(question);
          }}
        >
          <label className="field__label" htmlFor="ai-question">
            {t('question')}
          </label>
          <textarea
            id="ai-question"
            className="field__input ai-composer__input"
            value={question}
            rows={3}
            placeholder={mode === 'chart' ? t('chartPlaceholder') : t('placeholder')}
            onChange={(e) => setQuestion(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
                e.preventDefault();
                send(question);
              }
            }}
            data-testid="ai-question"
          />
          <div className="ai-composer__bar">
            <button
              type="button"
              className="button button--small ai-conversations-toggle"
              aria-expanded={listOpen}
              aria-controls="ai-conversations"
              onClick={() => setListOpen(true)}
              data-testid="ai-conversations-toggle"
            >
              {conversations.data ? t('conversationsCount', { count: conversations.data.total }) : t('conversations')}
            </button>
            <span className={`ai-composer__count ${tooLong ? 'field__error' : 'field__hint'}`}>{t('count', { count: [...question].length, max: QUESTION_MAX })}</span>
            {busy ? (
              <button type="button" className="button" onClick={chat.stop}>
                {t('stop')}
              </button>
            ) : (
              <button type="submit" className="button button--primary" disabled={!question.trim() || tooLong} data-testid="ai-send">
                {t('send')}
              </button>
            )}
          </div>
        </form>
      </section>
    </div>
  );
}
