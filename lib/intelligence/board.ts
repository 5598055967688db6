import type { MaterialFamily } from '@/lib/materials/family-names';

/**
 * The comparison board's rules (spec sections 5 and 9), without zod: the browser checks them on
 * every page with the board (issue 10, page weight). The inputs' schemas are in ./board-schemas.ts.
 */

/** Spec section 5 and 9: a comparison holds 2 to 6 records of one material type. */
export const BOARD_MIN = 2;
export const BOARD_MAX = 6;

export interface BoardItem {
  id: string;
  type: MaterialFamily;
  grade: string;
  system?: string | null;
}

/** Message keys of the spec's comparison messages (namespace Intelligence). */
export const BOARD_MESSAGES = {
  select: 'Intelligence.board.selectData',
  atLeastTwo: 'Intelligence.board.atLeastTwo',
  full: 'Intelligence.board.full',
  mixedTypes: 'Intelligence.board.mixedTypes',
  duplicate: 'Intelligence.board.duplicate',
} as const;

export type BoardCheck = { ok: true } | { ok: false; messageKey: string };

/**
 * Whether `item` may join `board` (spec section 5): not a seventh record, not another material
 * type ("clear the list first"), not twice the same record.
 */
export function checkAddToBoard(board: readonly BoardItem[], item: BoardItem): BoardCheck {
  if (board.some((b) => b.id === item.id && b.type === item.type)) return { ok: false, messageKey: BOARD_MESSAGES.duplicate };
  if (board.length > 0 && board[0].type !== item.type) return { ok: false, messageKey: BOARD_MESSAGES.mixedTypes };
  if (board.length >= BOARD_MAX) return { ok: false, messageKey: BOARD_MESSAGES.full };
  return { ok: true };
}

/** Whether a list may be compared: something selected, at least two, at most six, one type. */
export function checkComparison(items: readonly Pick<BoardItem, 'type'>[]): BoardCheck {
  if (items.length === 0) return { ok: false, messageKey: BOARD_MESSAGES.select };
  if (items.length < BOARD_MIN) return { ok: false, messageKey: BOARD_MESSAGES.atLeastTwo };
  if (items.length > BOARD_MAX) return { ok: false, messageKey: BOARD_MESSAGES.full };
  if (new Set(items.map((i) => i.type)).size > 1) return { ok: false, messageKey: BOARD_MESSAGES.mixedTypes };
  return { ok: true };
}

/** Adds when allowed; returns the new board or the refusal. */
export function addToBoard(board: readonly BoardItem[], item: BoardItem): { board: BoardItem[]; check: BoardCheck } {
  const check = checkAddToBoard(board, item);
  return { board: check.ok ? [...board, item] : [...board], check };
}

export function removeFromBoard(board: readonly BoardItem[], id: string): BoardItem[] {
  return board.filter((b) => b.id !== id);
}
