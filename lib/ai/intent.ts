import type { Intent } from './contract';

/**
 * Reading a question (issue 36, behaviour 2): which of the built-in engine's intents it is, which
 * grades it names (resolved by the caller against the portal's records), the standard system it asks
 * for, property filters, chart axes and a term to explain. Chinese and English; pure, no database.
 */

export const PROPERTY_KEYS = ['yield', 'tensile', 'elongation', 'impact', 'hardness'] as const;
export type PropertyKey = (typeof PROPERTY_KEYS)[number];
/** Elements a chart or filter may name (symbols as the records store them). */
export const CHART_ELEMENTS = ['C', 'Si', 'Mn', 'P', 'S', 'Cr', 'Ni', 'Mo', 'Cu', 'V', 'Nb', 'Ti', 'N'] as const;

/** Terms the engine explains (texts in messages: Ai.terms.<key>). */
export const TERMS = ['yield', 'tensile', 'elongation', 'impact', 'hardness', 'cev', 'reh', 'rp02', 'z', 'qualityGrade'] as const;
export type Term = (typeof TERMS)[number];

/** Quantities, conditions and environments no record of the portal holds (labels: Ai.unsupported.<key>). */
export const UNSUPPORTED = ['fatigue', 'creep', 'corrosion', 'environment', 'fractureToughness', 'physical', 'price'] as const;
export type Unsupported = (typeof UNSUPPORTED)[number];

const UNSUPPORTED_WORDS: [Unsupported, RegExp][] = [
  ['fatigue', /疲劳|循环|周次|\bfatigue\b|\bcycles?\b|\bS-?N\b/i],
  ['creep', /蠕变|持久强度|\bcreep\b|\brupture strength\b/i],
  ['corrosion', /腐蚀|锈蚀|点蚀|\bcorrosion\b|\bcorrode|\bpitting\b/i],
  ['environment', /海水|盐雾|海洋环境|酸性|硫化氢|氢脆|\bseawater\b|\bsea water\b|\bmarine environment\b|\bsalt spray\b|\bsour\b|\bH2S\b|\bhydrogen embrittlement\b/i],
  ['fractureToughness', /断裂韧性|断裂韧度|\bKIC\b|\bK1C\b|\bCTOD\b|\bfracture toughness\b/i],
  ['physical', /导热|热导率|热膨胀|比热|电阻率|\bthermal conductivity\b|\bthermal expansion\b|\bspecific heat\b|\bresistivity\b/i],
  ['price', /价格|多少钱|报价|\bprice\b/i],
];

export interface PropertyFilter {
  property: PropertyKey;
  op: 'gte' | 'lte';
  value: number;
}

export interface ParsedQuestion {
  intent: Intent;
  /** Canonical grades named, in order of mention. */
  grades: string[];
  /** Grade-like words that matched no record ("not in the database"). */
  unknownGrades: string[];
  /** GB, ASTM, EN, JIS when the question names a standard system (the first named). */
  system: string | null;
  /** Every standard system the question names, in order of mention ("美标、欧标和日标"). */
  systems: string[];
  /** What the question asks for that no record holds (fatigue, creep, seawater…): answered by a refusal. */
  unsupported: Unsupported[];
  /** The property a "what is the X of <grade>" question asks for. */
  property: PropertyKey | null;
  filters: PropertyFilter[];
  /** Chart axes: a property key or `el:<symbol>`. */
  axes: { x: string; y: string } | null;
  term: Term | null;
}

const SYSTEM_WORDS: [string, RegExp][] = [
  ['ASTM', /美标|美国|\bASTM\b|\bAISI\b|\bSAE\b|\bUNS\b|\bUS\b|\bAmerican\b/i],
  ['EN', /欧标|欧洲|\bEN\b|\bEuropean\b/i],
  ['JIS', /日标|日本|\bJIS\b|\bJapanese\b/i],
  ['GB', /国标|中国|\bGB\b|\bChinese\b/i],
];

const PROPERTY_WORDS: [PropertyKey, RegExp][] = [
  ['yield', /屈服|\byield/i],
  ['tensile', /抗拉|\btensile\b|\bUTS\b/i],
  ['elongation', /伸长|延伸率|\belongation\b/i],
  ['impact', /冲击|\bimpact\b|\btoughness\b|\bCharpy\b/i],
  ['hardness', /硬度|\bhardness\b/i],
];

const ELEMENT_WORDS: [string, RegExp][] = [
  ['C', /碳(?!钢)|\bcarbon\b(?!\s+steel)/i],
  ['Si', /硅|\bsilicon\b/i],
  ['Mn', /锰|\bmanganese\b/i],
  ['P', /磷|\bphosphorus\b/i],
  ['S', /硫|\bsulphur\b|\bsulfur\b/i],
  ['Cr', /铬|\bchromium\b/i],
  ['Ni', /镍|\bnickel\b/i],
  ['Mo', /钼|\bmolybdenum\b/i],
  ['Cu', /铜|\bcopper\b/i],
  ['V', /钒|\bvanadium\b/i],
  ['Nb', /铌|\bniobium\b/i],
  ['Ti', /钛|\btitanium\b/i],
  ['N', /氮|\bnitrogen\b/i],
];

const TERM_WORDS: [Term, RegExp][] = [
  ['cev', /碳当量|\bCEV\b|\bCE\b|carbon equivalent/i],
  ['reh', /上屈服|\bReH\b/i],
  ['rp02', /规定塑性延伸|\bRp0\.?2\b/i],
  ['z', /断面收缩|\breduction of area\b|\bZ(?:15|25|35)\b/i],
  ['qualityGrade', /质量等级|\bquality grade\b|\bsub-?grade\b/i],
  ['impact', /冲击(功|吸收能量)?|\bimpact( energy)?\b|\bKV2\b|\bCharpy\b/i],
  ['yield', /屈服强度|\byield strength\b|\byield\b/i],
  ['tensile', /抗拉强度|\btensile strength\b|\btensile\b/i],
  ['elongation', /伸长率|断后伸长|\belongation\b/i],
  ['hardness', /硬度|\bhardness\b/i],
];

const CHART = /画|绘制|作图|图表|散点|\bplot\b|\bchart\b|\bgraph\b|\bscatter\b|\bdraw\b/i;
const WELDING = /焊材|焊条|焊丝|焊接|焊|氩弧|\bweld|\bfiller\b|\belectrodes?\b|\bconsumables?\b|\bwire\b|\b(?:MIG|MAG|TIG|SMAW|GMAW|GTAW|FCAW)\b/i;
const EXPLAIN = /什么是|是什么意思|什么意思|含义|解释|说明一下|\bexplain\b|\bwhat does\b.*\bmean\b|\bmeaning of\b|\bwhat is (an? |the )?(CEV|ReH|Rp0\.?2|yield|tensile|elongation|impact|hardness|carbon equivalent|quality grade)/i;
const MEANING = /是什么意思|什么意思|含义|解释|定义|\bmean\b|\bmeans\b|\bmeaning\b|\bexplain\b|\bdefin/i;
const EQUIVALENT = /对应|相当|等效|等同|代替|替代|替换|代用|\bequivalents?\b|\bcounterparts?\b|\bnearest\b|\bclosest\b|\bcorrespond|\bsubstitute\b|\breplace|\bmatch/i;
const COMPARE = /比较|对比|区别|差异|差别|\bcompare\b|\bcomparison\b|\bvs\.?\b|\bversus\b|\bdifference\b/i;
const GRADE_WORD = /牌号|钢号|\bgrade\b/i;

const GTE = /(大于等于|不低于|不小于|大于|高于|超过|以上|至少|≥|>=|>|\babove\b|\bover\b|\bat least\b|\bmore than\b|\bgreater than\b|\bexceeding\b|\bminimum\b)/i;
const LTE = /(小于等于|不高于|不大于|不超过|小于|低于|以下|至多|≤|<=|<|\bbelow\b|\bunder\b|\bat most\b|\bless than\b|\bmaximum\b)/i;
const NOT_BELOW = /不低于|不小于|不少于|不得低于|\bno less than\b|\bnot less than\b|\bno lower than\b|\bnot below\b|\bat least\b/i;
const NOT_ABOVE = /不高于|不大于|不超过|不多于|\bno more than\b|\bnot more than\b|\bno higher than\b|\bnot above\b|\bnot exceeding\b|\bat most\b/i;
const NUMBER_WITH_UNIT = /(?<![A-Za-z0-9.])(\d+(?:\.\d+)?)\s*(MPa|兆帕|J|焦|%|HBW|HB|HV|HRC|ksi)?(?![A-Za-z])/gi;

/** A word that looks like a grade (has a digit, or is a letter code with digits), for "not in the database". */
const GRADE_LIKE = /^(?=.*\d)[A-Za-z0-9][A-Za-z0-9.\-/#]{1,}$/;

/** A system word that is part of a designation ("AISI 304", "JIS SUS304", "ASTM A36") is not the system asked for. */
const DESIGNATION_PREFIX = /\b(?:AISI|SAE|UNS|ASTM|JIS|EN|GB(?:\/T)?)\s+(?=[A-Z]{0,4}\d)/gi;

const first = <K>(pairs: [K, RegExp][], text: string): K | null => pairs.find(([, re]) => re.test(text))?.[0] ?? null;

/** Where each pair's word first occurs, in order of mention. */
function mentions<K>(pairs: [K, RegExp][], text: string): K[] {
  return pairs
    .map(([key, re]) => ({ key, at: text.search(re) }))
    .filter((m) => m.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((m) => m.key);
}

/** Property filters: a property word followed (within a few characters) by a comparison and a number, or a number then 以上/以下. */
export function readFilters(text: string): PropertyFilter[] {
  const out: PropertyFilter[] = [];
  for (const [property, re] of PROPERTY_WORDS) {
    const at = text.search(re);
    if (at < 0) continue;
    const tail = text.slice(at, at + 40);
    const num = /(\d+(?:\.\d+)?)/.exec(tail);
    if (!num) continue;
    const around = tail.slice(0, num.index + num[0].length + 8);
    // A negated bound first: "不低于 / no less than" is a lower bound though it contains "低于 / less than".
    const op = NOT_BELOW.test(around) ? 'gte' : NOT_ABOVE.test(around) ? 'lte' : LTE.test(around) && !GTE.test(around.replace(LTE, '')) ? 'lte' : GTE.test(around) ? 'gte' : null;
    if (op) out.push({ property, op, value: Number(num[1]) });
  }
  return out;
}

/**
 * The grades a question names: ASCII words (with their neighbours, "A572 Grade 50") tried longest
 * first against `resolve` (the caller's lookup through normalizeGrade). Numbers with a unit and
 * filter thresholds are not grades.
 */
/** Words of English prose and the portal's own abbreviations that are never read as a grade. */
const NOT_GRADE = /^(EN|GB|US|JIS|ASTM|AISI|SAE|UNS|MPA|KSI|UTS|CEV|CE|TIG|MIG|MAG|SAW|SMAW|GTAW|GMAW|FCAW|HB|HBW|HV|HRC|KV|KV2|REH|REL|RM|RP|VS|OK)$/i;

/**
 * A candidate without a digit is a grade only where it is written as one: "Grade A", "A131 Grade A", or an
 * upper-case designation of two letters or more ("SUS", "Hardox" are not words of prose). Ordinary words
 * ("a minimum", "which", "steel") never are.
 */
function writtenAsGrade(candidate: string): boolean {
  if (/\d/.test(candidate)) return true;
  if (/^Grade [A-Z0-9]{1,3}$/.test(candidate)) return true;
  return /^[A-Z][A-Z-]+$/.test(candidate) && !NOT_GRADE.test(candidate);
}

export function findGrades(text: string, resolve: (candidate: string) => string | null): { grades: string[]; unknown: string[] } {
  const cleaned = text.replace(NUMBER_WITH_UNIT, (m, _n: string, unit?: string) => (unit ? ' '.repeat(m.length) : m));
  const words: { text: string; start: number; end: number }[] = [];
  for (const m of cleaned.matchAll(/[A-Za-z0-9][A-Za-z0-9.\-/#]*/g)) {
    const w = m[0].replace(/[.\-/]+$/, '');
    words.push({ text: w, start: m.index!, end: m.index! + w.length });
  }
  const grades: string[] = [];
  const unknown: string[] = [];
  let i = 0;
  while (i < words.length) {
    let matched = 0;
    for (let n = Math.min(4, words.length - i); n >= 1 && !matched; n--) {
      const span = words.slice(i, i + n);
      const joinedBySpace = span.every((w, k) => k === 0 || /^\s+$/.test(cleaned.slice(span[k - 1].end, w.start)));
      if (!joinedBySpace) continue;
      const candidate = span.map((w) => w.text).join(' ');
      const found = writtenAsGrade(candidate) ? resolve(candidate) : null;
      if (found) {
        if (!grades.includes(found)) grades.push(found);
        matched = n;
      }
    }
    if (!matched) {
      const w = words[i].text;
      const preceding = cleaned.slice(Math.max(0, words[i].start - 12), words[i].start);
      const isThreshold = GTE.test(preceding.slice(-8)) || LTE.test(preceding.slice(-8));
      if (GRADE_LIKE.test(w) && /[A-Za-z]/.test(w) && /\d/.test(w) && !isThreshold && !/^(Rp0\.?2|KV2|Z\d\d|A\d{1,2}|el)$/i.test(w)) unknown.push(w);
    }
    i += matched || 1;
  }
  return { grades, unknown };
}

const PROCESS_WORDS: [string, RegExp][] = [
  ['GTAW', /氩弧|\bTIG\b|\bGTAW\b/i],
  ['GMAW', /焊丝|气体保护|\bMIG\b|\bMAG\b|\bGMAW\b|\bwire\b/i],
  ['FCAW', /药芯|\bFCAW\b|flux[- ]cored/i],
  ['SAW', /埋弧|\bSAW\b|submerged/i],
  ['SMAW', /焊条|手工电弧|\bSMAW\b|\belectrode\b|\bstick\b/i],
];

/** The welding process a question names; manual metal arc (SMAW) when it names none. */
export function readProcess(question: string): 'SMAW' | 'GMAW' | 'GTAW' | 'FCAW' | 'SAW' {
  return (first(PROCESS_WORDS, question) ?? 'SMAW') as 'SMAW';
}

const PRESSURE_VESSEL = /压力容器|容器钢|锅炉|\bpressure[- ]vessels?\b|\bboilers?\b/i;
const THICK_SECTION = /厚板|厚壁|厚截面|大厚度|\bthick(?:-walled)?\b|\bheavy (?:plate|section|wall)s?\b/i;

/** What a welding question says of the joint beyond its base metals: a pressure vessel, a thick section (issue 47). */
export function readWeldContext(question: string): { pressureVessel: boolean; thick: boolean } {
  return { pressureVessel: PRESSURE_VESSEL.test(question), thick: THICK_SECTION.test(question) };
}

/** The intent of a question, the grades it names and what else the tools need. */
export function parseQuestion(question: string, resolve: (candidate: string) => string | null): ParsedQuestion {
  const text = question.normalize('NFKC');
  const { grades, unknown } = findGrades(text, resolve);
  const systems = mentions(SYSTEM_WORDS, text.replace(DESIGNATION_PREFIX, ''));
  const system = systems[0] ?? null;
  const filters = readFilters(text);
  const unsupported = mentions(UNSUPPORTED_WORDS, text);
  const property = first(PROPERTY_WORDS, text);
  const base = { grades, unknownGrades: unknown, system, systems, filters, axes: null, term: null, unsupported, property: null };

  if (CHART.test(text)) {
    const props = mentions(PROPERTY_WORDS, text);
    const elements = mentions(ELEMENT_WORDS, text).map((e) => `el:${e}`);
    const named = [...props, ...elements];
    // The property goes up the y axis; with two properties (or two elements) the first named is y.
    const y = props[0] ?? elements[0];
    const x = props.length > 1 ? props[1] : elements.find((e) => e !== y) ?? props.find((p) => p !== y);
    if (named.length >= 2 && y && x) return { ...base, intent: 'chart', axes: { x, y } };
  }
  if (WELDING.test(text) && grades.length >= 1) return { ...base, intent: 'welding' };
  // Data no record holds (fatigue, creep, seawater…): said so, never answered with other properties.
  if (unsupported.length) return { ...base, intent: 'unsupported' };
  const term = first(TERM_WORDS, text);
  // "What is the tensile strength of S355JR?" asks for the value, not the definition; a definition is
  // asked without a grade, or with words of meaning ("what does ReH mean for Q355B").
  if (grades.length === 1 && property && !MEANING.test(text) && !EQUIVALENT.test(text) && !COMPARE.test(text) && !filters.length) {
    return { ...base, intent: 'value', property };
  }
  if (EXPLAIN.test(text) && term) return { ...base, intent: 'explain', term };
  if (grades.length >= 1 && (EQUIVALENT.test(text) || (system && GRADE_WORD.test(text) && grades.length === 1))) {
    return { ...base, intent: 'equivalent' };
  }
  if (grades.length >= 2) return { ...base, intent: 'comparison' };
  if (grades.length === 0 && filters.length) return { ...base, intent: 'filter' };
  if (grades.length === 1) return { ...base, intent: COMPARE.test(text) ? 'comparison' : 'lookup', term };
  return { ...base, intent: 'unknown' };
}
