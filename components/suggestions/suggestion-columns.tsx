'use client';
import { useFormatter, useTranslations } from 'next-intl';
import type { SuggestionRow } from '@/lib/suggestions/contract';
import { type DataColumn } from '@/components/ui/plain/data-table';

/** The columns both lists share: content, state, reply, respondent, reply time, submitted. */
export function useSuggestionColumns<R extends SuggestionRow>(): DataColumn<R>[] {
  const t = useTranslations('Suggestions');
  const format = useFormatter();
  const date = (iso: string | null) => (iso ? format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' }) : '—');
  return [
    { title: t('columns.content'), key: 'content', render: (_: unknown, r) => <span className="sug-text">{r.content}</span> },
    {
      title: t('columns.attachment'),
      key: 'attachment',
      width: 160,
      render: (_: unknown, r) =>
        r.attachment ? (
          <a href={r.attachment.url} download className="sug-text" data-testid="suggestion-attachment-link">
            {r.attachment.name}
          </a>
        ) : (
          '—'
        ),
    },
    {
      title: t('columns.state'),
      key: 'state',
      width: 100,
      render: (_: unknown, r) => (
        <span className={r.state === 'replied' ? 'tag tag--green' : 'tag'} data-testid="suggestion-state">
          {t(`states.${r.state}`)}
        </span>
      ),
    },
    { title: t('columns.reply'), key: 'reply', render: (_: unknown, r) => <span className="sug-text" data-testid="suggestion-reply">{r.reply ?? '—'}</span> },
    { title: t('columns.respondent'), key: 'respondent', width: 120, render: (_: unknown, r) => r.respondent ?? '—' },
    { title: t('columns.repliedAt'), key: 'repliedAt', width: 160, render: (_: unknown, r) => date(r.repliedAt) },
    { title: t('columns.createdAt'), key: 'createdAt', width: 160, render: (_: unknown, r) => date(r.createdAt) },
  ];
}
