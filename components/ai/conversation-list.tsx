'use client';
import { useEffect, useRef, useState } from 'react';
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
  /** On a phone the list is a drawer over the screen, opened from the question box's bar; on wider screens a column. */
  open: boolean;
  onClose: () => void;
}

/**
 * The reader's conversations: open, rename (inline), delete (confirmed), start a new one. Beside the
 * turns on wide screens; on a phone (≤ 800 px) a drawer with a backdrop, closed by its button, the
 * backdrop, Escape, or opening a conversation.
 */
export function ConversationList({ list, error, cap, total, activeId, onOpen, onChanged, open, onClose }: Props) {
  const t = useTranslations('Ai.screen');
  const [editing, setEditing] = useState<{ id: number; title: string } | null>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  // The drawer takes the focus when it opens (its close button), so a keyboard or screen reader is in it.
  useEffect(() => {
    if (open) closeButton.current?.focus();
  }, [open]);

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
    <>
      {open ? <button type="button" className="ai-drawer-backdrop" aria-label={t('closeConversations')} onClick={onClose} data-testid="ai-conversations-backdrop" /> : null}
      <aside
        id="ai-conversations"
        className={`ai-sidebar${open ? ' ai-sidebar--open' : ''}`}
        aria-label={t('conversations')}
        data-testid="ai-conversations"
        onKeyDown={(e) => {
          if (e.key === 'Escape' && open) onClose();
        }}
      >
        <div className="ai-sidebar__head">
          <p className="ai-sidebar__title">{t('conversations')}</p>
          <button type="button" className="button button--small ai-sidebar__close" onClick={onClose} ref={closeButton} aria-label={t('closeConversations')} data-testid="ai-conversations-close">
            {t('close')}
          </button>
        </div>
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
    </>
  );
}
