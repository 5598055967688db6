import 'server-only';
import type { CertificateCheck, CheckRow, Quote } from '@/lib/ai/contract';
import { CHECK_PROPERTIES, judge, readCertificate, type CertificateValue } from '@/lib/ai/certificate';
import type { Passage } from '@/lib/ai/document-match';
import { findGrades } from '@/lib/ai/intent';
import { bandOf, bandText, type ThicknessBand } from '@/lib/intelligence/thickness';
import { formatNumber } from '@/lib/materials/units';
import { normalizeGrade } from '@/lib/materials/grade-names';
import type { Locale } from '@/lib/i18n/routing';
import type { Translate } from '@/lib/server/api/types';
import type { Db } from '@/lib/server/db/client';
import { materialElementRows, materialPropertyRows, type MaterialPropertyRow } from '@/lib/server/materials/rows';
import { getIntelData, type IntelRecord } from '@/lib/server/intelligence/records';
import { gradeIndex, materialCitation } from './tools';

type PropertyRow = MaterialPropertyRow;
type Requirement = NonNullable<CheckRow['requirement']>;

/** The bounds of one property in a stored row (impact energy is a minimum). */
const bounds: Record<(typeof CHECK_PROPERTIES)[number], (p: PropertyRow) => { min: number | null; max: number | null; raw: string | null }> = {
  yield: (p) => ({ min: p.yieldMin, max: p.yieldMax, raw: p.yieldRaw }),
  tensile: (p) => ({ min: p.tensileMin, max: p.tensileMax, raw: p.tensileRaw }),
  elongation: (p) => ({ min: p.elongationMin, max: p.elongationMax, raw: p.elongationRaw }),
  impact: (p) => ({ min: p.impactEnergy, max: null, raw: p.impactRaw }),
};

/**
 * The requirement of one property at the certificate's thickness, from the grade's specified rows:
 * rows with a thickness range apply only to a thickness inside it (the band rule of
 * lib/intelligence/thickness.ts, never extrapolated); rows without one apply to any thickness.
 */
function propertyRequirement(rows: PropertyRow[], key: keyof typeof bounds, thickness: number | null): { requirement: Requirement | null; reason: CheckRow['reason'] } {
  const having = rows.filter((r) => bounds[key](r).min !== null || bounds[key](r).max !== null);
  if (!having.length) return { requirement: null, reason: 'noRequirement' };
  const banded = having.filter((r) => r.thicknessMin !== null || r.thicknessMax !== null);
  let row: PropertyRow | undefined;
  if (banded.length) {
    if (thickness === null) return { requirement: null, reason: 'noThickness' };
    const bands: (ThicknessBand & { row: PropertyRow })[] = banded.map((r) => ({ min: r.thicknessMin, max: r.thicknessMax, raw: r.thicknessRaw, properties: {}, row: r }));
    row = (bandOf(bands, thickness) as (typeof bands)[number] | null)?.row;
    if (!row) return { requirement: null, reason: 'outsideBands' };
  } else {
    row = having[0];
  }
  const b = bounds[key](row);
  const band = row.thicknessMin !== null || row.thicknessMax !== null ? bandText({ min: row.thicknessMin, max: row.thicknessMax, raw: row.thicknessRaw }, 'en') : null;
  return { requirement: { ...b, thickness: band, temperature: key === 'impact' ? row.impactTemperature : null }, reason: null };
}

function checkRow(v: CertificateValue, requirement: Requirement | null, reason: CheckRow['reason']): CheckRow {
  let result: CheckRow['result'] = requirement ? judge(v.value, requirement.min, requirement.max) : 'unknown';
  // An impact energy tested at another temperature than the requirement's cannot be judged.
  if (requirement && v.quantity === 'impact' && requirement.temperature !== null && v.temperature !== requirement.temperature) {
    result = 'unknown';
    reason = 'temperature';
  }
  if (requirement && result === 'unknown' && !reason) reason = 'noRequirement';
  return {
    quantity: v.quantity,
    unit: v.unit,
    value: v.value,
    basis: v.basis ?? null,
    temperature: v.temperature ?? null,
    page: v.page,
    position: v.position,
    requirement,
    result,
    reason: result === 'unknown' ? reason : null,
  };
}

/** The grade to check against: the one the question names, else (when it names none) the first the document names. */
function gradeOf(question: string, passages: readonly Passage[], resolve: (c: string) => string | null): { grade: string | null; unknown: string[] } {
  const asked = findGrades(question, resolve);
  if (asked.grades.length) return { grade: asked.grades[0], unknown: [] };
  // A grade asked for that the database does not hold is said so, never swapped for the document's.
  if (asked.unknown.length) return { grade: null, unknown: asked.unknown };
  const named = passages.filter((p) => /grade|steel|material|牌号|钢种|材质|钢号/i.test(p.text));
  for (const p of [...named, ...passages]) {
    const found = findGrades(p.text, resolve);
    if (found.grades.length) return { grade: found.grades[0], unknown: [] };
  }
  return { grade: null, unknown: asked.unknown };
}

/** A requirement's bounds as a standard prints them: "≥ 345", "≤ 0.24", "470–630". */
function boundsText(min: number | null, max: number | null, n: (v: number) => string): string {
  if (min !== null && max !== null) return `${n(min)}–${n(max)}`;
  return min !== null ? `≥ ${n(min)}` : max !== null ? `≤ ${n(max)}` : '';
}

export interface CheckAnswer {
  answer: string;
  found: boolean;
  quotes: Quote[];
  check: CertificateCheck | null;
}

/**
 * Compares each value a certificate states with the grade's requirement stored in the database
 * (specified property rows at the certificate's thickness, composition limits): pass, fail, or
 * unknown where the database holds no requirement that applies. The requirement's text is the
 * record's own and its source is the record (detail page, data set, source link). `parts`: the
 * document is a DOCX, whose "pages" are parts between manual page breaks.
 */
export async function checkCertificate(db: Db, passages: readonly Passage[], question: string, t: Translate, locale: Locale, parts = false): Promise<CheckAnswer> {
  const data = await getIntelData(db);
  const index = gradeIndex(data);
  const { grade, unknown } = gradeOf(question, passages, (c) => index.get(normalizeGrade(c))?.grade ?? null);
  if (!grade) {
    const answer = unknown.length ? t('Ai.check.gradeNotInDatabase', { grades: unknown.join(', ') }) : t('Ai.check.noGrade');
    return { answer, found: false, quotes: [], check: null };
  }
  const record: IntelRecord = index.get(normalizeGrade(grade))!;
  const reading = readCertificate(passages);
  const cite = materialCitation(record);
  const check: CertificateCheck = { grade: record.grade, href: cite.href!, standard: record.standard ?? null, dataset: record.datasetCode, sourceUrl: cite.sourceUrl, thickness: reading.thickness?.value ?? null, rows: [] };
  if (!reading.values.length) return { answer: t('Ai.check.noValues', { grade: record.grade }), found: false, quotes: [], check };

  const [props, elements] = await Promise.all([
    materialPropertyRows(db, record.numericId, 'specified'),
    materialElementRows(db, record.numericId),
  ]);
  for (const v of reading.values) {
    if ((CHECK_PROPERTIES as readonly string[]).includes(v.quantity)) {
      const { requirement, reason } = propertyRequirement(props, v.quantity as keyof typeof bounds, check.thickness);
      check.rows.push(checkRow(v, requirement, reason));
      continue;
    }
    const e = elements.find((el) => el.element === v.quantity);
    const scale = e?.unit === 'ppm' ? 1e-4 : 1;
    const requirement: Requirement | null =
      e && (e.minValue !== null || e.maxValue !== null)
        ? { min: e.minValue === null ? null : e.minValue * scale, max: e.maxValue === null ? null : e.maxValue * scale, raw: e.raw, thickness: null, temperature: null }
        : null;
    check.rows.push(checkRow(v, requirement, requirement ? null : 'noRequirement'));
  }

  const n = (v: number) => formatNumber(v, locale, 4);
  const label = (q: string) => ((CHECK_PROPERTIES as readonly string[]).includes(q) ? t(`Ai.check.quantities.${q}`) : q);
  const counts = { pass: 0, fail: 0, unknown: 0 };
  for (const r of check.rows) counts[r.result]++;
  const lines = check.rows.map((r) =>
    t(`Ai.check.line.${r.result}`, {
      quantity: label(r.quantity),
      value: `${n(r.value)} ${r.unit}`,
      where: t(parts ? 'Ai.docs.wherePart' : 'Ai.docs.where', { page: r.page, position: r.position }),
      requirement: r.requirement ? `${boundsText(r.requirement.min, r.requirement.max, n)} ${r.unit}` : '',
      reason: r.reason ? t(`Ai.check.reasons.${r.reason}`) : '',
    }),
  );
  const thickness = check.thickness === null ? t('Ai.check.noThicknessStated') : t('Ai.check.thickness', { mm: n(check.thickness) });
  const answer = [t('Ai.check.summary', { grade: record.grade, standard: record.standard ?? '—', ...counts }), thickness, ...lines].join('\n');
  const seen = new Set<string>();
  const quotes: Quote[] = [];
  for (const r of check.rows) {
    const key = `${r.page}-${r.position}`;
    const p = passages.find((x) => x.page === r.page && x.position === r.position);
    if (p && !seen.has(key)) {
      seen.add(key);
      quotes.push({ page: p.page, position: p.position, text: p.text });
    }
  }
  return { answer, found: true, quotes, check };
}
