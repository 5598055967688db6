/**
 * Stable codes of the data labels shown to readers (issue 10, point 11): equivalence relations,
 * product shapes and the remarks the importers write. The data keeps the code (or the source's
 * wording, read into a code here); the server translates it with the messages in
 * `Materials.dataLabels` (messages/{zh,en}/materials.json). Delivery states have their own codes in
 * lib/server/materials/classify.ts (`Materials.deliveryStates`). Pure functions, no server.
 */

export type RelationCode = 'approximate' | 'equivalent' | 'other';

/** "approximate equivalent" → approximate; "equivalent"/"identical" → equivalent; other wording → other. */
export function relationCode(text: string | null | undefined): RelationCode | null {
  const t = text?.trim().toLowerCase();
  if (!t) return null;
  if (/approx|similar|comparable|close/.test(t)) return 'approximate';
  if (/equival|identical|same/.test(t)) return 'equivalent';
  return 'other';
}

export const SHAPE_CODES = [
  'sheet', 'plate', 'strip', 'foil', 'rod', 'bar', 'wire', 'tube', 'pipe', 'extrusion', 'profile', 'forging', 'casting', 'ingot',
  'ring', 'wrought', 'general',
] as const;
export type ShapeCode = (typeof SHAPE_CODES)[number];

const SHAPE_WORDS: [RegExp, ShapeCode][] = [
  [/^sheets?$/, 'sheet'],
  [/^plates?$/, 'plate'],
  [/^strips?$/, 'strip'],
  [/^foils?$/, 'foil'],
  [/^rods?$/, 'rod'],
  [/^(extruded )?bars?$/, 'bar'],
  [/^wires?$/, 'wire'],
  [/^tubes?$/, 'tube'],
  [/^pipes?$/, 'pipe'],
  [/^extru(sion|sions|ded)$/, 'extrusion'],
  [/^profiles?$/, 'profile'],
  [/^forg(ing|ings|ed)$/, 'forging'],
  [/^cast(ing|ings)?$/, 'casting'],
  [/^ingots?$/, 'ingot'],
  [/^rings?$/, 'ring'],
  [/^wrought$/, 'wrought'],
  [/^\(?general\)?$/, 'general'],
];

/**
 * A product-form text split into shape codes: "sheet/plate" → [sheet, plate], "rod & bar" → [rod, bar],
 * "extruded bar" → [bar]. Null when any part is not a known shape (the text is then shown as it is),
 * [] for no text or a dash.
 */
export function shapeCodes(text: string | null | undefined): ShapeCode[] | null {
  const t = text?.trim().toLowerCase();
  if (!t || t === '-') return [];
  const parts = t.split(/\s*(?:\/|&|,|\band\b)\s*/).filter(Boolean);
  const codes: ShapeCode[] = [];
  for (const part of parts) {
    const hit = SHAPE_WORDS.find(([re]) => re.test(part));
    if (!hit) return null;
    if (!codes.includes(hit[1])) codes.push(hit[1]);
  }
  return codes;
}

/** Remarks written by the importers (not by a source): stored as these codes, translated on reading. */
export const REMARK_CODES = ['minOrTypical', 'hardnessScaleUnstated', 'tensileTypo', 'tensileBelowProof', 'proofStressAnomaly'] as const;
export type RemarkCode = (typeof REMARK_CODES)[number];

export function isRemarkCode(text: string | null | undefined): text is RemarkCode {
  return !!text && (REMARK_CODES as readonly string[]).includes(text);
}

/**
 * Whether a composition key is a chemical symbol or formula (C, Nb, NbTa, CEV) rather than a
 * code of a row without one (others, othersEach, othersTotal), whose label alone is shown.
 */
export function isElementSymbol(key: string): boolean {
  return /^[A-Z]/.test(key);
}
