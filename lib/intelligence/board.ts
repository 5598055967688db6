import { z } from 'zod';
import { familySchema, type MaterialFamily } from '@/lib/materials/family';

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

const idSchema = z.string().trim().min(1, 'Intelligence.board.selectData').max(64);

/**
 * Input of steelComparison / weldingComparison / AlloyComparison: the ids to compare. The
 * count rules come first so the caller gets the spec's message rather than a generic one.
 */
export const comparisonSchema = z.object({
  ids: z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
    z
      .array(idSchema, { message: 'Intelligence.board.selectData' })
      .min(1, 'Intelligence.board.selectData')
      .min(BOARD_MIN, 'Intelligence.board.atLeastTwo')
      .max(BOARD_MAX, 'Intelligence.board.full'),
  ),
});
export type ComparisonInput = z.infer<typeof comparisonSchema>;

export const boardItemSchema = z.object({
  id: idSchema,
  type: familySchema,
  grade: z.string().trim().min(1).max(120),
  system: z.string().max(40).nullish(),
});

/** A whole board as a list of items, checked with the same rules (one family, at most six). */
export const saveBoardSchema = z.object({
  items: z
    .array(boardItemSchema)
    .max(BOARD_MAX, 'Intelligence.board.full')
    .refine((items) => new Set(items.map((i) => i.type)).size <= 1, 'Intelligence.board.mixedTypes'),
});
export type SaveBoardInput = z.infer<typeof saveBoardSchema>;
