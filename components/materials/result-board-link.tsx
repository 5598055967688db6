'use client';
import { BoardCompareLink } from '@/components/ui/compare-board/board-compare-link';
import { useSearchBoard } from './search-board';

/** The way to the comparison above the results, once the board holds enough records. */
export function ResultBoardLink() {
  return <BoardCompareLink count={useSearchBoard().items.length} />;
}
