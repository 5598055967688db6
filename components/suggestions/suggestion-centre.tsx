'use client';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { Tabs } from '@/components/ui/plain/tabs';
import { useOpened } from '@/components/ui/use-opened';
import { suggestionCalls } from '@/lib/api/calls/suggestions';
import { useCall } from '@/lib/api/use-call';
import { PERMISSIONS } from '@/lib/session/permissions';
import { useSession } from '@/lib/session/use-session';
import type { SuggestionAdminRow } from '@/lib/suggestions/contract';
import { useQueryParam } from '@/components/ui/use-query-param';
import { useSuggestionColumns } from './suggestion-columns';
import { SuggestionForm } from './suggestion-form';
import { SuggestionList, useSuggestionQuery } from './suggestion-list';

/** The reply dialog loads when customer service first opens it (issue 30, page weight). */
const ReplyModal = dynamic(() => import('./reply-modal').then((m) => m.ReplyModal));

const VIEWS = ['mine', 'all'] as const;
type View = (typeof VIEWS)[number];

/**
 * /my/suggestion: every user writes suggestions and reads the replies; customer service (permission
 * `suggestion:reply`, a display hint here: the endpoints decide) also gets every suggestion with a
 * reply button. The view is kept in the URL (`?view=all`).
 */
export function SuggestionCentre() {
  const t = useTranslations('Suggestions');
  const { permissions } = useSession();
  const replies = !!permissions?.includes(PERMISSIONS.suggestionReply);
  const [view, setView] = useQueryParam<View>('view', VIEWS, 'mine');
  return (
    <section className="my-panel" data-testid="suggestion-centre">
      <div className="my-panel__head">
        <h1 className="my-panel__title">{t('title')}</h1>
      </div>
      <p className="sug-description">{t('description')}</p>
      {replies ? (
        <Tabs
          activeKey={view}
          label={t('title')}
          onChange={(key) => setView(key as View)}
          items={[
            { key: 'mine', label: t('tabs.mine'), children: view === 'mine' ? <Mine /> : null },
            { key: 'all', label: t('tabs.all'), children: view === 'all' ? <All /> : null },
          ]}
        />
      ) : (
        <Mine />
      )}
    </section>
  );
}

function Mine() {
  const t = useTranslations('Suggestions');
  const query = useSuggestionQuery();
  const { data, error, isLoading, mutate } = useCall(suggestionCalls.page, query.input);
  const columns = useSuggestionColumns();
  return (
    <>
      <h2 className="sug-heading">{t('write.title')}</h2>
      <SuggestionForm onSaved={() => (query.page > 1 ? query.setPage(1) : void mutate())} />
      <h2 className="sug-heading">{t('tabs.mine')}</h2>
      <SuggestionList query={query} answer={{ data, error, isLoading, retry: () => void mutate() }} columns={columns} emptyText={t('emptyMine')} testId="suggestion-mine" />
    </>
  );
}

function All() {
  const t = useTranslations('Suggestions');
  const query = useSuggestionQuery();
  const { data, error, isLoading, mutate } = useCall(suggestionCalls.pageAll, query.input);
  const [target, setTarget] = useState<SuggestionAdminRow | null>(null);
  const replyOpened = useOpened(target !== null);
  const shared = useSuggestionColumns<SuggestionAdminRow>();
  const columns = [
    { title: t('columns.user'), key: 'user', width: 120, render: (_: unknown, r: SuggestionAdminRow) => r.userName },
    ...shared,
    {
      title: t('columns.actions'),
      key: 'actions',
      width: 90,
      render: (_: unknown, r: SuggestionAdminRow) =>
        r.state === 'noReply' ? (
          <button type="button" className="button button--primary button--small" onClick={() => setTarget(r)} data-testid="suggestion-reply-open">
            {t('reply.button')}
          </button>
        ) : null,
    },
  ];
  return (
    <>
      <SuggestionList query={query} answer={{ data, error, isLoading, retry: () => void mutate() }} columns={columns} emptyText={t('emptyAll')} testId="suggestion-all" />
      {replyOpened && <ReplyModal
        target={target}
        onClose={() => setTarget(null)}
        onReplied={() => {
          setTarget(null);
          void mutate();
        }}
      />}
    </>
  );
}
