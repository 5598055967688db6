import 'server-only';
import { and, asc, count, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Paged } from '@/lib/contract';
import type { ExpertCategory, ExpertEditorRow, ExpertEntry, expertEditorListSchema, saveExpertSchema } from '@/lib/directories/contract';
import type { Locale } from '@/lib/i18n/routing';
import type { z } from '@/lib/zod';
import { badRequest, conflict, notFound } from '@/lib/server/api/errors';
import { activeExpertIds, expertIdsMatching, expertSummaries, type ExpertSummary } from '@/lib/server/cloud/profiles';
import type { Db, DbExecutor } from '@/lib/server/db/client';
import { directoryExperts } from '@/lib/server/db/schema';
import { sanitizeRichText } from '@/lib/security/rich-text';
import { iso, keywordIn, listConditions, richFor } from './shared';

/**
 * Expert services (/expertServices, /expertServicesList; `expert/*`): one entry per expert of the cloud area (a
 * `cloud_profiles` row of kind expert, read through lib/server/cloud/profiles.ts — the declared one-way dependency
 * directories → cloud) with the services they offer in both languages. An entry whose expert is no longer an active
 * expert is not shown to readers.
 */

type Row = typeof directoryExperts.$inferSelect;
type ListInput = z.output<typeof expertEditorListSchema>;
type SaveInput = z.output<typeof saveExpertSchema>;

/** The expert's profile page: where an expert report is ordered until an expert report order type exists. */
export const expertOrderHref = (profileId: number) => `/cloud/userDetail?id=${profileId}`;

function view(row: Row, expert: ExpertSummary, locale: Locale): ExpertEntry {
  return {
    id: row.id,
    category: row.category as ExpertCategory,
    profileId: row.profileId,
    name: expert.name,
    title: expert.title,
    org: expert.org,
    services: richFor(locale, row.servicesZh, row.servicesEn),
    orderHref: expertOrderHref(row.profileId),
    published: row.published,
    demo: row.demo,
    updatedAt: iso(row.updatedAt),
  };
}

const source = (row: Row): ExpertEditorRow['source'] => ({ profileId: row.profileId, category: row.category as ExpertCategory, servicesZh: row.servicesZh, servicesEn: row.servicesEn, published: row.published });

async function page(db: DbExecutor, input: ListInput, locale: Locale, readers: boolean): Promise<{ rows: Row[]; experts: Map<number, ExpertSummary>; total: number }> {
  const matching = input.keyword ? await expertIdsMatching(db, input.keyword) : [];
  const listed = listConditions(directoryExperts, input, readers, (k) =>
    keywordIn(k, [directoryExperts.servicesZh, directoryExperts.servicesEn], matching.length ? [inArray(directoryExperts.profileId, matching)] : []),
  );
  // Readers see entries of active experts only: filtered in SQL, so the total and the pages agree.
  const where = readers ? and(listed, inArray(directoryExperts.profileId, activeExpertIds(db))) : listed;
  const [{ total }] = await db.select({ total: count() }).from(directoryExperts).where(where);
  const rows = await db
    .select()
    .from(directoryExperts)
    .where(where)
    .orderBy(desc(directoryExperts.published), asc(directoryExperts.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  return { rows, experts: await expertSummaries(db, rows.map((r) => r.profileId), locale), total };
}

/** `expert/list`: published entries of active experts. */
export async function listExperts(db: DbExecutor, input: ListInput, locale: Locale): Promise<Paged<ExpertEntry>> {
  const { rows, experts, total } = await page(db, { ...input, state: undefined }, locale, true);
  const list = rows.flatMap((r) => (experts.has(r.profileId) ? [view(r, experts.get(r.profileId)!, locale)] : []));
  return { list, total, page: input.page, pageSize: input.pageSize };
}

/** `expert/getList` (editors): every entry, with the stored texts of both languages. */
export async function editorExperts(db: DbExecutor, input: ListInput, locale: Locale): Promise<Paged<ExpertEditorRow>> {
  const { rows, experts, total } = await page(db, input, locale, false);
  const missing: ExpertSummary = { id: 0, name: '', title: '', org: '', demo: false };
  const list = rows.map((r) => ({ ...view(r, experts.get(r.profileId) ?? { ...missing, id: r.profileId }, locale), source: source(r) }));
  return { list, total, page: input.page, pageSize: input.pageSize };
}

/** `expert/getDetail`: a draft (or an entry of an expert no longer active) is 404 to everyone but an editor. */
export async function expertDetail(db: DbExecutor, id: number, locale: Locale, editor: boolean): Promise<ExpertEntry> {
  const [row] = await db.select().from(directoryExperts).where(eq(directoryExperts.id, id));
  const expert = row ? (await expertSummaries(db, [row.profileId], locale)).get(row.profileId) : undefined;
  if (!row || (!editor && (!row.published || !expert))) throw notFound('Directories.errors.notFound');
  return view(row, expert ?? { id: row.profileId, name: '', title: '', org: '', demo: false }, locale);
}

/** `expert/save`: the profile must be an active expert with no other entry; the services are cleaned rich text. */
export async function saveExpert(db: Db, input: SaveInput, at: Date): Promise<{ id: number }> {
  if (!(await expertSummaries(db, [input.profileId], 'zh')).has(input.profileId)) throw badRequest('Directories.errors.profileNotExpert');
  const servicesZh = sanitizeRichText(input.servicesZh);
  const servicesEn = sanitizeRichText(input.servicesEn);
  if (!servicesZh.trim()) throw badRequest('Directories.errors.servicesZhRequired');
  if (!servicesEn.trim()) throw badRequest('Directories.errors.servicesEnRequired');
  const [taken] = await db
    .select({ id: directoryExperts.id })
    .from(directoryExperts)
    .where(and(eq(directoryExperts.profileId, input.profileId), input.id ? ne(directoryExperts.id, input.id) : undefined));
  if (taken) throw conflict('Directories.errors.expertListed');
  const values = { profileId: input.profileId, category: input.category, servicesZh, servicesEn, published: input.published, updatedAt: at };
  if (input.id) {
    const [row] = await db.update(directoryExperts).set(values).where(eq(directoryExperts.id, input.id)).returning({ id: directoryExperts.id });
    if (!row) throw notFound('Directories.errors.notFound');
    return row;
  }
  const [row] = await db.insert(directoryExperts).values({ ...values, createdAt: at }).returning({ id: directoryExperts.id });
  return row;
}

/** `expert/delete`. */
export async function deleteExpert(db: Db, id: number): Promise<{ id: number }> {
  const [row] = await db.delete(directoryExperts).where(eq(directoryExperts.id, id)).returning({ id: directoryExperts.id });
  if (!row) throw notFound('Directories.errors.notFound');
  return row;
}
