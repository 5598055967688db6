/**
 * Grade-name normalisation for cross-reference look-ups: "A572 Grade 50", "A572 Gr.50" and
 * "a572 gr 50" are one name; "Q355B (old Q345B)" carries two names.
 */
export function normaliseGrade(name: string): string {
  return name
    .toUpperCase()
    .replace(/GRADE/g, 'GR')
    .replace(/\b(?:AISI|SAE|UNS|ASTM|JIS|EN|GB|DIN)\b/g, '')
    .replace(/[\s.\-_#]/g, '');
}

/** Every name a cross-reference cell or an alias field lists: split on `/`, `;`, `,` and parentheses. */
export function namesIn(cell: string | null | undefined): string[] {
  if (!cell) return [];
  const out: string[] = [];
  for (const part of cell.split(/[;,/()]/)) {
    const cleaned = part
      .replace(/\b(?:old|approx\.?|compiler|as stated|uncertain|new|TP)\b/gi, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    if (cleaned && /[0-9A-Za-z]/.test(cleaned)) out.push(cleaned);
  }
  return out;
}

/** Whether a record (grade plus aliases) answers to one of `names`. */
export function gradeMatchesAny(grade: string, aliases: readonly string[], names: readonly string[]): boolean {
  const mine = new Set([grade, ...aliases].map(normaliseGrade).filter(Boolean));
  return names.some((n) => mine.has(normaliseGrade(n)));
}
