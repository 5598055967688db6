'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { request } from '@/lib/api/client';
import { aiCalls } from '@/lib/api/calls/ai';
import type { Conversation } from '@/lib/ai/contract';
import { LoadFailed } from '@/components/ui/plain/load-failed';

interface Props {
  list: Conversation[] | undefined;
  error: unknown;
  cap: number | undefined;
  total: number | undefined;
  activeId: number | null;
  onOpen: (id: number | null) => void;
  onChanged: () => void;
}

/** The reader's conversations: open, rename (inline), delete (confirmed), start a new one. */
export function ConversationList({ list, error, cap, total, activeId, onOpen, onChanged }: Props) {
  const t = useTranslations('Ai.screen');
  const [editing, setEditing] = useState<{ id: number; title: string } | null>(null);

  async function rename() {
    if (!editing) return;
    try {
      await request(aiCalls.conversationsSave, { conversationId: editing.id, title: editing.title });
      setEditing(null);
      onChanged();
    } catch {
      /* the shared handling showed the reason */
    }
  }

  async function remove(c: Conversation) {
    if (!window.confirm(t('confirmDelete', { title: c.title }))) return;
    try {
      await request(aiCalls.conversationsDel, { conversationId: c.id });
      if (activeId === c.id) onOpen(null);
      onChanged();
    } catch {
      /* the shared handling showed the reason */
    }
  }

  return (
    <aside className="ai-sidebar" data-testid="ai-conversations">
      <button type="button" className="button button--primary button--block" onClick={() => onOpen(null)} data-testid="ai-new">
        {t('newConversation')}
      </button>
      {error ? (
        <LoadFailed message={t('loadFailed')} retryLabel={t('retry')} onRetry={onChanged} />
      ) : !list ? (
        <p role="status">{t('loading')}</p>
      ) : !list.length ? (
        <p className="ai-sidebar__empty">{t('noConversations')}</p>
      ) : (
        <ul className="ai-sidebar__list">
          {list.map((c) => (
            <li key={c.id} className={c.id === activeId ? 'is-active' : undefined}>
              {editing?.id === c.id ? (
                <form
                  onSubmit={(e) => {
                    e.preventDefault();
                    void rename();
                  }}
                >
                  <input className="field__input" value={editing.title} maxLength={60} aria-label={t('rename')} onChange={(e) => setEditing({ id: c.id, title: e.target.value })} autoFocus />
                  <button type="submit" className="button button--small">
                    {t('save')}
                  </button>
                  <button type="button" className="button button--small" onClick={() => setEditing(null)}>
                    {t('cancel')}
                  </button>
                </form>
              ) : (
                <>
                  <button type="button" className="ai-sidebar__open" onClick={() => onOpen(c.id)} title={c.title}>
                    {c.title}
                  </button>
                  <span className="ai-sidebar__tools">
                    <button type="button" className="ai-link" onClick={() => setEditing({ id: c.id, title: c.title })}>
                      {t('rename')}
                    </button>
                    <button type="button" className="ai-link" onClick={() => remove(c)}>
                      {t('delete')}
                    </button>
                  </span>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {total !== undefined && cap ? <p className="ai-sidebar__cap">{t('cap', { count: total, cap })}</p> : null}
    </aside>
  );
}
