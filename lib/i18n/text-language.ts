/**
 * The language a piece of data is written in (issue 29 item 6): notes, citations and labels read
 * from the reference data exist in one language only. The screens show such text marked with its
 * language (`lang`) and a small "English only" / "仅有中文" label when it is not the page's language,
 * never as the page's own text; the language scan of the browser tests (e2e/language.spec.ts)
 * uses the same rules to find text that is neither.
 */

const HAN = /[\u3400-\u9fff\uf900-\ufaff]/;
const HAN_ALL = /[\u3400-\u9fff\uf900-\ufaff]/g;

/**
 * Words that are not English prose on a Chinese page: units, symbols, abbreviations used in
 * Chinese technical writing as they are. A run of letters outside this list is English prose.
 */
export const NEUTRAL_WORDS = new Set(
  [
    // units
    'mm', 'cm', 'km', 'kg', 'kN', 'MPa', 'GPa', 'ksi', 'psi', 'HBW', 'HB', 'HRC', 'HRB', 'HV', 'HV10', 'min', 'max', 'ppm', 'Hz', 'kHz', 'MB', 'KB', 'GB', 'kB', 'ft', 'lbf', 'in', 'inch', 'lb',
    // symbols of properties and tests
    'ReH', 'ReL', 'Rm', 'Rp', 'Rt', 'KV', 'KU', 'KV2', 'CEV', 'CET', 'Pcm', 'CE', 'UTS', 'YS', 'Cpk',
    // organisations, systems and formats used untranslated in Chinese text
    'GB', 'YB', 'ASTM', 'AISI', 'SAE', 'ASME', 'AWS', 'API', 'JIS', 'DIN', 'EN', 'ISO', 'BS', 'UNS', 'NF', 'GOST', 'KS', 'AS', 'IIW', 'CNAS', 'CMA', 'SMAW', 'GMAW', 'GTAW', 'SAW', 'FCAW', 'MAG', 'MIG', 'TIG',
    'Grade', 'Gr', 'Word', 'PDF', 'CSV', 'Excel', 'XLSX', 'JSON', 'ID', 'VIP', 'URL', 'SMS', 'HTTP', 'HTTPS', 'SHA', 'Ed25519', 'RFC', 'Ashby', 'RMB', 'CNY', 'ICP', 'Tel', 'Email', 'E-mail',
  ].map((w) => w.toLowerCase()),
);

/** A word of English prose: letters only, at least one lower-case letter, three letters or more. */
const PROSE_WORD = /^[A-Za-z]*[a-z][A-Za-z]*$/;

/** Whether one token (letters, digits, '.', '-', '_', '/', '+') is a word of English prose. */
function isProseWord(token: string): boolean {
  const word = token.replace(/^[._/+-]+|[._/+-]+$/g, '');
  return word.length >= 3 && word.split('_').every((p) => PROSE_WORD.test(p)) && !NEUTRAL_WORDS.has(word.toLowerCase());
}

/** The runs of English words in a text: "thickness bands as listed", "alipay", "round"; codes, grades and units excluded. */
export function englishRuns(text: string): string[] {
  const runs: string[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length) runs.push(run.join(' '));
    run = [];
  };
  // Tokens are separated by anything but letters, digits, '.', '-', '_' and '/' (so "Gr.50", "X5CrNi18-10", "Nb/V/Ti" stay one token).
  for (const token of text.split(/[^A-Za-z0-9._/+-]+/)) {
    const word = token.replace(/^[._/+-]+|[._/+-]+$/g, '');
    if (!word) continue;
    // Short words ("as", "by", "of") continue a run but never start one (an "in" alone is a unit).
    if (isProseWord(word)) run.push(word);
    else if (run.length && /^[a-z]{1,2}$/.test(word)) run.push(word);
    else flush();
  }
  flush();
  return runs;
}

/**
 * A text cut where its English words are (issue 48 item 9): the words of English prose inside Chinese text — a trade
 * name in a Chinese product name, "耐候钢 Corten 板" — as segments of their own, so a screen marks them `lang="en"`
 * instead of labelling the whole name "English only".
 */
export function languageSegments(text: string): { text: string; english: boolean }[] {
  const out: { text: string; english: boolean }[] = [];
  let last = 0;
  for (const m of text.matchAll(/[A-Za-z0-9._/+-]+/g)) {
    if (!isProseWord(m[0])) continue;
    if (m.index > last) out.push({ text: text.slice(last, m.index), english: false });
    out.push({ text: m[0], english: true });
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push({ text: text.slice(last), english: false });
  return out;
}

/** Whether a text contains Chinese characters. */
export function hasHan(text: string): boolean {
  return HAN.test(text);
}

/**
 * The language a data text is written in: 'zh' when it has Chinese characters, 'en' when it has
 * English words, null for codes, numbers, grade names and units (the same in both languages).
 */
export function textLanguage(text: string): 'zh' | 'en' | null {
  if (hasHan(text)) return 'zh';
  return englishRuns(text).length ? 'en' : null;
}

/**
 * One side of a bilingual text written "中文 / English" (the library's issuers): the side in the
 * reader's language; the text as it is when it is not such a pair.
 */
export function bilingualSide(text: string, locale: string): string {
  const parts = text.split(' / ');
  if (parts.length !== 2) return text;
  const [a, b] = parts.map((p) => p.trim());
  if (hasHan(a) && !hasHan(b)) return locale === 'zh' ? a : b;
  if (hasHan(b) && !hasHan(a)) return locale === 'zh' ? b : a;
  return text;
}

/**
 * The language a data text is foreign in on a page of `locale`, or null when it reads as the page's
 * own. On a Chinese page: English prose, unless the text is Chinese with a few English words in it —
 * it is foreign when its English words outnumber its Chinese characters (a citation quoting a Chinese
 * standard in English is English; "耐候钢 Corten 板", a Chinese product name with one Latin word, is
 * Chinese: issue 48 item 9, it was tagged "仅有英文"). On an English page any Chinese character.
 */
export function foreignLanguage(text: string, locale: string): 'zh' | 'en' | null {
  if (locale === 'zh') {
    const words = englishRuns(text).flatMap((run) => run.split(' '));
    if (!words.length) return null;
    return words.length > (text.match(HAN_ALL) ?? []).length ? 'en' : null;
  }
  return hasHan(text) ? 'zh' : null;
}
