import { normalizeGrade } from '@/lib/materials/grade-names';

/**
 * Text normalisation for search: word tokens (Intl.Segmenter, Chinese aware) for the `simple`
 * tsvector; grade keys come from the one normaliser in grade-names.ts.
 */
export { normalizeGrade };

const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });


/** Word tokens of a text, lower case, as Intl.Segmenter('zh') finds them. */
export function segmentWords(text: string): string[] {
  const out: string[] = [];
  for (const part of segmenter.segment(text.normalize('NFKC').toLowerCase())) {
    if (part.isWordLike) out.push(part.segment);
  }
  return out;
}

/** Tokens for the tsvector: words plus the normalised form of grade-like pieces. */
export function searchTokens(texts: (string | null | undefined)[]): string[] {
  const set = new Set<string>();
  for (const text of texts) {
    if (!text) continue;
    for (const w of segmentWords(text)) set.add(w);
    for (const piece of text.split(/[\s,;/()（）]+/)) {
      const norm = normalizeGrade(piece).toLowerCase();
      if (norm.length > 1) set.add(norm);
    }
  }
  return [...set].filter((t) => t.length <= 60);
}

/** URL slug: ascii letters and digits, lower case, dash separated. */
export function slugify(text: string): string {
  const s = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return s.slice(0, 80) || 'material';
}
