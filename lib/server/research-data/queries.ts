import 'server-only';
import { and, count, desc, eq, exists, ilike, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Paged } from '@/lib/contract';
import type { CompositionRow, ExperimentType, ExternalId, PageResearchDataInput, PerformanceRow, ResearchDataCard, ResearchDataDetail } from '@/lib/research-data/contract';
import { decide, normaliseParts, PARTS, visibleParts } from '@/lib/research-data/policy';
import type { Visibility } from '@/lib/research-data/policy';
import type { Db } from '@/lib/server/db/client';
import { companies, researchData, researchDataApplications, researchDataAudience, researchDataReactions, users } from '@/lib/server/db/schema';
import { listFiles } from '@/lib/server/files/service';
import { isCurrentAuthor, type SessionUser } from '@/lib/session/permissions';
import { currentAuthorWhere } from '@/lib/server/auth/company-objects';
import { activeGrant, loadRecords, requireRecord, toActor, type LoadedRecord } from './access';
import { latestApplication } from './applications';
import { RD_FILE_FIELD, RD_OWNER_KIND } from './files';
import { reactionsOf } from './reactions';
import { linksOf } from './standard-links';
import type { SigningKeys } from '@/lib/server/ports';
import { recordCode, traceabilityOf } from './versions';
import { containing } from '@/lib/server/db/like';

/** Lists and the detail of R&D data; what each caller reads is cut by the one policy. */

const findable = and(eq(researchData.draft, false), isNull(researchData.deletedAt), ne(researchData.visibility, 'private'))!;

function scopeFilter(input: PageResearchDataInput, user: SessionUser | null): SQL | null {
  switch (input.scope) {
    case 'all':
      return findable;
    case 'mine':
      // The caller's records of no company or of their current company (issue 45 item 5).
      return user ? and(currentAuthorWhere(user, researchData), isNull(researchData.deletedAt))! : null;
    case 'recycle':
      return user ? and(currentAuthorWhere(user, researchData), isNotNull(researchData.deletedAt))! : null;
    case 'collected':
      return user
        ? and(findable, exists(sql`(select 1 from ${researchDataReactions} where ${researchDataReactions.recordId} = ${researchData.id} and ${researchDataReactions.userId} = ${user.id} and ${researchDataReactions.kind} = 'collect')`))!
        : null;
    case 'shared': {
      if (!user) return null;
      const named = [eq(researchDataAudience.userId, user.id)];
      if (user.companyId) named.push(eq(researchDataAudience.companyId, user.companyId));
      const audience = db_exists(researchDataAudience, and(eq(researchDataAudience.recordId, researchData.id), or(...named))!);
      const granted = db_exists(researchDataApplications, and(eq(researchDataApplications.recordId, researchData.id), eq(researchDataApplications.applicantId, user.id), activeGrant())!);
      return and(findable, ne(researchData.ownerId, user.id), or(and(inArray(researchData.visibility, ['selected', 'directional']), audience), granted))!;
    }
  }
}

// A correlated EXISTS through the query builder's SQL template (portable to PostgreSQL 15).
function db_exists(table: typeof researchDataAudience | typeof researchDataApplications, where: SQL): SQL {
  return exists(sql`(select 1 from ${table} where ${where})`);
}

export async function cards(db: Db, loaded: LoadedRecord[], user: SessionUser | null): Promise<ResearchDataCard[]> {
  const ownerIds = [...new Set(loaded.map((l) => l.row.ownerId))];
  const owners = ownerIds.length
    ? await db.select({ id: users.id, userName: users.userName, companyName: companies.name }).from(users).leftJoin(companies, eq(companies.id, users.companyId)).where(inArray(users.id, ownerIds))
    : [];
  const actor = toActor(user);
  return loaded.map(({ row, state, policy }) => {
    const owner = owners.find((o) => o.id === row.ownerId);
    return {
      id: row.id,
      code: recordCode(row.id),
      dataName: row.dataName,
      materialName: row.materialName,
      project: row.project,
      experimentType: row.experimentType as ExperimentType | null,
      visibility: row.visibility as Visibility,
      state,
      owner: { userName: owner?.userName ?? '', companyName: owner?.companyName ?? null },
      counts: { referenced: row.referenced, consulted: row.consulted, traded: row.traded, discovered: row.discovered, likes: row.likes, dislikes: row.dislikes },
      demo: row.demo,
      updatedAt: row.updatedAt.toISOString(),
      readable: PARTS.filter((p) => visibleParts(actor, policy).has(p)),
    };
  });
}

/** `researchData/page`: shared data (every findable record), mine, shared with me, recycle bin, collected. */
export async function pageRecords(db: Db, input: PageResearchDataInput, user: SessionUser | null): Promise<Paged<ResearchDataCard>> {
  const scope = scopeFilter(input, user);
  if (!scope) return { list: [], total: 0, page: input.page, pageSize: input.pageSize };
  const where: SQL[] = [scope];
  if (input.keyword) {
    const like = containing(input.keyword);
    where.push(or(ilike(researchData.dataName, like), ilike(researchData.materialName, like), ilike(researchData.project, like))!);
  }
  if (input.experimentType) where.push(eq(researchData.experimentType, input.experimentType));
  if (input.visibility) where.push(eq(researchData.visibility, input.visibility));
  return pageWhere(db, and(...where)!, input, user);
}

async function pageWhere(db: Db, where: SQL, input: { page: number; pageSize: number }, user: SessionUser | null): Promise<Paged<ResearchDataCard>> {
  const [{ total }] = await db.select({ total: count() }).from(researchData).where(where);
  const rows = await db
    .select()
    .from(researchData)
    .where(where)
    .orderBy(desc(researchData.updatedAt), desc(researchData.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  // The SQL filter only narrows; the policy has the last word on every row.
  const loaded = (await loadRecords(db, rows, user)).filter((l) => decide(toActor(user), l.policy, 'page'));
  return { list: await cards(db, loaded, user), total, page: input.page, pageSize: input.pageSize };
}

export function actionsOf(loaded: LoadedRecord, user: SessionUser | null): ResearchDataDetail['actions'] {
  const actor = toActor(user);
  const may = (a: Parameters<typeof decide>[2]) => decide(actor, loaded.policy, a);
  const pending = loaded.review === 'submitted' || loaded.review === 'underReview';
  return {
    edit: may('edit'),
    share: may('share'),
    delete: may('delete'),
    restore: may('restore'),
    purge: may('purge'),
    like: may('like'),
    apply: may('apply'),
    publish: may('publish') && !loaded.row.draft && !pending && !(loaded.row.visibility === 'public' && loaded.review === 'approved'),
    withdraw: may('publish') && pending,
  };
}

/** `researchData/get`: metadata for anyone who may find the record; values and files per part. */
export async function getRecord(db: Db, id: number, user: SessionUser | null, keys: SigningKeys): Promise<ResearchDataDetail> {
  const loaded = await requireRecord(db, id, user, 'page');
  const { row } = loaded;
  const actor = toActor(user);
  const parts = visibleParts(actor, loaded.policy);
  const isOwner = isCurrentAuthor(user, row);
  if (!isOwner && parts.has('composition')) await db.update(researchData).set({ consulted: sql`${researchData.consulted} + 1` }).where(eq(researchData.id, id));
  const [card] = await cards(db, [loaded], user);
  let sharing: ResearchDataDetail['sharing'] = null;
  if (isOwner) {
    const audience = await db
      .select({ userName: users.loginName, fallback: users.userName, companyId: companies.id, companyName: companies.name })
      .from(researchDataAudience)
      .leftJoin(users, eq(users.id, researchDataAudience.userId))
      .leftJoin(companies, eq(companies.id, researchDataAudience.companyId))
      .where(eq(researchDataAudience.recordId, id));
    sharing = {
      userNames: audience.flatMap((a) => (a.userName || a.fallback ? [(a.userName ?? a.fallback)!] : [])),
      companies: audience.flatMap((a) => (a.companyId ? [{ id: a.companyId, name: a.companyName ?? '' }] : [])),
      parts: normaliseParts(row.parts),
    };
  }
  return {
    ...card,
    dataSource: row.dataSource,
    externalIds: row.externalIds as ExternalId[],
    composition: parts.has('composition') ? (row.composition as CompositionRow[]) : null,
    performance: parts.has('properties') ? (row.performance as PerformanceRow[]) : null,
    process: parts.has('properties') ? row.process : null,
    structure: parts.has('properties') ? row.structure : null,
    phaseStructure: parts.has('properties') ? row.phaseStructure : null,
    files: parts.has('files') ? await listFiles(db, RD_OWNER_KIND, id, RD_FILE_FIELD) : null,
    standards: parts.has('properties') ? await linksOf(db, user, id) : null,
    isOwner,
    sharing,
    reactions: user ? await reactionsOf(db, id, user.id) : { like: false, dislike: false, collect: false },
    actions: actionsOf(loaded, user),
    myApplication: user && !isOwner ? await latestApplication(db, id, user.id) : null,
    traceability: await traceabilityOf(db, row, decide(actor, loaded.policy, 'bundle'), keys),
  };
}
