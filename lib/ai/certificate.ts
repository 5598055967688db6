/**
 * A mill certificate against its grade (issue 36 behaviour 4, the optional part): the values a
 * certificate states, read from its passages, and the verdict of each against a requirement from the
 * database. Pure rules: no database, no React. A value is read only where a passage names its
 * quantity, and a verdict is "unknown" whenever there is no requirement to compare with — never a guess.
 */
import type { Passage } from './document-match';

/** Mechanical quantities checked, then the elements of the composition. */
export const CHECK_PROPERTIES = ['yield', 'tensile', 'elongation', 'impact'] as const;
export type CheckProperty = (typeof CHECK_PROPERTIES)[number];
export const CHECK_ELEMENTS = ['C', 'Si', 'Mn', 'P', 'S', 'Cr', 'Ni', 'Mo', 'Cu', 'V', 'Nb', 'Ti', 'Al', 'N', 'B'] as const;

export const CHECK_UNITS: Record<CheckProperty, string> = { yield: 'MPa', tensile: 'MPa', elongation: '%', impact: 'J' };

/** A value the certificate states, with the passage it stands in. */
export interface CertificateValue {
  /** A CheckProperty or an element symbol. */
  quantity: string;
  value: number;
  unit: string;
  page: number;
  position: number;
  /** Impact energy: the average the certificate states, its only value, or the lowest of several. */
  basis?: 'average' | 'single' | 'lowest';
  /** Impact energy: the test temperature (°C) the passage states. */
  temperature?: number | null;
}

export interface CertificateReading {
  values: CertificateValue[];
  /** The product thickness (mm) the certificate states, with its passage. */
  thickness: { value: number; page: number; position: number } | null;
}

/** Whether a question asks to check the document against a grade's requirements. */
export function isComplianceQuestion(question: string): boolean {
  return /\b(meets?|compl(y|ies|iant|iance)|conforms?|conformity|satisf(y|ies)|within (the )?(spec|requirements?))\b|check(ed)? (it |this )?against|符合|满足|达标|合格|核对|对照/i.test(question);
}

const NUM = String.raw`(\d+(?:[.,]\d+)?)`;
const num = (s: string) => Number(s.replace(',', '.'));

/** The first number after one of the names (within a few characters), in a passage that names it. */
function after(text: string, names: string, unit: string): number | null {
  const m = new RegExp(`(?:${names})[^0-9+\\-−]{0,30}?${NUM}\\s*(?:${unit})`, 'i').exec(text);
  return m ? num(m[1]) : null;
}

const NAMES: Record<Exclude<CheckProperty, 'impact'>, { names: string; unit: string }> = {
  yield: { names: String.raw`yield strength|yield point|\breh\b|\brel\b|\brp\s?0?[.,]?2\b|屈服强度|屈服点|屈服`, unit: String.raw`mpa|n\/mm2|n\/mm²|(?=\s*(?:\||$))` },
  tensile: { names: String.raw`tensile strength|\brm\b|\buts\b|抗拉强度|抗拉`, unit: String.raw`mpa|n\/mm2|n\/mm²|(?=\s*(?:\||$))` },
  elongation: { names: String.raw`elongation|断后伸长率|伸长率|延伸率|\ba\s?%`, unit: '%|(?=\\s*(?:\\||$))' },
};

const IMPACT = /kv2|kv8|\bkv\b|akv|impact|charpy|冲击/i;
// "C 0.16", "C: 0.16", and a DOCX table row's "C | 0.16" (cells joined by " | ").
const ELEMENT = new RegExp(String.raw`(?<![A-Za-z])(${CHECK_ELEMENTS.join('|')})(?![a-z])\s*(?:[:=|]\s*)?(\d*[.,]\d+)(?!\s*(?:mm|mpa|j\b|%))`, 'g');
const SYMBOL = `(?:${CHECK_ELEMENTS.join('|')})(?![A-Za-z])`;
const DECIMAL = String.raw`\d*[.,]\d+`;
/** A header of element symbols followed by as many numbers: a composition table's two rows read as one passage. */
const HEADER_ROW = new RegExp(String.raw`((?:(?<![A-Za-z])${SYMBOL}\s*[|,;/]?\s*){3,})((?:${DECIMAL}\s*[|,;/]?\s*){3,})`);

/**
 * Element and value pairs of a passage: "C 0.16 Mn 1.42 …" (or "C | 0.16 | …"), or a header row of symbols over a row
 * of numbers ("C Si Mn P S" then "0.16 0.32 1.42 0.018 0.006", one passage because a line without a number joins
 * the next): paired by position when the counts agree, never guessed when they do not (issue 47: a PDF and a DOCX of
 * the same table read alike).
 */
function compositionPairs(text: string): [string, string][] {
  const inline = [...text.matchAll(ELEMENT)].map((m) => [m[1], m[2]] as [string, string]);
  const header = HEADER_ROW.exec(text);
  if (header) {
    const symbols = header[1].match(new RegExp(SYMBOL, 'g')) ?? [];
    const numbers = header[2].match(new RegExp(DECIMAL, 'g')) ?? [];
    if (symbols.length === numbers.length && symbols.length > inline.length) return symbols.map((sym, i) => [sym, numbers[i]]);
  }
  return inline;
}

/** The impact energy of a passage naming it: the stated average, else its one value, else the lowest of a list ("98 / 104 / 101 J"). */
function impactOf(text: string): Pick<CertificateValue, 'value' | 'basis' | 'temperature'> | null {
  const temp = /([+\-−]?\d+)\s*(?:°\s*c\b|℃|\bc\b|°)/i.exec(text);
  const temperature = temp ? Number(temp[1].replace('−', '-')) : null;
  const average = new RegExp(`(?:average|avg|mean|平均值?)[^0-9]{0,10}${NUM}\\s*j\\b`, 'i').exec(text);
  if (average) return { value: num(average[1]), basis: 'average', temperature };
  const list = new RegExp(String.raw`((?:\d+(?:[.,]\d+)?\s*[/,、;]\s*)*\d+(?:[.,]\d+)?)\s*j\b`, 'i').exec(text);
  if (!list) return null;
  const values = list[1].split(/[/,、;]/).map((v) => num(v.trim())).filter((v) => Number.isFinite(v));
  if (!values.length) return null;
  return values.length === 1 ? { value: values[0], basis: 'single', temperature } : { value: Math.min(...values), basis: 'lowest', temperature };
}

/** The thickness of the product: "thickness 20 mm", "厚度 20", or the first of "20 x 2000 x 8000 mm". */
function thicknessOf(text: string): number | null {
  const named = new RegExp(`(?:thickness|\\bthk\\b|厚度)[^0-9]{0,15}${NUM}`, 'i').exec(text);
  if (named) return num(named[1]);
  const dims = new RegExp(`${NUM}\\s*[x×*]\\s*\\d+(?:[.,]\\d+)?\\s*[x×*]\\s*\\d+(?:[.,]\\d+)?\\s*mm`, 'i').exec(text);
  return dims ? num(dims[1]) : null;
}

/** The values a certificate states, each from the first passage that names it. */
export function readCertificate(passages: readonly Passage[]): CertificateReading {
  const found = new Map<string, CertificateValue>();
  let thickness: CertificateReading['thickness'] = null;
  for (const p of passages) {
    const at = { page: p.page, position: p.position };
    const text = p.text.replace(/\s+/g, ' ');
    if (!thickness) {
      const t = thicknessOf(text);
      if (t !== null && t > 0) thickness = { value: t, ...at };
    }
    for (const key of ['yield', 'tensile', 'elongation'] as const) {
      if (found.has(key)) continue;
      const v = after(text, NAMES[key].names, NAMES[key].unit);
      if (v !== null) found.set(key, { quantity: key, value: v, unit: CHECK_UNITS[key], ...at });
    }
    if (!found.has('impact') && IMPACT.test(text)) {
      const v = impactOf(text);
      if (v) found.set('impact', { quantity: 'impact', unit: 'J', ...v, ...at });
    }
    const pairs = compositionPairs(text);
    // A composition row names several elements (a lone "C" or "S" elsewhere is not a composition).
    if (pairs.length >= 3 || /chemical|composition|化学成分|成分/i.test(text)) {
      for (const [symbol, value] of pairs) if (!found.has(symbol)) found.set(symbol, { quantity: symbol, value: num(value), unit: '%', ...at });
    }
  }
  const order = [...CHECK_PROPERTIES, ...CHECK_ELEMENTS] as readonly string[];
  return { values: [...found.values()].sort((a, b) => order.indexOf(a.quantity) - order.indexOf(b.quantity)), thickness };
}

export type Verdict = 'pass' | 'fail' | 'unknown';

/** A value against a minimum and/or maximum; unknown without either. */
export function judge(value: number, min: number | null, max: number | null): Verdict {
  if (min === null && max === null) return 'unknown';
  if (min !== null && value < min) return 'fail';
  if (max !== null && value > max) return 'fail';
  return 'pass';
}
