'use client';
import { BoardRowAction } from '@/components/ui/compare-board/board-row-action';
import type { BoardItem } from '@/lib/intelligence/board';
import { useSearchBoard } from './search-board';

/** "Add to comparison" of one result row (components/ui/compare-board), on the page's one board. */
export function ResultBoardAction({ item }: { item: BoardItem }) {
  const board = useSearchBoard();
  return <BoardRowAction item={item} board={board.items} onAdd={board.add} />;
}
