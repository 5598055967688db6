'use client';
import { Button, Empty, Skeleton } from 'antd';
import '@/styles/antd/button.css';
import '@/styles/antd/empty.css';
import '@/styles/antd/skeleton.css';
import { useTranslations } from 'next-intl';

/** Loading, failure (with retry) and empty states of a card list; nothing once rows exist. */
export function CardListState({ list, failed, onRetry, emptyText }: { list: unknown[] | null; failed: boolean; onRetry: () => void; emptyText: string }) {
  const t = useTranslations();
  if (failed && !list) {
    return (
      <p>
        {t('Errors.failure')} <Button size="small" onClick={onRetry}>{t('Common.retry')}</Button>
      </p>
    );
  }
  if (!list) return <Skeleton active />;
  if (list.length === 0) return <Empty description={emptyText} />;
  return null;
}
