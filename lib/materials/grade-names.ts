/**
 * The one grade-name normaliser (search, suggestions, grade matching, comparison and the
 * import's stored keys all use it): "A572 Grade 50", "A572 Gr.50", "ASTM A572-50" and "a572 gr 50"
 * are one name (`A57250`); "Q355B (old Q345B)" carries two names (namesIn).
 *
 * Rules, in order: Unicode compatibility form (full-width letters), upper case; the words GRADE and
 * GR (also glued to digits: "A572Gr50") dropped; standard-system prefixes (AISI, SAE, UNS, ASTM,
 * JIS, EN, GB, DIN) dropped as whole words; then every character that is not a letter or digit.
 */
export function normalizeGrade(name: string): string {
  return name
    .normalize('NFKC')
    .toUpperCase()
    .replace(/(?<![A-Z])GR(?:ADE)?(?![A-Z])/g, ' ')
    .replace(/\b(?:AISI|SAE|UNS|ASTM|JIS|EN|GB|DIN)\b/g, ' ')
    .replace(/[^\p{L}\p{N}]+/gu, '');
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
  const mine = new Set([grade, ...aliases].map(normalizeGrade).filter(Boolean));
  return names.some((n) => mine.has(normalizeGrade(n)));
}
