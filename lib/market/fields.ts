import type { MessageOf } from '@/lib/units';

/** The file name of a generated data product: its code, the file's language and the format's extension (steel-grades-en.csv). */
export function generatedFileName(code: string, format: string, locale: string): string {
  return `${code.replace(/[^a-zA-Z0-9_-]+/g, '-')}-${locale}.${format}`;
}

/** Part dimensions whose names are quantities, labelled in both languages; the others are symbols the standards print as they are (h, b, d, P, s). */
const NAMED_PART_FIELDS = ['area', 'weight', 'od', 'wall', 'schedule'];

/** The label of a part's dimension field: its name in the reader's language, or the symbol. */
export const partFieldLabel = (name: string, m: MessageOf): string => (NAMED_PART_FIELDS.includes(name) ? m(`Market.parts.fields.${name}`) : name);
