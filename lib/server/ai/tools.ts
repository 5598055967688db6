import 'server-only';
import { normalizeGrade } from '@/lib/materials/grade-names';
import { detailHref } from '@/lib/materials/paths';
import { rdDetailHref } from '@/lib/research-data/paths';
import type { Citation } from '@/lib/ai/contract';
import type { Db } from '@/lib/server/db/client';
import type { SessionUser } from '@/lib/session/permissions';
import type { IntelData, IntelRecord } from '@/lib/server/intelligence/records';
import { pageRecords } from '@/lib/server/research-data/queries';

/**
 * The assistant's tools are the portal's own functions (issue 36, behaviour 1): the intelligence
 * records and matching of lib/server/intelligence (materials read through normalizeGrade, no second
 * index) and the R&D data list under research-data's access policy. This module adapts them.
 */

/** normalizeGrade(grade or alias) → the record, steel first, then alloys, then consumables. */
export function gradeIndex(data: IntelData): Map<string, IntelRecord> {
  const index = new Map<string, IntelRecord>();
  const order = { steel: 0, alloy: 1, welding: 2 } as const;
  const records = [...data.records].sort((a, b) => order[a.type] - order[b.type]);
  for (const r of records) {
    const norm = normalizeGrade(r.grade);
    if (norm && !index.has(norm)) index.set(norm, r);
  }
  for (const r of records) {
    for (const a of r.aliases) {
      const norm = normalizeGrade(a);
      if (norm && norm.length >= 3 && !index.has(norm)) index.set(norm, r);
    }
  }
  return index;
}

/** A material record as a citation: its detail page, its standard and its data set. */
export function materialCitation(r: Pick<IntelRecord, 'id' | 'type' | 'grade' | 'system' | 'standard' | 'datasetCode'> & { sourceUrls?: string[] }): Citation {
  return {
    kind: 'material',
    title: r.grade,
    href: detailHref(r.type, r.id),
    detail: [r.system, r.standard].filter(Boolean).join(' · ') || null,
    dataset: r.datasetCode,
    sourceUrl: r.sourceUrls?.find((u) => /^https?:\/\//.test(u)) ?? null,
  };
}

/** Unique by page: a record cited twice is one card. */
export function uniqueCitations(list: Citation[]): Citation[] {
  const seen = new Set<string>();
  return list.filter((c) => {
    const key = `${c.kind}|${c.href ?? c.title}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * R&D records that mention a grade and the caller may see: the research-data list itself
 * (`pageRecords`), so its policy decides every row (a private record of another user never appears).
 */
export async function researchDataFor(db: Db, grade: string, user: SessionUser | null): Promise<Citation[]> {
  const page = await pageRecords(db, { page: 1, pageSize: 3, scope: 'all', keyword: grade }, user);
  return page.list.map((card) => ({
    kind: 'researchData' as const,
    title: card.dataName,
    href: rdDetailHref(card.id),
    detail: [card.code, card.materialName].filter(Boolean).join(' · '),
    dataset: null,
    sourceUrl: null,
  }));
}
