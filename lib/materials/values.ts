/**
 * Parsing of the value encodings of the shared data sets (see each SOURCES.md):
 * `<=0.20` maximum, `>=355` minimum, `0.90-1.65` range, a plain number (typical or measured),
 * `N` / `N/A` / empty = not reported, notes in brackets kept in the raw text.
 * Nothing is invented: what cannot be read as a number stays text only.
 */

/** A specified limit: a range, a minimum (`>=`), a maximum (`<=`) or a single value (min = max). */
export interface Limit {
  min: number | null;
  max: number | null;
}

export interface ParsedValue {
  raw: string;
  min: number | null;
  max: number | null;
  typical: number | null;
}

const EMPTY = new Set(['', 'n', 'n/a', 'na', '-', '—', 'remainder', 'balance', 'none']);
/** True when the cell says "not reported". */
export function isEmptyValue(raw: string | null | undefined): boolean {
  return raw === null || raw === undefined || EMPTY.has(raw.trim().toLowerCase());
}

/**
 * The first value of a cell (see parseCell): the value of its first entry, which for a banded cell
 * (`<=30:0.45; >30-63:0.47`, `to 20:<=0.25; …`) is the thinnest band's, never a band limit, a gauge
 * length or a source id. Null when the first entry states no number (`no limit`, a formula bound alone).
 * The raw text keeps every entry.
 */
export function parseValue(raw: string | null | undefined, opts: CellOptions = {}): ParsedValue | null {
  const first = parseCell(raw, opts)[0];
  if (!first || !hasNumber(first)) return null;
  return { raw: raw!.trim(), min: first.min, max: first.max, typical: first.typical };
}

/**
 * The limit a value stands for when records are compared or matched: a range, a bare minimum or
 * maximum, and a single number (typical or as specified, e.g. `355`) as both its minimum and maximum.
 */
export function toLimit(v: ParsedValue | null): Limit | null {
  if (!v) return null;
  return { min: v.min ?? v.typical, max: v.max ?? v.typical };
}

/** `parseValue` read as a limit (see toLimit): `<=0.20`, `>=355`, `0.90-1.65`, `355`, `>=420 (60 ksi)`. */
export function parseLimit(raw: string | null | undefined): Limit | null {
  return toLimit(parseValue(raw));
}

/** A number cell of a numeric data set (measured or typical); null for empty / N / N/A. */
export function parseNumber(raw: string | null | undefined): number | null {
  if (isEmptyValue(raw)) return null;
  const n = Number(raw!.trim());
  return Number.isFinite(n) ? n : null;
}

/** Lowest and highest value a parsed value guarantees (min or typical; max or typical). */
export function bounds(v: ParsedValue | null): { low: number | null; high: number | null } {
  if (!v) return { low: null, high: null };
  return { low: v.min ?? v.typical, high: v.max ?? v.typical };
}

/** Impact text such as `KV >=27 J at +20 C`, `KU2 >=47 J`, `27 J @ -30 C`. */
export function parseImpact(raw: string | null | undefined): {
  energy: number | null;
  temperature: number | null;
  notch: string | null;
} | null {
  if (isEmptyValue(raw)) return null;
  const text = raw!.trim();
  const energy = /(\d+(?:\.\d+)?)\s*J\b/.exec(text);
  const temp = /(?:at|@)\s*([+\-−]?\s*\d+)\s*°?\s*C\b/i.exec(text);
  const notch = /\b(KV2|KV|KU2|KU|Akv|Aku2|Aku)\b/i.exec(text);
  const result = {
    energy: energy ? Number(energy[1]) : null,
    temperature: temp ? Number(temp[1].replace('−', '-').replace(/\s/g, '')) : null,
    notch: notch ? notch[1] : null,
  };
  return result.energy === null && result.temperature === null && result.notch === null ? null : result;
}

/** Hardness text such as `<=187 HBW; <=90 HRB` → first value and its scale. */
export function parseHardness(raw: string | null | undefined): { value: number | null; scale: string | null } | null {
  const v = parseValue(raw);
  if (!v) return null;
  const scale = /\b(HBW|HBS|HB|HV\d*|HRC|HRB)\b/i.exec(raw!);
  return { value: v.typical ?? v.max ?? v.min, scale: scale ? scale[1].toUpperCase() : null };
}

/** A thickness band such as `<=16`, `>16-40`, `>150-250`, `to 20`, `1.5-<2` (mm); both null when the text is no band. */
export function parseBand(band: string): { min: number | null; max: number | null } {
  return readBand(band) ?? { min: null, max: null };
}

/** `band:value; band:value` → bands with their raw value text. */
export function parseBands(raw: string | null | undefined): { band: string; value: string }[] {
  if (isEmptyValue(raw)) return [];
  return raw!
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const idx = part.lastIndexOf(':');
      return idx > 0 ? { band: part.slice(0, idx).trim(), value: part.slice(idx + 1).trim() } : { band: '', value: part };
    });
}

/* ------------------------------------------------------------------------------------------------
 * Structured cell parsing (issue 26). A cell is read as a list of entries, each a condition and a
 * value. Grammar (docs/DATA.md "Value cells"):
 *
 *   cell        := segment (';' segment)*            segments are separated at top level (not in brackets)
 *   segment     := part (' / ' part)*                 parts with the same condition are alternatives
 *                                                     of different sources: the first one counts
 *   part        := label? prefix* value note*
 *   label       := '(a)' | '(b)' …                   a source label, ignored
 *   prefix      := band ':' | direction (':' | ' ') | gauge | 'at' temperature | word
 *   band        := 'to' N | '<=' N | '>' N '-' N | N '-' N | N '-<' N | N '-' N '+' | 't<=' N | N '<t<=' N
 *                  | band '..' band   (with 'mm', 'plates', 'No.1A' … around it)
 *   direction   := 'L' | 'T' | 'longitudinal' | 'transverse'
 *   gauge       := 'A' N | 'A' | N 'mm gauge' | 'L0 = 5.65√S0' | 'No.' N X   (test piece)
 *   value       := formula | op? N | N '-' N | N '~' N | N 'max' | N 'min' | 'max' N | 'min' N
 *   formula     := op? K 'x' (element | '(' expression ')') ('min')? ('-' N | ';' '<=' N)?
 *   note        := '(' text ')'                       a bracket that is a band, gauge or direction is a
 *                                                     condition, any other bracket a note
 *
 * A number that is part of an identifier (a653, A5.1, lead_x_316) is never a value; a formula bound
 * (`5x(C+N) min`, `>=2.5 x C`) is a rule kept as written, never a number.
 * --------------------------------------------------------------------------------------------- */

/** The condition a value of a cell applies to: thickness / size band, gauge length, direction, temperature. */
export interface CellCondition {
  thickness?: { min: number | null; max: number | null; text: string };
  /** Gauge length or test piece as written: `A11.3`, `A50`, `A80`, `200 mm`, `L0 = 5.65√S0`, `No.1A`. */
  gauge?: string;
  direction?: 'L' | 'T';
  /** Test temperature in °C. */
  temperature?: number;
}

/** One value of a cell with its condition. `rule` is a formula bound as written (then min/max hold no formula number). */
export interface CellEntry {
  text: string;
  condition: CellCondition;
  min: number | null;
  max: number | null;
  typical: number | null;
  rule: string | null;
}

export interface CellOptions {
  /** An elongation cell: a bare length in brackets (`(50 mm)`, `(2 in)`) is the gauge length, not a size. */
  elongation?: boolean;
}

const N = String.raw`\d+(?:\.\d+)?|\.\d+`;
/** A unit written right after a number (`20mm`, `27J`, `459Hv10`, Cambridge's `67tot33res`): the number is still free. */
const UNIT_AFTER = String.raw`(?:mm|in|J|MPa|ksi|psi|HBW|HBS|HB|HV|Hv|HRC|HRB)(?![a-z])|tot`;
/** A number that is not part of an identifier (a653, A5.1, lead_x_316, No.1A, 1.4541's neighbours). */
const FREE_NUM = String.raw`(?<![A-Za-z_\d.])(?:${N})(?![\d_.])(?!(?!(?:${UNIT_AFTER}))[A-Za-z])`;

function splitTop(text: string, sep: RegExp): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '(' || ch === '[') depth++;
    else if ((ch === ')' || ch === ']') && depth > 0) depth--;
    else if (depth === 0) {
      sep.lastIndex = i;
      const m = sep.exec(text);
      if (m && m.index === i) {
        out.push(text.slice(start, i));
        start = i + m[0].length;
        i = start - 1;
      }
    }
  }
  out.push(text.slice(start));
  return out.map((s) => s.trim()).filter(Boolean);
}

const num = (s: string) => Number(s);

/**
 * A thickness / size band as written (`to 20`, `<=16`, `>16-40`, `3-40`, `1.5-<2`, `40-100+`, `t<=50`,
 * `50<t<=200`, `plates >200 mm`, `<=16..>40-63`); null when the text is not a band.
 */
export function readBand(text: string): { min: number | null; max: number | null } | null {
  // A single size with its unit (`1.6 mm sheet`, `12.7 mm dia`) is a band of that one size.
  const point = new RegExp(String.raw`^(${N})\s*mm\b`).exec(text.trim());
  if (point && !/[-–<>≤≥]/.test(text)) return { min: num(point[1]), max: num(point[1]) };
  let t = text.replace(/\b(?:plates?|sheets?|bars?|dia\.?|thickness|mm|t)\b/gi, ' ').replace(/\s+/g, ' ').trim();
  if (!t) return null;
  if (t.includes('..')) {
    const [a, b] = t.split('..').map((x) => readBand(x));
    return a && b ? { min: a.min, max: b.max } : null;
  }
  t = t.replace(/\s/g, '');
  let m: RegExpExecArray | null;
  if ((m = new RegExp(String.raw`^to(${N})$`, 'i').exec(t))) return { min: null, max: num(m[1]) };
  if ((m = new RegExp(String.raw`^(${N})<(?:<=|≤|<)(${N})$`).exec(t))) return { min: num(m[1]), max: num(m[2]) };
  if ((m = new RegExp(String.raw`^(?:>|≥|>=)?(${N})(?:-|–|~)(?:<|<=|≤)?(${N})(\+)?$`).exec(t))) {
    return { min: num(m[1]), max: m[3] ? null : num(m[2]) };
  }
  if ((m = new RegExp(String.raw`^(?:<=|≤|<)(${N})$`).exec(t))) return { min: null, max: num(m[1]) };
  if ((m = new RegExp(String.raw`^(?:>=|≥|>)(${N})$`).exec(t))) return { min: num(m[1]), max: null };
  return null;
}

/** `t<=50`, `50<t<=200`, `>25-50`: a band written around the letter t (in brackets). */
function readTBand(text: string): { min: number | null; max: number | null } | null {
  const t = text.replace(/\s/g, '');
  const m = new RegExp(String.raw`^(?:(${N})<)?t(?:<=|≤|<)(${N})(?:mm)?$`).exec(t);
  if (m) return { min: m[1] ? num(m[1]) : null, max: num(m[2]) };
  const g = new RegExp(String.raw`^t(?:>=|≥|>)(${N})(?:mm)?$`).exec(t);
  return g ? { min: num(g[1]), max: null } : null;
}

const GAUGE = String.raw`A\d+(?:\.\d+)?|L0\s*=\s*5\.65\s*√\s*S0|No\.\s?\d+[A-Z]?(?:\s?\/\s?(?:No\.\s?)?\d+[A-Z]?)?(?:\s+test piece)?`;
const DIRECTION: Record<string, 'L' | 'T'> = { l: 'L', t: 'T', long: 'L', 'long.': 'L', longitudinal: 'L', transverse: 'T', trans: 'T', 'trans.': 'T' };

/** Reads the conditions of a bracket's content; null when the bracket is a note (source, remark). */
function bracketCondition(inner: string, opts: CellOptions): CellCondition | null {
  const cond: CellCondition = {};
  let found = false;
  for (const piece of inner.split(',').map((s) => s.trim())) {
    const low = piece.toLowerCase();
    if (DIRECTION[low]) {
      cond.direction = DIRECTION[low];
      found = true;
      continue;
    }
    if (new RegExp(String.raw`^(?:${GAUGE})$`).test(piece)) {
      cond.gauge ??= piece.replace(/\s+test piece$/, '');
      found = true;
      continue;
    }
    const length = new RegExp(String.raw`^(${N})\s*(mm|in)(?:\s+gauge)?$`).exec(piece);
    if (length && opts.elongation) {
      cond.gauge ??= `${length[1]} ${length[2]}`;
      found = true;
      continue;
    }
    const band = readTBand(piece) ?? (/[a-z]{3,}/i.test(piece.replace(/\b(?:mm|plates?|sheets?|dia)\b/gi, '')) ? null : readBand(piece));
    if (band && !found) {
      cond.thickness ??= { ...band, text: piece };
      found = true;
      continue;
    }
    // Words after a condition (`50 mm, kohe`, `No.11/No.12 test piece, longitudinal`) are its source.
    if (!found) return null;
  }
  return found ? cond : null;
}

/** Conditions written before a value: `L:`, `L `, `3-40:`, `to 20:`, `6-16 mm No.1A:`, `A11.3`, `200 mm gauge`, `L0 = 5.65√S0`. */
function readPrefix(part: string, cond: CellCondition): string {
  let rest = part;
  for (let guard = 0; guard < 6; guard++) {
    let m: RegExpExecArray | null;
    if ((m = /^(L|T)\s*(?::\s*|\s+(?=[<>≤≥\d]))/.exec(rest))) {
      cond.direction = m[1] as 'L' | 'T';
      rest = rest.slice(m[0].length);
      continue;
    }
    if ((m = new RegExp(String.raw`^(${N})\s*mm\s+gauge\s*`).exec(rest))) {
      cond.gauge = `${m[1]} mm`;
      rest = rest.slice(m[0].length);
      continue;
    }
    if ((m = new RegExp(String.raw`^(${GAUGE})\s*(?=[<>≤≥\d]|$)`).exec(rest))) {
      cond.gauge = m[1];
      rest = rest.slice(m[0].length);
      continue;
    }
    // `A >=9`, `A>=9`: the proportional gauge (no length named).
    if ((m = /^A\s*(?=[<>≤≥])/.exec(rest))) {
      rest = rest.slice(m[0].length);
      continue;
    }
    // A band whose value is only a note (`<6:(185)`: a bracketed reference figure) keeps no value at all.
    const colon = /^([^:()]*?):\s*/.exec(rest);
    if (colon) {
      const head = colon[1].trim();
      const gauge = new RegExp(String.raw`\s(${GAUGE})$`).exec(` ${head}`);
      const bandText = gauge ? head.slice(0, head.length - gauge[1].length).trim() : head;
      const band = readBand(bandText);
      if (band) {
        cond.thickness = { ...band, text: bandText };
        if (gauge) cond.gauge = gauge[1];
        rest = rest.slice(colon[0].length);
        continue;
      }
      // A label such as `JR:` or `quality B:` names what the cell is about, not a condition.
      if (!/\d/.test(head) || /^[A-Za-z]+\s*[A-Z]?$/.test(head)) {
        rest = rest.slice(colon[0].length);
        continue;
      }
    }
    break;
  }
  return rest;
}

const FORMULA = new RegExp(String.raw`(?:(<=|>=|≤|≥)\s*)?(${N})\s*[x×*]\s*(\([^)]*\)|[A-Z][a-z]?)(\s*min\.?)?`);

/** The value of a part without its conditions: a formula bound, a range, a bound or a number. */
function readValue(text: string): Pick<CellEntry, 'min' | 'max' | 'typical' | 'rule'> | null {
  const formula = FORMULA.exec(text);
  if (formula) {
    const after = text.slice(formula.index + formula[0].length);
    const upper = new RegExp(String.raw`^\s*(?:-|–|~)\s*(${N})|^\s*(?:min\.?)?\s*(?:-|–|;)?\s*(?:<=|≤|max\.?)\s*(${N})|^\s*min\.?\s*-\s*(${N})\s*max`).exec(after);
    const max = upper ? num(upper[1] ?? upper[2] ?? upper[3]) : null;
    const ruleText = text.slice(formula.index, formula.index + formula[0].length).trim();
    return { min: null, max, typical: null, rule: ruleText };
  }
  const m = new RegExp(String.raw`(<=|>=|≤|≥|<|>|max\.?\s*|min\.?\s*)?\s*(${FREE_NUM})(?:\s*(?:-|–|~)\s*(${FREE_NUM}))?(\s*(?:max|min)\b)?`, 'i').exec(text);
  if (!m) return null;
  // A plain negative number (`-28`, a test temperature) keeps its sign; a dash after a number is a range.
  const sign = !m[1] && /^\s*[-−]\s*$/.test(text.slice(0, m.index)) ? -1 : 1;
  const a = sign * num(m[2]);
  const b = m[3] !== undefined ? num(m[3]) : null;
  const op = (m[1] ?? m[4] ?? '').trim().toLowerCase().replace('.', '');
  if (b !== null && !op) return { min: a, max: b, typical: null, rule: null };
  if (['<=', '≤', '<', 'max'].includes(op)) return { min: null, max: a, typical: null, rule: null };
  if (['>=', '≥', '>', 'min'].includes(op)) return { min: a, max: null, typical: null, rule: null };
  return { min: null, max: null, typical: a, rule: null };
}

/** Removes brackets from a part: conditions go into `cond`, notes are dropped; `[365]` and labels too. */
function readBrackets(part: string, cond: CellCondition, opts: CellOptions): string {
  let text = part.replace(/^\([a-z]\)\s*/, '');
  // A whole part in brackets that holds a value (`(>=270)`, `(<=0.60)`) is that value.
  const whole = /^\(([^()]*)\)$/.exec(text);
  if (whole && /^(?:<=|>=|≤|≥|<|>)?\s*[\d.]/.test(whole[1].trim())) return whole[1].trim();
  let out = '';
  let depth = 0;
  let start = -1;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '(' || ch === '[') {
      // The bracket of a formula (`5x(C+N)`) is part of the value.
      if (depth === 0 && ch === '(' && /\d\s*[x×*]\s*$/.test(text.slice(0, i))) {
        const close = text.indexOf(')', i);
        if (close > i) {
          out += text.slice(i, close + 1);
          i = close;
          continue;
        }
      }
      if (depth === 0) start = i;
      depth++;
    } else if ((ch === ')' || ch === ']') && depth > 0) {
      depth--;
      if (depth === 0) {
        const inner = text.slice(start + 1, i);
        const c = ch === ')' ? bracketCondition(inner.trim(), opts) : null;
        if (c) {
          if (c.thickness && !cond.thickness) cond.thickness = c.thickness;
          if (c.gauge && !cond.gauge) cond.gauge = c.gauge;
          if (c.direction && !cond.direction) cond.direction = c.direction;
        }
        out += ' ';
      }
    } else if (depth === 0) out += ch;
  }
  text = out.replace(/\s+/g, ' ').trim();
  return text;
}

function readTemperature(text: string, cond: CellCondition): string {
  const m = /\s(?:at|@)\s*([+\-−]?\s*\d+)\s*°?\s*C\b/i.exec(` ${text}`);
  if (!m) return text;
  cond.temperature = Number(m[1].replace('−', '-').replace(/\s/g, ''));
  return ` ${text}`.replace(m[0], ' ').trim();
}

const conditionKey = (c: CellCondition) =>
  JSON.stringify([c.thickness?.min ?? null, c.thickness?.max ?? null, c.thickness ? c.thickness.text : null, c.gauge ?? null, c.direction ?? null, c.temperature ?? null]);

/**
 * Reads a cell into its entries (see the grammar above). Parts of one segment that carry the same
 * condition are alternatives of different sources (`<=0.035 (a) / <=0.025 (b)`): only the first is kept
 * as an entry. An entry may have no number (`no limit`, `not specified`): it is kept with its text so
 * the first source's statement wins over a later source's number.
 */
export function parseCell(raw: string | null | undefined, opts: CellOptions = {}): CellEntry[] {
  if (isEmptyValue(raw)) return [];
  const entries: CellEntry[] = [];
  // `L: 3-40:26; 40-63:25`: a direction written once before the first band holds for the whole cell.
  const cellDirection = /^(L|T):/.exec(raw!.trim())?.[1] as 'L' | 'T' | undefined;
  for (const segment of splitTop(raw!.trim(), /;/y)) {
    const seen = new Set<string>();
    for (const part of splitTop(segment, /\s\/\s/y)) {
      const condition: CellCondition = {};
      let text = readBrackets(part, condition, opts);
      text = readPrefix(text, condition);
      if (cellDirection && !condition.direction) condition.direction = cellDirection;
      text = readTemperature(text, condition);
      const key = conditionKey(condition);
      if (seen.has(key)) continue;
      seen.add(key);
      const value = readValue(text);
      const entry: CellEntry = { text: part, condition, min: value?.min ?? null, max: value?.max ?? null, typical: value?.typical ?? null, rule: value?.rule ?? null };
      // `5x(C+N) min; <=0.70`: the maximum that follows a formula minimum belongs to it.
      const prev = entries[entries.length - 1];
      if (prev?.rule && prev.max === null && !entry.rule && entry.max !== null && entry.min === null && entry.typical === null && conditionKey(prev.condition) === key) {
        prev.max = entry.max;
        prev.text = `${prev.text}; ${part}`;
        continue;
      }
      entries.push(entry);
    }
  }
  return entries;
}

/** Whether an entry states a number (a formula bound alone does not). */
export const hasNumber = (e: Pick<CellEntry, 'min' | 'max' | 'typical'>) => e.min !== null || e.max !== null || e.typical !== null;
