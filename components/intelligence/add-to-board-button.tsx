'use client';
import { Button } from 'antd';
import { useTranslations } from 'next-intl';
import type { BoardItem } from '@/lib/intelligence/board';
import { useBoard } from './use-board';

/** "Add to comparison" for search rows and detail pages; refuses with the spec's messages. */
export function AddToBoardButton({ item, size }: { item: BoardItem; size?: 'small' | 'middle' }) {
  const t = useTranslations('Intelligence.board');
  const { items, add } = useBoard();
  const inBoard = items.some((i) => i.id === item.id);
  return (
    <Button size={size} onClick={() => add(item)} disabled={inBoard} data-testid="add-to-board">
      {inBoard ? t('inBoard') : t('add')}
    </Button>
  );
}
