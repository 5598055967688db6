import { normalizeGrade } from '@/lib/materials/grade-names';
import { findGrades, parseQuestion, readFilters } from './intent';

const KNOWN = ['Q235B', 'Q355B', 'A572 Grade 50', '304', '304L', 'S355JR', 'E5015'];
const byNorm = new Map(KNOWN.map((g) => [normalizeGrade(g), g]));
const resolve = (s: string) => byNorm.get(normalizeGrade(s)) ?? null;
const parse = (q: string) => parseQuestion(q, resolve);

describe('parseQuestion', () => {
  it('reads "Q355B 对应的美标牌号" as an equivalent in ASTM', () => {
    expect(parse('Q355B 对应的美标牌号')).toMatchObject({ intent: 'equivalent', grades: ['Q355B'], system: 'ASTM' });
  });
  it('reads "nearest ASTM grade to Q355B" as an equivalent in ASTM', () => {
    expect(parse('nearest ASTM grade to Q355B')).toMatchObject({ intent: 'equivalent', grades: ['Q355B'], system: 'ASTM' });
  });
  it('reads a welding question with two base metals', () => {
    expect(parse('Q235B 和 304 焊接用什么焊材')).toMatchObject({ intent: 'welding', grades: ['Q235B', '304'] });
    expect(parse('which filler for Q235B to 304?')).toMatchObject({ intent: 'welding', grades: ['Q235B', '304'] });
  });
  it('keeps a grade of several words together', () => {
    expect(findGrades('compare A572 Grade 50 vs S355JR', resolve).grades).toEqual(['A572 Grade 50', 'S355JR']);
    expect(parse('compare A572 Grade 50 vs S355JR').intent).toBe('comparison');
    expect(parse('Q235B 和 Q355B 有什么区别').intent).toBe('comparison');
  });
  it('reads a grade lookup and names an unknown grade', () => {
    expect(parse('Q355B 的屈服强度是多少')).toMatchObject({ intent: 'lookup', grades: ['Q355B'] });
    expect(parse('what is XK9000 made of')).toMatchObject({ intent: 'unknown', grades: [], unknownGrades: ['XK9000'] });
  });
  it('reads property filters in both languages', () => {
    expect(readFilters('屈服强度大于 400 MPa 的国标钢')).toEqual([{ property: 'yield', op: 'gte', value: 400 }]);
    expect(parse('GB steels with yield strength above 400 MPa')).toMatchObject({ intent: 'filter', system: 'GB', filters: [{ property: 'yield', op: 'gte', value: 400 }] });
    expect(parse('tensile strength below 500 MPa')).toMatchObject({ intent: 'filter', filters: [{ property: 'tensile', op: 'lte', value: 500 }] });
  });
  it('reads a chart request with the property on y and the element on x', () => {
    expect(parse('plot yield strength against carbon for GB steels')).toMatchObject({ intent: 'chart', system: 'GB', axes: { x: 'el:C', y: 'yield' } });
    expect(parse('画出国标钢的屈服强度与碳含量的散点图')).toMatchObject({ intent: 'chart', system: 'GB', axes: { x: 'el:C', y: 'yield' } });
  });
  it('reads "explain this value" questions', () => {
    expect(parse('什么是碳当量 CEV')).toMatchObject({ intent: 'explain', term: 'cev' });
    expect(parse('what does ReH mean for Q355B')).toMatchObject({ intent: 'explain', term: 'reh', grades: ['Q355B'] });
  });
  it('says unknown for a question it cannot read', () => {
    expect(parse('今天天气怎么样').intent).toBe('unknown');
  });
});
