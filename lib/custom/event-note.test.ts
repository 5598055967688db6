import { describe, expect, it } from 'vitest';
import { formatFen } from '@/lib/money';
import { amountNote, eventNote } from './event-note';

describe('the amount of a timeline step', () => {
  it('answers the contract total a draftContract step recorded as fen, shown as every amount is', () => {
    const read = eventNote('draftContract', amountNote(18_600_000));
    expect(read).toEqual({ note: null, amountFen: 18_600_000 });
    expect(formatFen(read.amountFen!, 'zh')).toBe('¥186,000.00');
    expect(formatFen(read.amountFen!, 'en')).toBe('¥186,000.00');
  });

  it('keeps any other note as written', () => {
    expect(eventNote('contact', '¥100.00')).toEqual({ note: '¥100.00', amountFen: null });
    expect(eventNote('draftContract', 'Revised')).toEqual({ note: 'Revised', amountFen: null });
    expect(eventNote('reviewFail', null)).toEqual({ note: null, amountFen: null });
  });
});
