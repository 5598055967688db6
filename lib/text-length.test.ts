import { describe, expect, it } from 'vitest';
import { graphemeCount, MAX_TEXT_CHARS, withinTextLimit } from './text-length';

describe('graphemeCount', () => {
  it('counts Chinese characters one each', () => {
    expect(graphemeCount('热轧钢板')).toBe(4);
    expect(graphemeCount('钢'.repeat(50))).toBe(50);
  });

  it('counts an emoji with skin tone, a flag and a family as one each', () => {
    expect(graphemeCount('👍🏽')).toBe(1);
    expect(graphemeCount('🇨🇳')).toBe(1);
    expect(graphemeCount('👨‍👩‍👧‍👦')).toBe(1);
    expect(graphemeCount('a👍🏽b')).toBe(3);
  });

  it('counts a letter with combining marks as one', () => {
    expect(graphemeCount('e\u0301')).toBe(1);
    expect(graphemeCount('Cafe\u0301')).toBe(4);
    expect(graphemeCount('a\u0308\u0323')).toBe(1);
  });

  it('counts the empty text as zero', () => {
    expect(graphemeCount('')).toBe(0);
  });
});

describe('withinTextLimit', () => {
  it('accepts 50 characters of any script and refuses the 51st', () => {
    for (const unit of ['钢', 'a', '👍🏽', 'e\u0301', '👨‍👩‍👧‍👦']) {
      expect(withinTextLimit(unit.repeat(MAX_TEXT_CHARS))).toBe(true);
      expect(withinTextLimit(unit.repeat(MAX_TEXT_CHARS + 1))).toBe(false);
    }
  });

  it('takes another maximum', () => {
    expect(withinTextLimit('abc', 2)).toBe(false);
    expect(withinTextLimit('ab', 2)).toBe(true);
  });
});
