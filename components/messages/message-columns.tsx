'use client';
import { Button, Space, Tag } from 'antd';
import '@/styles/antd/button.css';
import '@/styles/antd/space.css';
import '@/styles/antd/tag.css';
import { useFormatter, useTranslations } from 'next-intl';
import { NavLink } from '@/components/layout/nav-link';
import type { MessageRow } from '@/lib/messages/contract';
import { type DataColumn } from '@/components/ui/plain/data-table';

const TYPE_COLOURS: Record<string, string> = { review: 'blue', suggestion: 'green', order: 'gold', permission: 'purple', appointment: 'cyan', system: 'default' };

/** The message centre's columns: type and title (bold while unread) with the content, time, actions. */
export function useMessageColumns(actions: { markRead: (ids: number[]) => void; remove: (ids: number[]) => void }): DataColumn<MessageRow>[] {
  const t = useTranslations('Messages');
  const format = useFormatter();
  return [
    {
      title: t('title'),
      key: 'message',
      render: (_: unknown, m) => (
        <div className={m.read ? 'msg-row' : 'msg-row msg-row--unread'} data-testid="message-item" data-read={m.read}>
          <p className="msg-row__head">
            <Tag color={TYPE_COLOURS[m.type]}>{t(`types.${m.type}`)}</Tag>
            <span className="msg-row__title">{m.title}</span>
            {!m.read && <Tag color="red">{t('unreadTag')}</Tag>}
          </p>
          <p className="msg-row__content">{m.content}</p>
        </div>
      ),
    },
    {
      title: '',
      key: 'createdAt',
      width: 170,
      render: (_: unknown, m) => <time dateTime={m.createdAt}>{format.dateTime(new Date(m.createdAt), { dateStyle: 'medium', timeStyle: 'short' })}</time>,
    },
    {
      title: '',
      key: 'actions',
      width: 220,
      render: (_: unknown, m) => (
        <Space size={4} wrap>
          {m.link && (
            <NavLink href={m.link} className="msg-view" onClick={() => !m.read && actions.markRead([m.id])} data-testid="message-view">
              {t('view')}
            </NavLink>
          )}
          {!m.read && (
            <Button size="small" onClick={() => actions.markRead([m.id])} data-testid="message-read">
              {t('markRead')}
            </Button>
          )}
          <Button size="small" danger onClick={() => actions.remove([m.id])} data-testid="message-delete">
            {t('delete')}
          </Button>
        </Space>
      ),
    },
  ];
}
