import { normalizeGrade } from '@/lib/materials/grade-names';
import { findGrades, parseQuestion, readFilters, readProcess, readWeldContext } from './intent';

const KNOWN = ['Q235B', 'Q355B', 'A572 Grade 50', '304', '304L', 'S355JR', 'E5015', 'Grade A', '06Cr19Ni10'];
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
  it('reads a welding question by its process words too, and what it says of the joint (issue 47)', () => {
    expect(parse('Which wire for Q355B by MIG?')).toMatchObject({ intent: 'welding', grades: ['Q355B'] });
    expect(readProcess('Which wire for Q355B by MIG?')).toBe('GMAW');
    expect(readProcess('06Cr19Ni10 氩弧焊用什么焊丝')).toBe('GTAW');
    expect(readWeldContext('Q345R 压力容器钢板焊条电弧焊应该用什么焊条？')).toEqual({ pressureVessel: true, thick: false });
    expect(readWeldContext('Q235B thick plate welding electrode')).toEqual({ pressureVessel: false, thick: true });
    expect(readWeldContext('Q235B 焊接用什么焊条')).toEqual({ pressureVessel: false, thick: false });
  });
  it('keeps a grade of several words together', () => {
    expect(findGrades('compare A572 Grade 50 vs S355JR', resolve).grades).toEqual(['A572 Grade 50', 'S355JR']);
    expect(parse('compare A572 Grade 50 vs S355JR').intent).toBe('comparison');
    expect(parse('Q235B 和 Q355B 有什么区别').intent).toBe('comparison');
  });
  it('reads a grade lookup and names an unknown grade', () => {
    expect(parse('Q355B 的力学性能')).toMatchObject({ intent: 'lookup', grades: ['Q355B'] });
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

  it('reads a grade with a property as a question for its value, not a definition', () => {
    expect(parse('What is the tensile strength of S355JR?')).toMatchObject({ intent: 'value', grades: ['S355JR'], property: 'tensile' });
    expect(parse('Q355B 的屈服强度是多少？')).toMatchObject({ intent: 'value', grades: ['Q355B'], property: 'yield' });
    expect(parse('what is tensile strength')).toMatchObject({ intent: 'explain', term: 'tensile' });
    expect(parse('what does ReH mean for Q355B')).toMatchObject({ intent: 'explain' });
  });
  it('reads every standard system a question names, not the one that is part of a designation', () => {
    expect(parse('06Cr19Ni10 对应的美标、欧标和日标牌号分别是什么？')).toMatchObject({ intent: 'equivalent', grades: ['06Cr19Ni10'], systems: ['ASTM', 'EN', 'JIS'] });
    expect(parse('What is the European equivalent of AISI 304?')).toMatchObject({ intent: 'equivalent', grades: ['304'], systems: ['EN'] });
  });
  it('never reads a grade from ordinary English words, only where it is written as one', () => {
    const q = parse('Which steels have a minimum yield strength of at least 460 MPa?');
    expect(q).toMatchObject({ intent: 'filter', grades: [], filters: [{ property: 'yield', op: 'gte', value: 460 }] });
    expect(findGrades('ship plate Grade A', resolve).grades).toEqual(['Grade A']);
    expect(findGrades('a grade a steel', resolve).grades).toEqual([]);
  });
  it('reads negated bounds as bounds: 不低于 / no less than are minima, 不超过 / no more than maxima', () => {
    expect(readFilters('屈服强度不低于 460 MPa')).toEqual([{ property: 'yield', op: 'gte', value: 460 }]);
    expect(readFilters('屈服强度 460 MPa 以上')).toEqual([{ property: 'yield', op: 'gte', value: 460 }]);
    expect(readFilters('tensile strength no less than 1000 MPa')).toEqual([{ property: 'tensile', op: 'gte', value: 1000 }]);
    expect(readFilters('抗拉强度不超过 500 MPa')).toEqual([{ property: 'tensile', op: 'lte', value: 500 }]);
    expect(readFilters('yield strength no more than 300 MPa')).toEqual([{ property: 'yield', op: 'lte', value: 300 }]);
  });
  it('reads data no record holds as a question to refuse', () => {
    expect(parse('What is the fatigue limit of S355JR at 2 million cycles in seawater?')).toMatchObject({ intent: 'unsupported', grades: ['S355JR'], unsupported: ['fatigue', 'environment'] });
    expect(parse('Q355B 在海水中的腐蚀速率是多少？')).toMatchObject({ intent: 'unsupported', unsupported: ['environment', 'corrosion'] });
  });
});
