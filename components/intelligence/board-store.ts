'use client';
import type { BoardItem } from '@/lib/intelligence/board';

/** The visitor's comparison board lives in localStorage; signed-in users' on the server. */
export const BOARD_STORAGE_KEY = 'atsteel.compareBoard';
export const BOARD_EVENT = 'atsteel:board';

export function readLocalBoard(): BoardItem[] {
  try {
    const raw = window.localStorage.getItem(BOARD_STORAGE_KEY);
    const parsed = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter((i) => i && typeof i.id === 'string' && typeof i.type === 'string') : [];
  } catch {
    return [];
  }
}

export function writeLocalBoard(items: BoardItem[]): void {
  try {
    window.localStorage.setItem(BOARD_STORAGE_KEY, JSON.stringify(items));
  } catch {
    /* storage full or disabled: the board still works for this page */
  }
  window.dispatchEvent(new CustomEvent(BOARD_EVENT, { detail: items }));
}

export function announceBoard(items: BoardItem[]): void {
  window.dispatchEvent(new CustomEvent(BOARD_EVENT, { detail: items }));
}
