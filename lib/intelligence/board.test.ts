import { BOARD_MESSAGES, addToBoard, checkAddToBoard, checkComparison, type BoardItem } from './board';
import { comparisonSchema, saveBoardSchema } from './board-schemas';

const steel = (id: string): BoardItem => ({ id, type: 'steel', grade: `G${id}` });

describe('comparison board rules', () => {
  it('refuses a seventh record on the comparison board', () => {
    const board = ['1', '2', '3', '4', '5', '6'].map(steel);
    expect(checkAddToBoard(board, steel('7'))).toEqual({ ok: false, messageKey: BOARD_MESSAGES.full });
  });

  it('refuses a welding consumable on a steel board until the list is cleared', () => {
    const { board, check } = addToBoard([steel('1')], { id: 'w1', type: 'welding', grade: 'E5015' });
    expect(check).toEqual({ ok: false, messageKey: BOARD_MESSAGES.mixedTypes });
    expect(board).toHaveLength(1);
    expect(checkAddToBoard([], { id: 'w1', type: 'welding', grade: 'E5015' }).ok).toBe(true);
  });

  it('refuses the same record twice', () => {
    expect(checkAddToBoard([steel('1')], steel('1'))).toEqual({ ok: false, messageKey: BOARD_MESSAGES.duplicate });
  });

  it('needs something selected, at least two, at most six, one type to compare', () => {
    expect(checkComparison([])).toEqual({ ok: false, messageKey: BOARD_MESSAGES.select });
    expect(checkComparison([steel('1')])).toEqual({ ok: false, messageKey: BOARD_MESSAGES.atLeastTwo });
    expect(checkComparison(['1', '2', '3', '4', '5', '6', '7'].map(steel))).toEqual({ ok: false, messageKey: BOARD_MESSAGES.full });
    expect(checkComparison([steel('1'), { id: 'w', type: 'welding' } as BoardItem])).toEqual({ ok: false, messageKey: BOARD_MESSAGES.mixedTypes });
    expect(checkComparison([steel('1'), steel('2')])).toEqual({ ok: true });
  });

  it('gives the spec message keys from the shared input schema', () => {
    const msg = (v: unknown) => {
      const r = comparisonSchema.safeParse(v);
      return r.success ? null : r.error.issues[0].message;
    };
    expect(msg({ ids: [] })).toBe(BOARD_MESSAGES.select);
    expect(msg({ ids: ['a'] })).toBe(BOARD_MESSAGES.atLeastTwo);
    expect(msg({ ids: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] })).toBe(BOARD_MESSAGES.full);
    expect(msg({ ids: 'a,b' })).toBeNull();
    const mixed = saveBoardSchema.safeParse({ items: [steel('1'), { id: 'w', type: 'welding', grade: 'E' }] });
    expect(mixed.success).toBe(false);
  });
});
