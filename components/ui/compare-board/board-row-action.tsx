'use client';
import type { BoardItem } from '@/lib/intelligence/board';
import { useLooseT } from '@/components/ui/use-loose-t';

/**
 * The small "add to comparison" of one search row. The board (useBoard) is owned by the table,
 * so a page of rows reads it once; refusals come from its add() with the spec's messages.
 */
export function BoardRowAction({ item, board, onAdd }: { item: BoardItem; board: readonly BoardItem[]; onAdd: (item: BoardItem) => void }) {
  const t = useLooseT('Intelligence');
  const inBoard = board.some((i) => i.id === item.id && i.type === item.type);
  // The accessible name starts with the visible text (WCAG 2.5.3, "label in name").
  const label = inBoard ? t('board.inBoardShort') : t('board.addShort');
  return (
    <button type="button" className="button button--small" onClick={() => onAdd(item)} disabled={inBoard} aria-label={`${label}: ${item.grade}`} data-testid="result-add-to-board">
      {label}
    </button>
  );
}
