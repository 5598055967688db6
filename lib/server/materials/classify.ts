import type { ImportStandard } from './import/types';

/**
 * Maps source wording to the category and delivery-state codes whose labels live in
 * messages/{zh,en}/materials.json, and standard citations to standard records.
 */

const STEEL_CATEGORIES: [RegExp, string][] = [
  [/reinforc|rebar/i, 'rebar'],
  [/pressure vessel/i, 'pressureVessel'],
  [/weathering|atmospheric corrosion/i, 'weathering'],
  // A stainless pipe is a stainless steel first (its grade is a stainless grade); other pipes are pipe steels.
  [/stainless/i, 'stainless'],
  [/\bpipe\b|\btube\b/i, 'pipe'],
  [/cold[\s-]*rolled sheet|cold[\s-]*reduced/i, 'coldRolledSheet'],
  [/hot[\s-]*rolled sheet/i, 'hotRolledSheet'],
  [/coated sheet|galvani[sz]ed|zinc[\s-]*coated/i, 'coatedSheet'],
  [/shipbuilding|hull structural/i, 'shipbuilding'],
  [/tool steel/i, 'toolSteel'],
  [/heat[\s-]*resist/i, 'heatResistant'],
  [/cast steel|carbon cast/i, 'castSteel'],
  [/case[\s-]*hardening|carburi/i, 'caseHardening'],
  [/nitrid/i, 'nitriding'],
  [/spring/i, 'spring'],
  [/bearing/i, 'bearing'],
  [/free[\s-]*cutting|machinab/i, 'freeCutting'],
  [/deep[\s-]*drawing|free-drawing/i, 'deepDrawing'],
  [/low alloy|hsla|high strength/i, 'hsla'],
  [/heat[\s-]*treatment|hardening steel|quench/i, 'quenchTemper'],
  [/alloy/i, 'alloyStructural'],
  [/quality carbon|carbon structural quality/i, 'qualityCarbon'],
  [/carbon|non-alloy|general structure/i, 'carbonStructural'],
  [/welded structure|weldable/i, 'weldedStructure'],
  [/structural|constructional/i, 'structural'],
];

/** Steel category code from the source's family or description text. */
export function steelCategory(text: string | null | undefined): string | null {
  if (!text) return null;
  for (const [re, code] of STEEL_CATEGORIES) if (re.test(text)) return code;
  return null;
}

/** SAE/AISI numbering: 10xx–15xx carbon steels, other four-digit numbers alloy steels. */
export function saeCategory(grade: string): string | null {
  const m = /SAE\s*(\d{4,5})/i.exec(grade);
  if (!m) return null;
  if (m[1].length === 5) return null;
  return /^1[0-5]/.test(m[1]) ? 'carbon' : 'alloyStructural';
}

const DELIVERY: [RegExp, string][] = [
  [/pwht|post[\s-]*weld/i, 'pwht'],
  [/as[\s-]*welded/i, 'asWelded'],
  [/solution/i, 'solutionTreated'],
  [/q\s*&\s*t|quench\w*\s*(and|&|\+)\s*temper|\+QT|improved|\bQ\s*\d{3}.*\bT\s*\d{3}/i, 'quenchedTempered'],
  [/normali/i, 'normalized'],
  [/anneal|\+A\b/i, 'annealed'],
  [/temper/i, 'tempered'],
  [/case[\s-]*hard|face hard|carburi|nitro-case/i, 'caseHardened'],
  [/nitrid|nitro/i, 'nitrided'],
  [/quench/i, 'quenched'],
  [/cold|hard$|drawn/i, 'coldWorked'],
  [/cast/i, 'asCast'],
  [/extrud/i, 'asExtruded'],
  [/rolled|\bAR\b/i, 'asRolled'],
  [/heat treated/i, 'heatTreated'],
];

/** Delivery-state code from free text; `other` for text that fits no code, null for no text. */
export function deliveryState(text: string | null | undefined): string | null {
  if (!text || !text.trim()) return null;
  for (const [re, code] of DELIVERY) if (re.test(text)) return code;
  return 'other';
}

/** Aluminium temper designation (O, H14, T6, T651, F, W) → delivery-state code. */
export function temperState(temper: string | null | undefined): string | null {
  const t = temper?.trim().toUpperCase();
  if (!t) return null;
  if (t.startsWith('O')) return 'annealed';
  if (t.startsWith('H')) return 'strainHardened';
  if (/^T[1-4]/.test(t)) return 'naturallyAged';
  if (/^T[5-9]/.test(t)) return 'artificiallyAged';
  if (t.startsWith('F')) return 'asFabricated';
  if (t.startsWith('W')) return 'solutionTreated';
  return 'other';
}

/** Aluminium alloy designation → series category. */
export function aluminiumCategory(alloy: string): string {
  const a = alloy.replace(/^alclad\s+/i, '').trim();
  if (/^\d{3}\.\d/.test(a) || /^A\d{3}\.\d/.test(a)) return 'castAluminium';
  const m = /^(\d)(?:\d{3}|A\d{2})/.exec(a);
  if (m && Number(m[1]) >= 1 && Number(m[1]) <= 8) return `series${m[1]}`;
  return 'experimentalAluminium';
}

const STANDARD_RE =
  /\b(GB\/T|GB|JB\/T|YB\/T|ASTM|AWS|EN|JIS|ISO|DIN|GOST|BS|NF|CSN)\s*([A-Z]?\s?\d+(?:\.\d+)?(?:[-:]\d+)*(?:\/[A-Z]?\d+[A-Z]?)?[A-Z]?)/;

const SYSTEM_OF: Record<string, string> = { 'GB/T': 'GB', GB: 'GB', 'JB/T': 'GB', 'YB/T': 'GB' };

/** First standard cited in a text, e.g. `GB/T 1591-2018`, `EN 10025-2:2004`, `GOST 4543-71`. */
export function parseStandard(text: string | null | undefined): ImportStandard | null {
  if (!text) return null;
  const m = STANDARD_RE.exec(text);
  if (!m) return null;
  const prefix = m[1];
  let rest = m[2].replace(/\s+/g, ' ').trim();
  let year: number | null = null;
  const y4 = /^(.*?)(?:-|:)((?:19|20)\d\d)$/.exec(rest);
  const y2 = /^(\d+)-(\d\d)$/.exec(rest);
  if (y4) {
    rest = y4[1];
    year = Number(y4[2]);
  } else if (y2 && prefix === 'GOST') {
    rest = y2[1];
    year = Number(y2[2]) + (Number(y2[2]) > 30 ? 1900 : 2000);
  }
  const code = `${prefix} ${m[2].replace(/\s+/g, ' ').trim()}`;
  return { code, system: SYSTEM_OF[prefix] ?? prefix, number: `${prefix} ${rest}`, year };
}
