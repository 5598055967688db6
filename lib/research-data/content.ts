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

function show(value: Json | undefined): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Field-by-field differences between two versions' contents (version history). */
export function contentChanges(before: Record<string, Json> | null, after: Record<string, Json>): { field: string; before: string; after: string }[] {
  if (!before) return [];
  return CONTENT_FIELDS.filter((f) => JSON.stringify(before[f] ?? null) !== JSON.stringify(after[f] ?? null)).map((field) => ({
    field,
    before: show(before[field]),
    after: show(after[field]),
  }));
}
