import 'server-only';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { decide, normaliseParts, visibleParts, type Part, type PolicyAction, type PolicyActor, type PolicyRecord, type Visibility } from '@/lib/research-data/policy';
import { recordState, type RecordState } from '@/lib/research-data/states';
import type { ReviewState } from '@/lib/reviews/states';
import { forbidden, notFound } from '@/lib/server/api/errors';
import type { DbExecutor } from '@/lib/server/db/client';
import { researchData, researchDataApplications, researchDataAudience } from '@/lib/server/db/schema';
import { reviewState, reviewStates } from '@/lib/server/reviews/service';
import type { SessionUser } from '@/lib/session/permissions';

/**
 * Facts for the one policy (`lib/research-data/policy.ts`), read from the database on every call:
 * the record, its named audience, the caller's unexpired grant and the publication review state.
 */
export type RecordRow = typeof researchData.$inferSelect;

export interface LoadedRecord {
  row: RecordRow;
  policy: PolicyRecord;
  review: ReviewState;
  state: RecordState;
}

/** Today (UTC) as YYYY-MM-DD: a grant "until" a day lasts through that day. */
export const todayUtc = () => new Date().toISOString().slice(0, 10);

/** An approved application whose last day has not passed. */
export const activeGrant = () =>
  and(eq(researchDataApplications.status, 'approved'), or(isNull(researchDataApplications.until), sql`${researchDataApplications.until} >= ${todayUtc()}`));

export const toActor = (user: SessionUser | null): PolicyActor | null => (user ? { id: user.id, role: user.role, companyId: user.companyId } : null);

function policyOf(row: RecordRow, review: ReviewState, audience: { userId: number | null; companyId: number | null }[], granted: number[]): PolicyRecord {
  return {
    ownerId: row.ownerId,
    companyId: row.companyId,
    visibility: row.visibility as Visibility,
    draft: row.draft,
    deleted: row.deletedAt !== null,
    published: row.visibility === 'public' && review === 'approved',
    parts: normaliseParts(row.parts),
    namedUserIds: audience.flatMap((a) => (a.userId ? [a.userId] : [])),
    namedCompanyIds: audience.flatMap((a) => (a.companyId ? [a.companyId] : [])),
    grantedUserIds: granted,
  };
}

/** Loads many records' policy facts for one caller (a list page). */
export async function loadRecords(db: DbExecutor, rows: RecordRow[], user: SessionUser | null): Promise<LoadedRecord[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [audience, grants, reviews] = await Promise.all([
    db.select().from(researchDataAudience).where(inArray(researchDataAudience.recordId, ids)),
    user
      ? db
          .select({ recordId: researchDataApplications.recordId })
          .from(researchDataApplications)
          .where(and(inArray(researchDataApplications.recordId, ids), eq(researchDataApplications.applicantId, user.id), activeGrant()))
      : Promise.resolve([]),
    reviewStates(db, 'researchData', ids),
  ]);
  return rows.map((row) => {
    const review = reviews.get(row.id) ?? 'notSubmitted';
    const policy = policyOf(
      row,
      review,
      audience.filter((a) => a.recordId === row.id),
      user && grants.some((g) => g.recordId === row.id) ? [user.id] : [],
    );
    return { row, policy, review, state: recordState({ draft: row.draft, deleted: row.deletedAt !== null, visibility: policy.visibility }, review) };
  });
}

export async function loadRecord(db: DbExecutor, id: number, user: SessionUser | null, lock = false): Promise<LoadedRecord> {
  const query = db.select().from(researchData).where(eq(researchData.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('ResearchData.noSuchRecord');
  const [loaded] = await loadRecords(db, [row], user);
  return loaded;
}

/**
 * Loads a record and refuses the call unless the policy allows `action`. A record the caller
 * may not even find answers "no such record" (404), so its existence is not revealed.
 */
export async function requireRecord(db: DbExecutor, id: number, user: SessionUser | null, action: PolicyAction, part?: Part, lock = false): Promise<LoadedRecord> {
  const loaded = await loadRecord(db, id, user, lock);
  const actor = toActor(user);
  if (!decide(actor, loaded.policy, action, part)) {
    if (!visibleParts(actor, loaded.policy).has('metadata')) throw notFound('ResearchData.noSuchRecord');
    throw forbidden();
  }
  return loaded;
}

export async function reviewOf(db: DbExecutor, id: number): Promise<ReviewState> {
  return reviewState(db, { kind: 'researchData', id });
}

/** A record's state now (draft, private, in review, published …) from its row and its publication review. */
export async function stateOf(db: DbExecutor, row: RecordRow): Promise<RecordState> {
  return recordState({ draft: row.draft, deleted: row.deletedAt !== null, visibility: row.visibility as Visibility }, await reviewOf(db, row.id));
}
