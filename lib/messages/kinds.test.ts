import { getMessages } from '@/lib/i18n/messages';
import { REVIEW_KIND_NAMES } from '@/lib/reviews/kinds';
import { excerpt, MESSAGE_KIND_NAMES, MESSAGE_KINDS, MESSAGE_TYPES, messageValues } from './kinds';

describe('message kinds', () => {
  it('have a type and a title and content in both languages', () => {
    for (const locale of ['zh', 'en'] as const) {
      const catalogue = getMessages(locale).Messages;
      for (const kind of MESSAGE_KIND_NAMES) {
        expect(MESSAGE_TYPES).toContain(MESSAGE_KINDS[kind].type);
        const texts = (catalogue.kinds as Record<string, { title: string; content: string }>)[kind];
        expect(texts?.title, `${locale} ${kind}`).toBeTruthy();
        expect(texts?.content, `${locale} ${kind}`).toBeTruthy();
      }
      for (const type of MESSAGE_TYPES) expect((catalogue.types as Record<string, string>)[type]).toBeTruthy();
    }
  });

  it('can name every reviewed kind in a message, in both languages', () => {
    for (const locale of ['zh', 'en'] as const) {
      for (const kind of REVIEW_KIND_NAMES) expect((getMessages(locale).Reviews.kinds as Record<string, string>)[kind]).toBeTruthy();
    }
  });
});

describe('messageValues', () => {
  it('translates …Key parameters and keeps the others as stored', () => {
    const t = (key: string) => `<${key}>`;
    expect(messageValues({ kindKey: 'Reviews.kinds.testBag', title: 'Bag {x}', n: 3, Key: 'raw' }, t)).toEqual({ kind: '<Reviews.kinds.testBag>', title: 'Bag {x}', n: 3, Key: 'raw' });
  });
});

describe('excerpt', () => {
  it('folds whitespace and cuts long text with an ellipsis, whole characters only', () => {
    expect(excerpt('  a\n\n b  ')).toBe('a b');
    expect(excerpt('钢'.repeat(100), 10)).toBe(`${'钢'.repeat(9)}…`);
    expect([...excerpt('😀'.repeat(100), 5)]).toHaveLength(5);
  });
});

describe('messageValues in the reader\'s language', () => {
  const t = (key: string) => `<${key}>`;
  it('shows fen with the one money format and instants in China time, never raw', () => {
    expect(messageValues({ amountFen: 1_051_200 }, t, 'zh')).toEqual({ amount: '¥10,512.00' });
    expect(messageValues({ amountFen: 1_051_200 }, t, 'en')).toEqual({ amount: '¥10,512.00' });
    const when = messageValues({ paidAt: '2026-11-27T08:18:00.091Z' }, t, 'en').paid;
    expect(when).toContain('Nov 27, 2026');
    expect(when).not.toContain('T08');
  });

  it('reads the yuan text of messages written before amounts were kept in fen', () => {
    expect(messageValues({ amount: '10512.00' }, t, 'zh')).toEqual({ amount: '¥10,512.00' });
  });
});
