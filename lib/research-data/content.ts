import type { Json } from './provenance';

/**
 * What a version of an R&D data record signs (issue 16 item 4): the record's fields as stored,
 * built by this one function from the database rows both when a version is signed and when the
 * chain is verified, so a value changed in storage no longer matches its signature. Sharing
 * settings, counts and states are not content: changing them makes no new version.
 *
 * The links to standard grades (the `myStandardList` tab) are content too, as linked (system code,
 * standard number and year, grade name): the member `standards` is present only when there is a
 * link, so the versions signed before links existed keep their exact content and hashes.
 */
export interface ContentSource {
  dataName: string;
  materialName: string;
  project: string;
  dataSource: string;
  experimentType: string | null;
  composition: unknown;
  performance: unknown;
  process: string;
  structure: string;
  phaseStructure: string;
  externalIds: unknown;
}

export interface ContentFile {
  name: string;
  sha256: string;
  size: number;
}

/** A link to a standard grade as it was when linked (the grade may later change or go). */
export interface ContentStandard {
  system: string;
  standard: string;
  year: number;
  grade: string;
}

export const CONTENT_FIELDS = ['dataName', 'materialName', 'project', 'dataSource', 'experimentType', 'composition', 'performance', 'process', 'structure', 'phaseStructure', 'externalIds', 'files', 'standards'] as const;
export type ContentField = (typeof CONTENT_FIELDS)[number];

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** JSON as read back from jsonb (drops undefined members). */
function plain(value: unknown): Json {
  return value === undefined ? null : (JSON.parse(JSON.stringify(value)) as Json);
}

export function versionContent(
  row: ContentSource,
  files: readonly ContentFile[],
  standards: readonly ContentStandard[] = [],
): { [K in Exclude<ContentField, 'standards'>]: Json } & { standards?: Json } {
  const links = [...standards]
    .map((s) => ({ system: s.system, standard: s.standard, year: s.year, grade: s.grade }))
    .sort((a, b) => byText(a.system, b.system) || byText(a.standard, b.standard) || a.year - b.year || byText(a.grade, b.grade));
  return {
    dataName: row.dataName,
    materialName: row.materialName,
    project: row.project,
    dataSource: row.dataSource,
    experimentType: row.experimentType,
    composition: plain(row.composition ?? []),
    performance: plain(row.performance ?? []),
    process: row.process,
    structure: row.structure,
    phaseStructure: row.phaseStructure,
    externalIds: plain(row.externalIds ?? []),
    files: [...files].sort((a, b) => a.sha256.localeCompare(b.sha256) || a.name.localeCompare(b.name)).map((f) => ({ name: f.name, sha256: f.sha256, size: f.size })),
    ...(links.length ? { standards: links } : {}),
  };
}

/** One row of a list field that differs between two versions: added (before null), removed (after null) or changed. */
export interface ChangedItem {
  /** What identifies the row: the element, the property and its condition, the file name, the grade. */
  key: string;
  before: string | null;
  after: string | null;
}

/** A field that differs from the previous version: its value before and after as readable text, never JSON. */
export interface ContentChange {
  field: string;
  before: string;
  after: string;
  /** List fields (composition, performance, identifiers, files, standards): only the rows that differ. */
  items?: ChangedItem[];
}

type Row = Record<string, Json>;
const str = (v: Json | undefined) => (v === undefined || v === null ? '' : String(v));
const withUnit = (value: string, unit: Json | undefined) => (str(unit) ? `${value} ${str(unit)}` : value);

/** How the rows of each list field read: [key, value] per row (language-neutral: symbols, numbers, units, names). */
const LIST_ROWS: Record<string, (r: Row) => [string, string]> = {
  composition: (r) => [str(r.element), `${str(r.value)} %`],
  performance: (r) => [
    str(r.condition) ? `${str(r.property)} (${str(r.condition)})` : str(r.property),
    withUnit(r.kind === 'range' ? `${str(r.min)} – ${str(r.max)}` : str(r.value), r.unit),
  ],
  externalIds: (r) => [[str(r.type), str(r.name)].filter(Boolean).join(' '), str(r.doi) ? `DOI ${str(r.doi)}` : str(r.name)],
  files: (r) => [str(r.name), `${str(r.size)} B · SHA-256 ${str(r.sha256).slice(0, 12)}…`],
  standards: (r) => [`${str(r.standard)}-${str(r.year)} ${str(r.grade)}`, str(r.system)],
};

function rowsOf(field: string, value: Json | undefined): Map<string, string> {
  const out = new Map<string, string>();
  const read = LIST_ROWS[field];
  if (!Array.isArray(value)) return out;
  for (const row of value) {
    if (!row || typeof row !== 'object' || Array.isArray(row)) continue;
    const [key, text] = read(row as Row);
    // Two rows with one key (older data): keep both, numbered, rather than hide one.
    let k = key;
    for (let n = 2; out.has(k); n++) k = `${key} #${n}`;
    out.set(k, text);
  }
  return out;
}

function readable(field: string, value: Json | undefined): string {
  if (LIST_ROWS[field]) return [...rowsOf(field, value)].map(([k, v]) => (field === 'composition' ? `${k} ${v}` : `${k}: ${v}`)).join('; ');
  return str(value);
}

/** Field-by-field differences between two versions' contents (version history), row by row for list fields. */
export function contentChanges(before: Record<string, Json> | null, after: Record<string, Json>): ContentChange[] {
  if (!before) return [];
  return CONTENT_FIELDS.filter((f) => JSON.stringify(before[f] ?? null) !== JSON.stringify(after[f] ?? null)).map((field) => {
    const change: ContentChange = { field, before: readable(field, before[field]), after: readable(field, after[field]) };
    if (LIST_ROWS[field]) {
      const a = rowsOf(field, before[field]);
      const b = rowsOf(field, after[field]);
      const keys = [...new Set([...a.keys(), ...b.keys()])];
      change.items = keys.filter((k) => a.get(k) !== b.get(k)).map((key) => ({ key, before: a.get(key) ?? null, after: b.get(key) ?? null }));
    }
    return change;
  });
}
