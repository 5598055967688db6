'use client';
import { createContext, useContext, type ReactNode } from 'react';
import { useBoard } from '@/components/ui/compare-board/use-board';

type Board = ReturnType<typeof useBoard>;

const SearchBoardContext = createContext<Board | null>(null);

/** The comparison board, read once for a page of results (each row's action and the compare link share it). */
export function SearchBoardProvider({ children }: { children: ReactNode }) {
  const board = useBoard();
  return <SearchBoardContext.Provider value={board}>{children}</SearchBoardContext.Provider>;
}

export function useSearchBoard(): Board {
  const board = useContext(SearchBoardContext);
  if (!board) throw new Error('useSearchBoard outside SearchBoardProvider');
  return board;
}
