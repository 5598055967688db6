'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { Turn } from '@/lib/ai/contract';
import { CitationCards } from './citation-cards';
import { ChartAnswerView } from './chart-answer';
import type { PendingTurn } from './use-chat';

function CopyButton({ text }: { text: string }) {
  const t = useTranslations('Ai.screen');
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className="button button--small"
      data-testid="ai-copy"
      onClick={() =>
        navigator.clipboard?.writeText(text).then(
          () => setCopied(true),
          () => setCopied(false),
        )
      }
    >
      {copied ? t('copied') : t('copy')}
    </button>
  );
}

/** One stored question and answer, with its sources, chart, copy, regenerate and follow-up questions. */
export function TurnView({ turn, busy, onRegenerate, onAsk, table = false }: { turn: Turn; busy: boolean; onRegenerate: () => void; onAsk: (q: string) => void; table?: boolean }) {
  const t = useTranslations('Ai.screen');
  return (
    <li className="ai-turn" data-testid="ai-turn">
      <p className="ai-bubble ai-bubble--question">{turn.question}</p>
      <div className={`ai-bubble ai-bubble--answer${turn.status === 'failed' ? ' ai-bubble--failed' : ''}`} data-testid="ai-answer" data-status={turn.status}>
        <p className="ai-answer__text">{turn.answer}</p>
        {turn.chart ? <ChartAnswerView chart={turn.chart} turnId={turn.id} table={table} /> : null}
        <CitationCards citations={turn.citations} />
        <div className="ai-answer__actions">
          <CopyButton text={turn.answer} />
          <button type="button" className="button button--small" onClick={onRegenerate} disabled={busy} data-testid="ai-regenerate">
            {turn.status === 'failed' ? t('retry') : t('regenerate')}
          </button>
        </div>
        {turn.suggestions.length ? (
          <ul className="ai-suggestions">
            {turn.suggestions.map((s) => (
              <li key={s}>
                <button type="button" className="ai-suggestion" onClick={() => onAsk(s)} disabled={busy}>
                  {s}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </li>
  );
}

/** The answer being written (with stop), or one that stopped or failed (with retry): the assistant's turn either way. */
export function PendingView({ pending, onStop, onRetry }: { pending: PendingTurn; onStop: () => void; onRetry: () => void }) {
  const t = useTranslations('Ai.screen');
  const tt = useTranslations('Ai');
  return (
    <li className="ai-turn" data-testid="ai-pending">
      <p className="ai-bubble ai-bubble--question">{pending.question}</p>
      <div className={`ai-bubble ai-bubble--answer${pending.state === 'failed' ? ' ai-bubble--failed' : ''}`} data-testid="ai-answer" data-status={pending.state}>
        {pending.text ? <p className="ai-answer__text">{pending.text}</p> : null}
        {pending.state === 'streaming' ? (
          <>
            <p className="ai-answer__status" role="status">
              {t('thinking')}
            </p>
            <button type="button" className="button button--small" onClick={onStop} data-testid="ai-stop">
              {t('stop')}
            </button>
          </>
        ) : (
          <>
            <p className="ai-answer__status" role="alert">
              {pending.state === 'stopped' ? tt('stopped') : pending.message}
            </p>
            <button type="button" className="button button--small" onClick={onRetry} data-testid="ai-retry">
              {t('retry')}
            </button>
          </>
        )}
      </div>
    </li>
  );
}
