import { describe, expect, it } from 'vitest';
import en from '@/messages/en/custom.json';
import zh from '@/messages/zh/custom.json';
import { codePointCount, graphemeCount, MAX_CODE_POINTS_PER_CHAR, MAX_TEXT_CHARS, textLimitProblem, withinTextLimit } from './text-length';

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
    for (const unit of ['钢', 'a', '👍🏽', 'e\u0301', '🇨🇳', 'a\u0308\u0323']) {
      expect(withinTextLimit(unit.repeat(MAX_TEXT_CHARS))).toBe(true);
      expect(withinTextLimit(unit.repeat(MAX_TEXT_CHARS + 1))).toBe(false);
    }
  });

  it('takes another maximum', () => {
    expect(withinTextLimit('abc', 2)).toBe(false);
    expect(withinTextLimit('ab', 2)).toBe(true);
  });
});

describe('the code-point ceiling (issue 45 item 6)', () => {
  const ceiling = MAX_TEXT_CHARS * MAX_CODE_POINTS_PER_CHAR;

  it('counts code points, a surrogate pair as one', () => {
    expect(codePointCount('a👍🏽钢')).toBe(4);
    expect(codePointCount('e\u0301')).toBe(2);
    expect(codePointCount('')).toBe(0);
  });

  it('refuses 50 letters each carrying 100 combining marks, which are 50 characters', () => {
    const attack = `a${'\u0301'.repeat(100)}`.repeat(50);
    expect(graphemeCount(attack)).toBe(50);
    expect(codePointCount(attack)).toBe(5050);
    expect(textLimitProblem(attack)).toBe('tooManyCodePoints');
    expect(withinTextLimit(attack)).toBe(false);
  });

  it('holds at most 4 code points per character of the limit, whatever the characters', () => {
    // 50 letters with 3 marks each: 200 code points, exactly the ceiling.
    expect(textLimitProblem(`a${'\u0301'.repeat(3)}`.repeat(50))).toBeNull();
    // One mark more anywhere passes the ceiling while still 50 characters.
    expect(textLimitProblem(`${`a${'\u0301'.repeat(3)}`.repeat(49)}a${'\u0301'.repeat(4)}`)).toBe('tooManyCodePoints');
    // Family emoji (7 code points each): 28 fit in 196, the 29th passes 200.
    const family = '👨‍👩‍👧‍👦';
    expect(codePointCount(family)).toBe(7);
    expect(textLimitProblem(family.repeat(28))).toBeNull();
    expect(textLimitProblem(family.repeat(29))).toBe('tooManyCodePoints');
    expect(codePointCount(family.repeat(29))).toBeGreaterThan(ceiling);
  });

  it('says too long before too many code points, and scales with the limit', () => {
    expect(textLimitProblem('a'.repeat(300))).toBe('tooLong');
    expect(textLimitProblem(`a${'\u0301'.repeat(8)}`, 2)).toBe('tooManyCodePoints');
    expect(textLimitProblem(`a${'\u0301'.repeat(7)}`, 2)).toBeNull();
  });

  it('names the ceiling the code enforces in both languages', () => {
    expect(en.tooManyCodePoints).toContain(String(ceiling));
    expect(zh.tooManyCodePoints).toContain(String(ceiling));
  });
});
