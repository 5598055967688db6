/**
 * Finding the passages of a document that answer a question (issue 36 behaviour 4), without a
 * model: the question's terms (and their names in the other language and on certificates, e.g.
 * "impact energy" = 冲击功 = KV2) are looked up in every passage; the best passages are quoted as
 * they stand, so every number of the answer is the document's own.
 */

export interface Passage {
  page: number;
  position: number;
  text: string;
}

/** Names of one quantity as questions and mill certificates write it. */
const CONCEPTS: readonly (readonly string[])[] = [
  ['impact energy', 'impact', 'charpy', 'kv2', 'kv8', 'kv', 'akv', 'absorbed energy', '冲击功', '冲击吸收能量', '冲击能量', '冲击', '夏比'],
  ['yield strength', 'yield', 'reh', 'rel', 'rp0.2', 'rp02', '屈服强度', '屈服'],
  ['tensile strength', 'tensile', 'rm', 'uts', '抗拉强度', '抗拉'],
  ['elongation', 'a%', 'a50', '伸长率', '断后伸长率', '延伸率'],
  ['reduction of area', 'z%', '断面收缩率'],
  ['hardness', 'hbw', 'hb', 'hv', 'hrc', '硬度'],
  ['chemical composition', 'composition', 'chemical', '化学成分', '成分'],
  ['carbon equivalent', 'ceq', 'cev', '碳当量'],
  ['heat number', 'heat no', 'heat', 'cast', '炉号', '熔炼号'],
  ['certificate number', 'certificate no', 'cert', '证书编号', '质保书编号', '证书号'],
  ['thickness', 'thk', '厚度'],
  ['width', '宽度'],
  ['length', '长度'],
  ['weight', 'mass', '重量', '质量'],
  ['grade', 'steel grade', 'material', '牌号', '钢种', '材质'],
  ['standard', 'specification', 'spec', '标准', '执行标准'],
  ['test temperature', 'temperature', '试验温度', '温度'],
  ['delivery condition', 'heat treatment', 'condition', '交货状态', '热处理'],
  ['bend test', 'bend', '弯曲', '冷弯'],
  ['carbon', '碳'],
  ['manganese', 'mn', '锰'],
  ['silicon', 'si', '硅'],
  ['phosphorus', '磷'],
  ['sulphur', 'sulfur', '硫'],
];

/** Words that say nothing about what is asked. */
const STOP = new Set(
  'what which is the a an of in on for does do this that document certificate mill state states stated value values how much many give me tell show please what\'s are was were its it to from by with and or'.split(' '),
);
const ZH_STOP = /是多少|多少|是什么|什么|请问|这份|文件|文档|质保书|证书|中的|中|的|是|了|吗|呢|请|给出|哪些|哪个|几/g;

const norm = (s: string) => s.toLowerCase().replace(/[\s\u00a0]+/g, ' ');
const ascii = (term: string) => /^[a-z0-9.% ]+$/.test(term);

/** Whether `text` (normalised) holds `term`: latin terms as whole words, Chinese anywhere. */
function holds(text: string, term: string): boolean {
  if (!ascii(term)) return text.includes(term);
  const escaped = term.replace(/[.*+?^${}()|[\]\\%]/g, (c) => `\\${c}`);
  return new RegExp(`(^|[^a-z0-9])${escaped}($|[^a-z0-9])`).test(text);
}

/** The concepts a question asks about and its other words (latin words of 2+ letters, Chinese runs of 2+). */
export function questionTerms(question: string): { concepts: (readonly string[])[]; words: string[] } {
  const q = norm(question);
  const concepts = CONCEPTS.filter((names) => names.some((n) => holds(q, n)));
  const covered = new Set(concepts.flat());
  const latin = (q.match(/[a-z][a-z0-9.%]+|\d+(?:\.\d+)?/g) ?? []).filter((w) => !STOP.has(w) && !covered.has(w));
  const chinese = (q.replace(ZH_STOP, ' ').match(/[\u4e00-\u9fff]{2,}/g) ?? []).filter((w) => !covered.has(w));
  return { concepts, words: [...new Set([...latin, ...chinese])] };
}

const NUMBER = /\d+(?:[.,]\d+)?/;

/**
 * The passages that answer, best first (at most `limit`): a passage scores for every concept of the
 * question it names (3) and every other word (1), and a little more when it states a number. A
 * question whose concepts no passage names finds nothing (never a near miss presented as an answer).
 */
export function findPassages(passages: readonly Passage[], question: string, limit = 3): Passage[] {
  const { concepts, words } = questionTerms(question);
  const q = norm(question);
  if (concepts.length === 0 && words.length === 0) return [];
  const scored: { p: Passage; score: number }[] = [];
  for (const p of passages) {
    const text = norm(p.text);
    const conceptHits = concepts.filter((names) => names.some((n) => holds(text, n))).length;
    if (concepts.length > 0 && conceptHits === 0) continue;
    const wordHits = words.filter((w) => holds(text, w)).length;
    // The very names the question used (e.g. "KV2", "impact energy") count once more each.
    const sameNames = concepts.flat().filter((n) => holds(q, n) && holds(text, n)).length;
    const score = conceptHits * 3 + sameNames + wordHits + (NUMBER.test(p.text) ? 0.5 : 0);
    if (conceptHits + wordHits > 0) scored.push({ p, score });
  }
  scored.sort((a, b) => b.score - a.score || a.p.page - b.p.page || a.p.position - b.p.position);
  return scored.slice(0, limit).map((s) => s.p);
}

/**
 * Splits a page's lines into passages: a line is a passage (a row of a certificate's table), but a
 * line without a number is joined to the next line so a heading stays with its values.
 */
export function linesToPassages(lines: readonly string[], page: number): Passage[] {
  const out: Passage[] = [];
  let pending = '';
  for (const raw of lines) {
    // The line as the file has it (issue 47: a quote matches the file's text exactly), only its ends trimmed.
    const line = raw.trim();
    if (!line) continue;
    const text = pending ? `${pending} ${line}` : line;
    if (!NUMBER.test(line) && text.length < 120) {
      pending = text;
      continue;
    }
    pending = '';
    for (let i = 0; i < text.length; i += 1000) out.push({ page, position: out.length + 1, text: text.slice(i, i + 1000) });
  }
  if (pending) out.push({ page, position: out.length + 1, text: pending });
  return out;
}

/** A piece of text on a PDF line: where it starts, how wide it is, and its font size (all in the page's units). */
export interface LinePiece {
  x: number;
  width: number;
  size: number;
  str: string;
}

/**
 * The text of one PDF line from its pieces (issue 47): pieces that touch are one word, so a heat number drawn as
 * "26", "A", "1187" reads "26A1187" as the file shows it, never "26 A 1187". A space goes where the file has one: a
 * piece of white space (pdf.js emits those where it sees a space), a piece ending or starting with one, or a gap of
 * more than a fifth of the font size between two pieces.
 */
export function joinLine(pieces: readonly LinePiece[]): string {
  const sorted = [...pieces].sort((a, b) => a.x - b.x);
  let text = '';
  let end: number | null = null;
  for (const p of sorted) {
    if (end !== null && text && !/\s$/.test(text) && !/^\s/.test(p.str)) {
      const gap = p.x - end;
      if (gap > Math.max(0.2 * (p.size || 10), 0.5)) text += ' ';
    }
    text += p.str;
    end = p.x + p.width;
  }
  return text.replace(/\s+/g, ' ').trim();
}
