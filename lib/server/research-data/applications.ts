import 'server-only';
import { alias } from 'drizzle-orm/pg-core';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Paged } from '@/lib/contract';
import type { ApplicationRow } from '@/lib/research-data/contract';
import { badRequest, conflict, forbidden, notFound } from '@/lib/server/api/errors';
import type { Db, DbExecutor } from '@/lib/server/db/client';
import { researchData, researchDataApplications, users } from '@/lib/server/db/schema';
import { excerpt } from '@/lib/messages/kinds';
import { notify } from '@/lib/server/messages/notify';
import { isCurrentAuthor, type SessionUser } from '@/lib/session/permissions';
import { currentAuthorWhere } from '@/lib/server/auth/company-objects';
import { requireRecord, todayUtc } from './access';

/**
 * Permission applications (issue 16 item 2): a user asks for access with a reason; the owner
 * approves (optionally until a date) or rejects with a reason, and can revoke a grant later. The
 * policy reads only approved, unexpired grants on every call, so revocation and expiry take effect
 * at once. Both sides list the history (`rdda/permission/page`, box sent or received).
 */

const applicant = alias(users, 'applicant');
const owner = alias(users, 'owner');

const columns = {
  id: researchDataApplications.id,
  recordId: researchDataApplications.recordId,
  dataName: researchData.dataName,
  applicant: applicant.userName,
  owner: owner.userName,
  ownerId: researchData.ownerId,
  recordCompanyId: researchData.companyId,
  reason: researchDataApplications.reason,
  status: researchDataApplications.status,
  until: researchDataApplications.until,
  decisionReason: researchDataApplications.decisionReason,
  createdAt: researchDataApplications.createdAt,
  decidedAt: researchDataApplications.decidedAt,
};

type Selected = { [K in keyof typeof columns]: unknown } & { status: string; until: string | null; createdAt: Date; decidedAt: Date | null };

function toRow(r: Selected): ApplicationRow {
  const status = r.status as ApplicationRow['status'];
  const effective: ApplicationRow['effective'] = status === 'approved' ? (r.until && r.until < todayUtc() ? 'expired' : 'active') : status;
  return {
    id: r.id as number,
    recordId: r.recordId as number,
    dataName: r.dataName as string,
    applicant: r.applicant as string,
    owner: r.owner as string,
    reason: r.reason as string,
    status,
    effective,
    until: r.until,
    decisionReason: r.decisionReason as string,
    createdAt: r.createdAt.toISOString(),
    decidedAt: r.decidedAt?.toISOString() ?? null,
  };
}

const base = (db: DbExecutor) =>
  db
    .select(columns)
    .from(researchDataApplications)
    .innerJoin(researchData, eq(researchData.id, researchDataApplications.recordId))
    .innerJoin(applicant, eq(applicant.id, researchDataApplications.applicantId))
    .innerJoin(owner, eq(owner.id, researchData.ownerId));

async function one(db: DbExecutor, id: number): Promise<ApplicationRow & { ownerId: number; recordCompanyId: number | null }> {
  const [row] = await base(db).where(eq(researchDataApplications.id, id));
  if (!row) throw notFound('ResearchData.noSuchApplication');
  return { ...toRow(row), ownerId: row.ownerId, recordCompanyId: row.recordCompanyId };
}

/** Applications are decided by the record's author while still in the record's company (issue 45 item 5). */
const decidedBy = (user: SessionUser, app: { ownerId: number; recordCompanyId: number | null }) => isCurrentAuthor(user, { ownerId: app.ownerId, companyId: app.recordCompanyId });

export async function latestApplication(db: DbExecutor, recordId: number, userId: number): Promise<ApplicationRow | null> {
  const [row] = await base(db)
    .where(and(eq(researchDataApplications.recordId, recordId), eq(researchDataApplications.applicantId, userId)))
    .orderBy(desc(researchDataApplications.id))
    .limit(1);
  return row ? toRow(row) : null;
}

/** `rdda/permission/apply`: one open application per user and record. */
export async function applyForAccess(db: Db, user: SessionUser, recordId: number, reason: string): Promise<ApplicationRow> {
  return db.transaction(async (tx) => {
    await requireRecord(tx, recordId, user, 'apply');
    const [open] = await tx
      .select({ id: researchDataApplications.id })
      .from(researchDataApplications)
      .where(and(eq(researchDataApplications.recordId, recordId), eq(researchDataApplications.applicantId, user.id), eq(researchDataApplications.status, 'pending')));
    if (open) throw conflict('ResearchData.applicationPending');
    const [row] = await tx.insert(researchDataApplications).values({ recordId, applicantId: user.id, reason }).returning({ id: researchDataApplications.id });
    const app = await one(tx, row.id);
    await notify(tx, app.ownerId, 'researchAccessRequested', { title: app.dataName, applicant: app.applicant, reason: excerpt(reason) }, { link: '/allServer/myAllServer?tab=received' });
    return app;
  });
}

/** `rdda/permission/decide`: the owner approves (until a date, optional) or rejects (with a reason). */
export async function decideApplication(db: Db, user: SessionUser, input: { applicationId: number; decision: 'approve' | 'reject'; until?: string; reason: string }): Promise<ApplicationRow> {
  return db.transaction(async (tx) => {
    const app = await one(tx, input.applicationId);
    if (!decidedBy(user, app)) throw forbidden();
    if (app.status !== 'pending') throw conflict('ResearchData.alreadyDecided');
    if (input.until && input.until < todayUtc()) throw badRequest('ResearchData.badDate');
    const [updated] = await tx
      .update(researchDataApplications)
      .set({
        status: input.decision === 'approve' ? 'approved' : 'rejected',
        until: input.decision === 'approve' ? (input.until ?? null) : null,
        decisionReason: input.reason,
        decidedAt: new Date(),
      })
      .where(and(eq(researchDataApplications.id, app.id), eq(researchDataApplications.status, 'pending')))
      .returning({ id: researchDataApplications.id });
    if (!updated) throw conflict('ResearchData.alreadyDecided');
    const [applicant] = await tx.select({ id: researchDataApplications.applicantId }).from(researchDataApplications).where(eq(researchDataApplications.id, app.id));
    if (input.decision === 'approve') await notify(tx, applicant.id, 'researchAccessApproved', { title: app.dataName, until: input.until ?? '—' }, { link: `/allServer/${app.recordId}` });
    else await notify(tx, applicant.id, 'researchAccessRejected', { title: app.dataName, reason: excerpt(input.reason) }, { link: `/allServer/${app.recordId}` });
    return one(tx, app.id);
  });
}

/** `rdda/permission/revoke`: the owner ends an approved grant. */
export async function revokeGrant(db: Db, user: SessionUser, applicationId: number): Promise<ApplicationRow> {
  return db.transaction(async (tx) => {
    const app = await one(tx, applicationId);
    if (!decidedBy(user, app)) throw forbidden();
    if (app.status !== 'approved') throw conflict('ResearchData.notGranted');
    await tx.update(researchDataApplications).set({ status: 'revoked', decidedAt: new Date() }).where(eq(researchDataApplications.id, app.id));
    return one(tx, app.id);
  });
}

/** `rdda/permission/page`: applications the caller sent, or received for their records. */
export async function pageApplications(db: Db, user: SessionUser, input: { box: 'sent' | 'received'; page: number; pageSize: number }): Promise<Paged<ApplicationRow>> {
  const where =
    input.box === 'sent'
      ? eq(researchDataApplications.applicantId, user.id)
      : inArray(researchDataApplications.recordId, db.select({ id: researchData.id }).from(researchData).where(currentAuthorWhere(user, researchData)));
  const [{ total }] = await db.select({ total: count() }).from(researchDataApplications).where(where);
  const rows = await base(db)
    .where(where)
    .orderBy(desc(researchDataApplications.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  return { list: rows.map(toRow), total, page: input.page, pageSize: input.pageSize };
}
