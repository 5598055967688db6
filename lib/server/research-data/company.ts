import 'server-only';
import { and, count, desc, eq, ilike, inArray, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { Paged } from '@/lib/contract';
import type { CompanyRecordRow, PageCompanyInput } from '@/lib/research-data/contract';
import { decide } from '@/lib/research-data/policy';
import { forbidden } from '@/lib/server/api/errors';
import type { Translate } from '@/lib/server/api/types';
import type { Db } from '@/lib/server/db/client';
import { researchData, researchDataApplications, researchDataVersions, users } from '@/lib/server/db/schema';
import { xlsxDownload } from '@/lib/server/export/workbook';
import type { SessionUser } from '@/lib/session/permissions';
import { loadRecords, toActor } from './access';
import { cards } from './queries';
import { containing } from '@/lib/server/db/like';

/**
 * The company administrator's R&D data management (/my/enterpriseInformationManagement/R&dDataManagement):
 * the records of the company's users that the one policy lets the administrator find (saved, not in
 * the recycle bin, not "only myself": a draft or a private record stays its owner's alone), with
 * review state, versions and counts, and the same list as an Excel file.
 */

type Filters = Omit<PageCompanyInput, 'page' | 'pageSize'>;

function filtersWhere(input: Filters, base: SQL[]): SQL {
  const parts = [...base];
  if (input.keyword) {
    const like = containing(input.keyword);
    parts.push(or(ilike(researchData.dataName, like), ilike(researchData.materialName, like), ilike(researchData.project, like))!);
  }
  if (input.visibility) parts.push(eq(researchData.visibility, input.visibility));
  if (input.experimentType) parts.push(eq(researchData.experimentType, input.experimentType));
  return and(...parts)!;
}

const companyWhere = (input: Filters, companyId: number) =>
  filtersWhere(input, [eq(users.companyId, companyId), eq(researchData.draft, false), isNull(researchData.deletedAt), ne(researchData.visibility, 'private')]);

function companyOf(user: SessionUser): number {
  // The access rule already asks for company:manage; a manager without a company manages nothing.
  if (user.companyId === null) throw forbidden();
  return user.companyId;
}

async function rowsOf(db: Db, user: SessionUser, where: SQL, limit: number, offset: number, byPolicy = true): Promise<CompanyRecordRow[]> {
  const rows = await db
    .select({ record: researchData })
    .from(researchData)
    .leftJoin(users, eq(users.id, researchData.ownerId))
    .where(where)
    .orderBy(desc(researchData.updatedAt), desc(researchData.id))
    .limit(limit)
    .offset(offset);
  // The SQL narrows; the policy has the last word on every row.
  const loaded = (await loadRecords(
    db,
    rows.map((r) => r.record),
    user,
  )).filter((l) => !byPolicy || decide(toActor(user), l.policy, 'page'));
  const ids = loaded.map((l) => l.row.id);
  if (ids.length === 0) return [];
  const [versions, applications, list] = await Promise.all([
    db.select({ recordId: researchDataVersions.recordId, n: count() }).from(researchDataVersions).where(inArray(researchDataVersions.recordId, ids)).groupBy(researchDataVersions.recordId),
    db.select({ recordId: researchDataApplications.recordId, n: count() }).from(researchDataApplications).where(inArray(researchDataApplications.recordId, ids)).groupBy(researchDataApplications.recordId),
    cards(db, loaded, user),
  ]);
  return list.map((card, i) => ({
    ...card,
    review: loaded[i].review,
    versions: Number(versions.find((v) => v.recordId === card.id)?.n ?? 0),
    applications: Number(applications.find((a) => a.recordId === card.id)?.n ?? 0),
  }));
}

/** `researchData/listCompany`: the company's R&D data, filters and page from the address. */
export async function pageCompany(db: Db, input: PageCompanyInput, user: SessionUser): Promise<Paged<CompanyRecordRow>> {
  const where = companyWhere(input, companyOf(user));
  const [{ total }] = await db.select({ total: count() }).from(researchData).innerJoin(users, eq(users.id, researchData.ownerId)).where(where);
  const list = await rowsOf(db, user, where, input.pageSize, (input.page - 1) * input.pageSize);
  return { list, total, page: input.page, pageSize: input.pageSize };
}

export const EXPORT_LIMIT = 5000;

/** `researchData/exportCompany`: the same filtered list as .xlsx (exceljs), labels in the caller's language. */
export async function exportCompany(db: Db, input: Filters, user: SessionUser, t: Translate): Promise<Response> {
  const rows = await rowsOf(db, user, companyWhere(input, companyOf(user)), EXPORT_LIMIT, 0);
  const h = (k: string) => t(`ResearchData.company.${k}`);
  const f = (k: string) => t(`ResearchData.fields.${k}`);
  const sheet = [
    [f('code'), f('dataName'), f('materialName'), f('project'), f('experimentType'), f('owner'), f('visibility'), f('state'), h('review'), h('versions'), h('consulted'), h('likeCount'), h('dislikes'), h('applications'), h('updatedAt')],
    ...rows.map((r) => [
      r.code,
      r.dataName,
      r.materialName,
      r.project,
      r.experimentType ? t(`ResearchData.experimentTypes.${r.experimentType}`) : null,
      r.owner.userName,
      t(`ResearchData.visibility.${r.visibility}`),
      t(`ResearchData.states.${r.state}`),
      r.review ? t(`Reviews.states.${r.review}`) : null,
      r.versions,
      r.counts.consulted,
      r.counts.likes,
      r.counts.dislikes,
      r.applications,
      r.updatedAt.slice(0, 10),
    ]),
  ];
  return xlsxDownload(sheet, h('sheetName'), `${h('fileName')}-${new Date().toISOString().slice(0, 10)}.xlsx`);
}

/**
 * `researchData/listAdmin`: the public administrator's data management list: every saved record not in
 * the recycle bin (private ones included, metadata only: the administrator manages the platform),
 * with the same columns and filters as the company list; values stay per policy.
 */
export async function pageAdmin(db: Db, input: PageCompanyInput, user: SessionUser): Promise<Paged<CompanyRecordRow>> {
  const where = filtersWhere(input, [eq(researchData.draft, false), isNull(researchData.deletedAt)]);
  const [{ total }] = await db.select({ total: count() }).from(researchData).leftJoin(users, eq(users.id, researchData.ownerId)).where(where);
  const list = await rowsOf(db, user, where, input.pageSize, (input.page - 1) * input.pageSize, false);
  return { list, total, page: input.page, pageSize: input.pageSize };
}
