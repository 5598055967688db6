'use client';
import type { BoardItem } from '@/lib/intelligence/board';

/** The visitor's comparison board lives in localStorage; signed-in users' on the server. */
export const BOARD_STORAGE_KEY = 'atsteel.compareBoard';
export const BOARD_EVENT = 'atsteel:board';

/** The board before the browser is read (server rendering, hydration) and when it is empty. */
export const NO_ITEMS: BoardItem[] = [];

let lastRaw: string | null = null;
let lastItems: BoardItem[] = NO_ITEMS;
/** A board that storage refused (full or disabled): it still works for this page. */
let unsaved: BoardItem[] | null = null;

function parse(raw: string | null): BoardItem[] {
  try {
    const parsed = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter((i) => i && typeof i.id === 'string' && typeof i.type === 'string') : NO_ITEMS;
  } catch {
    return NO_ITEMS;
  }
}

/** The stored board, the same array while the stored text does not change (a useSyncExternalStore snapshot). */
export function readLocalBoard(): BoardItem[] {
  if (unsaved) return unsaved;
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(BOARD_STORAGE_KEY);
  } catch {
    return lastItems;
  }
  if (raw !== lastRaw) {
    lastRaw = raw;
    lastItems = parse(raw);
  }
  return lastItems;
}

export function writeLocalBoard(items: BoardItem[]): void {
  try {
    window.localStorage.setItem(BOARD_STORAGE_KEY, JSON.stringify(items));
    unsaved = null;
  } catch {
    unsaved = items;
  }
  window.dispatchEvent(new CustomEvent(BOARD_EVENT, { detail: items }));
}

/** Changes of the stored board, in this tab (BOARD_EVENT) and in others (`storage`). */
export function subscribeLocalBoard(onChange: () => void): () => void {
  const onStorage = (e: StorageEvent) => (e.key === null || e.key === BOARD_STORAGE_KEY) && onChange();
  window.addEventListener(BOARD_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(BOARD_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}
