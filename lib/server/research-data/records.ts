import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import type { ResearchDataFields, SavedRecord, ShareInput } from '@/lib/research-data/contract';
import { badRequest, conflict } from '@/lib/server/api/errors';
import type { Db, DbExecutor } from '@/lib/server/db/client';
import { companies, researchData, researchDataAudience } from '@/lib/server/db/schema';
import { detachFiles, replaceFiles } from '@/lib/server/files/service';
import { removeReview, reviewAfterEdit, submitForReview, withdrawReview } from '@/lib/server/reviews/service';
import type { SessionUser } from '@/lib/session/permissions';
import { requireRecord, stateOf, type LoadedRecord } from './access';
import { RD_FILE_FIELD, RD_OWNER_KIND } from './files';
import type { RateLimiter, SigningKeys } from '@/lib/server/ports';
import { resolveSharedUsers } from './share-names';
import { replaceLinks } from './standard-links';
import { signIfChanged } from './versions';

/**
 * Saving, sharing, publishing and the recycle bin of R&D data (issue 16 items 1–3). Every change
 * runs in one transaction with its files, its signed version and its review step.
 */

function fieldValues(input: ResearchDataFields) {
  return {
    dataName: input.dataName,
    materialName: input.materialName,
    project: input.project,
    dataSource: input.dataSource,
    experimentType: input.experimentType ?? null,
    composition: input.composition,
    performance: input.performance.map((p) => (p.kind === 'typical' ? { property: p.property, unit: p.unit, kind: p.kind, value: p.value!, condition: p.condition } : { property: p.property, unit: p.unit, kind: p.kind, min: p.min!, max: p.max!, condition: p.condition })),
    process: input.process,
    structure: input.structure,
    phaseStructure: input.phaseStructure,
    externalIds: input.externalIds,
    updatedAt: new Date(),
  };
}

async function saved(db: DbExecutor, id: number, version: number | null): Promise<SavedRecord> {
  const [row] = await db.select().from(researchData).where(eq(researchData.id, id));
  return { id, version, state: await stateOf(db, row) };
}

/**
 * `save` (draft: false) and `saveDraft` (draft: true). A new record starts private; saving a
 * draft for real keeps its visibility and, when it asks to be public, submits it for review.
 * A saved record cannot go back to being a draft. Each save whose content changed signs a new
 * version; editing a published (or under-review) record sends it back to review.
 */
export async function saveRecord(db: Db, user: SessionUser, input: ResearchDataFields, draft: boolean, keys: SigningKeys, now: Date): Promise<SavedRecord> {
  return db.transaction(async (tx) => {
    let id: number;
    let wasDraft = true;
    if (input.id) {
      const loaded = await requireRecord(tx, input.id, user, 'edit', undefined, true);
      if (draft && !loaded.row.draft) throw conflict('ResearchData.notDraft');
      wasDraft = loaded.row.draft;
      id = loaded.row.id;
      await tx.update(researchData).set({ ...fieldValues(input), draft }).where(eq(researchData.id, id));
    } else {
      const [row] = await tx
        .insert(researchData)
        .values({ ...fieldValues(input), ownerId: user.id, companyId: user.companyId, draft, visibility: 'private' })
        .returning({ id: researchData.id });
      id = row.id;
    }
    await replaceFiles(tx, { userId: user.id, ownerKind: RD_OWNER_KIND, ownerId: id, field: RD_FILE_FIELD, fileIds: input.fileIds });
    if (input.standardGradeIds) await replaceLinks(tx, user, id, input.standardGradeIds);
    const version = await signIfChanged(tx, id, keys, now);
    const [row] = await tx.select().from(researchData).where(eq(researchData.id, id));
    if (!draft && row.visibility === 'public') {
      if (wasDraft) await submitForReview(tx, { kind: 'researchData', id, userId: user.id, title: row.dataName });
      else await reviewAfterEdit(tx, { kind: 'researchData', id, userId: user.id, title: row.dataName });
    }
    return saved(tx, id, version);
  });
}

async function namedCompanies(tx: DbExecutor, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await tx.select({ id: companies.id }).from(companies).where(inArray(companies.id, ids));
  if (rows.length !== new Set(ids).size) throw badRequest('ResearchData.noSuchCompany');
  return rows.map((r) => r.id);
}

/**
 * `share`: the visibility, the named audience and the parts each audience reads. Choosing
 * "all users" for a saved record applies for publication (review kind `researchData`).
 */
export async function shareRecord(db: Db, user: SessionUser, input: ShareInput, limiter: RateLimiter): Promise<SavedRecord> {
  return db.transaction(async (tx) => {
    const loaded = await requireRecord(tx, input.id, user, 'share', undefined, true);
    if (input.visibility === 'selected' && input.userNames.length === 0) throw badRequest('ResearchData.audienceRequired');
    if (input.visibility === 'directional' && input.companyIds.length === 0) throw badRequest('ResearchData.audienceRequired');
    // Named users and companies stay named under "all users" too (disclosed first, then published).
    const keep = input.visibility !== 'private';
    const userIds = keep && input.visibility !== 'directional' ? await resolveSharedUsers(tx, loaded.row.id, input.userNames, user.id, limiter) : [];
    const companyIds = keep && input.visibility !== 'selected' ? await namedCompanies(tx, input.companyIds) : [];
    await tx.delete(researchDataAudience).where(eq(researchDataAudience.recordId, loaded.row.id));
    const audience = [...userIds.map((userId) => ({ recordId: loaded.row.id, userId })), ...companyIds.map((companyId) => ({ recordId: loaded.row.id, companyId }))];
    if (audience.length) await tx.insert(researchDataAudience).values(audience);
    await tx
      .update(researchData)
      .set({ visibility: input.visibility, ...(input.parts ? { parts: input.parts } : {}), updatedAt: new Date() })
      .where(eq(researchData.id, loaded.row.id));
    if (input.visibility === 'public' && !loaded.row.draft) await applyForPublication(tx, user, loaded);
    return saved(tx, loaded.row.id, null);
  });
}

async function applyForPublication(tx: DbExecutor, user: SessionUser, loaded: LoadedRecord): Promise<void> {
  const { review, row } = loaded;
  if (review === 'notSubmitted' || review === 'failed') await submitForReview(tx, { kind: 'researchData', id: row.id, userId: user.id, title: row.dataName });
  else if (review === 'approved' && row.visibility !== 'public') await reviewAfterEdit(tx, { kind: 'researchData', id: row.id, userId: user.id, title: row.dataName });
}

/** `publish`: asks the public administrator to publish the record to all users. */
export async function publishRecord(db: Db, user: SessionUser, id: number): Promise<SavedRecord> {
  return db.transaction(async (tx) => {
    const loaded = await requireRecord(tx, id, user, 'publish', undefined, true);
    if (loaded.row.draft) throw conflict('ResearchData.saveFirst');
    if (loaded.review === 'submitted' || loaded.review === 'underReview') throw conflict('ResearchData.alreadyPending');
    if (loaded.row.visibility === 'public' && loaded.review === 'approved') throw conflict('ResearchData.alreadyPublished');
    await applyForPublication(tx, user, loaded);
    await tx.update(researchData).set({ visibility: 'public', updatedAt: new Date() }).where(eq(researchData.id, id));
    return saved(tx, id, null);
  });
}

/** `withdraw`: revokes a pending publication application (the record stays, unpublished). */
export async function withdrawRecord(db: Db, user: SessionUser, id: number): Promise<SavedRecord> {
  return db.transaction(async (tx) => {
    const loaded = await requireRecord(tx, id, user, 'publish', undefined, true);
    if (loaded.review !== 'submitted' && loaded.review !== 'underReview') throw conflict('ResearchData.nothingToWithdraw');
    await withdrawReview(tx, { kind: 'researchData', id, userId: user.id });
    return saved(tx, id, null);
  });
}

export async function recycleRecord(db: Db, user: SessionUser, id: number): Promise<SavedRecord> {
  return db.transaction(async (tx) => {
    await requireRecord(tx, id, user, 'delete', undefined, true);
    await tx.update(researchData).set({ deletedAt: new Date() }).where(eq(researchData.id, id));
    return saved(tx, id, null);
  });
}

export async function restoreRecord(db: Db, user: SessionUser, id: number): Promise<SavedRecord> {
  return db.transaction(async (tx) => {
    await requireRecord(tx, id, user, 'restore', undefined, true);
    await tx.update(researchData).set({ deletedAt: null }).where(eq(researchData.id, id));
    return saved(tx, id, null);
  });
}

/** Deletes a record in the recycle bin for good: its files, review, versions and applications. */
export async function purgeRecord(db: Db, user: SessionUser, id: number): Promise<null> {
  return db.transaction(async (tx) => {
    await requireRecord(tx, id, user, 'purge', undefined, true);
    await detachFiles(tx, { ownerKind: RD_OWNER_KIND, ownerId: id });
    await removeReview(tx, { kind: 'researchData', id });
    await tx.delete(researchData).where(eq(researchData.id, id));
    return null;
  });
}
