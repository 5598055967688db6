import 'server-only';
import { alias } from 'drizzle-orm/pg-core';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Paged } from '@/lib/contract';
import type { ExchangeRow, ExchangeStatus } from '@/lib/research-data/contract';
import { decide } from '@/lib/research-data/policy';
import { excerpt } from '@/lib/messages/kinds';
import { badRequest, conflict, forbidden, notFound } from '@/lib/server/api/errors';
import type { Db, DbExecutor } from '@/lib/server/db/client';
import { researchData, researchDataApplications, researchDataExchanges, users } from '@/lib/server/db/schema';
import { notify } from '@/lib/server/messages/notify';
import { isCurrentAuthor, type SessionUser } from '@/lib/session/permissions';
import { currentAuthorWhere } from '@/lib/server/auth/company-objects';
import { loadRecord, requireRecord, todayUtc } from './access';

/**
 * Data exchange (`rdda/exchange/*`, the record's "traded" count). A signed-in user who can find a
 * record but not read all of it (the policy's `apply`) offers one of their own saved records in return,
 * with an optional message. The record's owner accepts (optionally until a date) or declines with a
 * reason; the proposer can withdraw while it is pending; both sides list the history.
 *
 * Accepting writes two approved permission applications, the grants the one policy already reads on
 * every call (the proposer on the record asked for, the owner on the record offered), sets the exchange
 * accepted and counts one trade on both records, in one transaction. The state guard
 * (`update … where status = 'pending'`) makes two accepts at once one exchange: the second finds
 * nothing pending and answers 409. Either owner can revoke the grant on their record like any other
 * (`rdda/permission/revoke`); it stops at the next call.
 */

const wrongState = (key = 'ResearchData.exchange.notPending') => conflict(key);

const record = alias(researchData, 'asked');
const offered = alias(researchData, 'offered');
const proposer = alias(users, 'proposer');
const owner = alias(users, 'owner');
const proposerGrant = alias(researchDataApplications, 'proposer_grant');
const ownerGrant = alias(researchDataApplications, 'owner_grant');

const columns = {
  id: researchDataExchanges.id,
  recordId: researchDataExchanges.recordId,
  recordName: record.dataName,
  ownerId: record.ownerId,
  recordCompanyId: record.companyId,
  owner: owner.userName,
  offeredId: researchDataExchanges.offeredRecordId,
  offeredName: offered.dataName,
  proposerId: researchDataExchanges.proposerId,
  proposer: proposer.userName,
  message: researchDataExchanges.message,
  status: researchDataExchanges.status,
  until: researchDataExchanges.until,
  decisionReason: researchDataExchanges.decisionReason,
  createdAt: researchDataExchanges.createdAt,
  decidedAt: researchDataExchanges.decidedAt,
  proposerGrant: proposerGrant.status,
  ownerGrant: ownerGrant.status,
};

const base = (db: DbExecutor) =>
  db
    .select(columns)
    .from(researchDataExchanges)
    .innerJoin(record, eq(record.id, researchDataExchanges.recordId))
    .innerJoin(offered, eq(offered.id, researchDataExchanges.offeredRecordId))
    .innerJoin(proposer, eq(proposer.id, researchDataExchanges.proposerId))
    .innerJoin(owner, eq(owner.id, record.ownerId))
    .leftJoin(proposerGrant, eq(proposerGrant.id, researchDataExchanges.proposerGrantId))
    .leftJoin(ownerGrant, eq(ownerGrant.id, researchDataExchanges.ownerGrantId));

type Selected = Awaited<ReturnType<ReturnType<typeof base>['execute']>>[number];

function toRow(r: Selected): ExchangeRow {
  const status = r.status as ExchangeStatus;
  let effective: ExchangeRow['effective'] = status;
  if (status === 'accepted') {
    if (r.proposerGrant !== 'approved' || r.ownerGrant !== 'approved') effective = 'revoked';
    else effective = r.until && r.until < todayUtc() ? 'expired' : 'active';
  }
  return {
    id: r.id,
    record: { id: r.recordId, dataName: r.recordName },
    owner: r.owner,
    offered: { id: r.offeredId, dataName: r.offeredName },
    proposer: r.proposer,
    message: r.message,
    status,
    effective,
    until: r.until,
    decisionReason: r.decisionReason,
    createdAt: r.createdAt.toISOString(),
    decidedAt: r.decidedAt?.toISOString() ?? null,
  };
}

type Loaded = ExchangeRow & { ownerId: number; recordCompanyId: number | null; proposerId: number };

async function one(db: DbExecutor, id: number): Promise<Loaded> {
  const [row] = await base(db).where(eq(researchDataExchanges.id, id));
  if (!row) throw notFound('ResearchData.exchange.noSuchExchange');
  return { ...toRow(row), ownerId: row.ownerId, recordCompanyId: row.recordCompanyId, proposerId: row.proposerId };
}

/** The exchange as the caller may see it: only its two parties (anyone else: 403). */
async function partyOf(db: DbExecutor, id: number, user: SessionUser): Promise<Loaded> {
  const ex = await one(db, id);
  if (ex.ownerId !== user.id && ex.proposerId !== user.id) throw forbidden();
  return ex;
}

/**
 * The offered record must be the proposer's own, saved and out of the recycle bin, and one the other
 * owner could find once granted (not "only myself"): the policy decides, as for every read.
 */
async function requireOffer(db: DbExecutor, offeredId: number, user: SessionUser, receiverId: number): Promise<void> {
  const offer = await requireRecord(db, offeredId, user, 'edit');
  if (offer.row.ownerId !== user.id) throw forbidden();
  if (offer.row.draft || offer.row.deletedAt) throw wrongState('ResearchData.exchange.offerNotSaved');
  const [receiver] = await db.select({ id: users.id, role: users.role, companyId: users.companyId }).from(users).where(eq(users.id, receiverId));
  const asGranted = { ...offer.policy, grantedUserIds: [receiverId] };
  if (!receiver || !decide(receiver, asGranted, 'get', 'composition')) throw wrongState('ResearchData.exchange.offerNotShared');
}

/** `rdda/exchange/propose`: offers `offeredId` for read access to `id`. */
export async function proposeExchange(db: Db, user: SessionUser, input: { id: number; offeredId: number; message: string }): Promise<ExchangeRow> {
  return db.transaction(async (tx) => {
    const asked = await requireRecord(tx, input.id, user, 'apply');
    await requireOffer(tx, input.offeredId, user, asked.row.ownerId);
    const [open] = await tx
      .select({ id: researchDataExchanges.id })
      .from(researchDataExchanges)
      .where(and(eq(researchDataExchanges.recordId, input.id), eq(researchDataExchanges.proposerId, user.id), eq(researchDataExchanges.status, 'pending')));
    if (open) throw wrongState('ResearchData.exchange.alreadyPending');
    const [row] = await tx
      .insert(researchDataExchanges)
      .values({ recordId: input.id, offeredRecordId: input.offeredId, proposerId: user.id, message: input.message })
      .returning({ id: researchDataExchanges.id });
    const ex = await one(tx, row.id);
    await notify(
      tx,
      ex.ownerId,
      'researchExchangeProposed',
      { title: ex.record.dataName, proposer: ex.proposer, offered: ex.offered.dataName, message: excerpt(input.message) || '—' },
      { link: '/allServer/myAllServer?tab=exchanges' },
    );
    return strip(ex);
  });
}

const strip = ({ ownerId: _o, recordCompanyId: _c, proposerId: _p, ...row }: Loaded): ExchangeRow => row;

/** `rdda/exchange/decide`: the asked record's owner accepts (until a date, optional) or declines (with a reason). */
export async function decideExchange(db: Db, user: SessionUser, input: { exchangeId: number; decision: 'accept' | 'decline'; until?: string; reason: string }): Promise<ExchangeRow> {
  return db.transaction(async (tx) => {
    const ex = await partyOf(tx, input.exchangeId, user);
    // The asked record's author while still in the record's company (issue 45 item 5).
    if (!isCurrentAuthor(user, { ownerId: ex.ownerId, companyId: ex.recordCompanyId })) throw forbidden();
    if (ex.status !== 'pending') throw wrongState();
    if (input.until && input.until < todayUtc()) throw badRequest('ResearchData.badDate');
    const accept = input.decision === 'accept';
    // The state guard: of two decisions at once, only the first finds the exchange pending.
    const [claimed] = await tx
      .update(researchDataExchanges)
      .set({ status: accept ? 'accepted' : 'declined', until: accept ? (input.until ?? null) : null, decisionReason: input.reason, decidedAt: new Date() })
      .where(and(eq(researchDataExchanges.id, ex.id), eq(researchDataExchanges.status, 'pending')))
      .returning({ id: researchDataExchanges.id });
    if (!claimed) throw wrongState();
    if (accept) {
      const asked = await loadRecord(tx, ex.record.id, user, true);
      const offer = await loadRecord(tx, ex.offered.id, null, true);
      if (asked.row.deletedAt || offer.row.deletedAt || offer.row.draft || offer.row.visibility === 'private') throw wrongState('ResearchData.exchange.offerNotShared');
      const until = input.until ?? null;
      const [toProposer, toOwner] = await tx
        .insert(researchDataApplications)
        .values([
          { recordId: ex.record.id, applicantId: ex.proposerId, reason: ex.message, status: 'approved', until, decidedAt: new Date() },
          { recordId: ex.offered.id, applicantId: ex.ownerId, reason: ex.message, status: 'approved', until, decidedAt: new Date() },
        ])
        .returning({ id: researchDataApplications.id });
      await tx.update(researchDataExchanges).set({ proposerGrantId: toProposer.id, ownerGrantId: toOwner.id }).where(eq(researchDataExchanges.id, ex.id));
      await tx
        .update(researchData)
        .set({ traded: sql`${researchData.traded} + 1` })
        .where(inArray(researchData.id, [ex.record.id, ex.offered.id]));
      await notify(tx, ex.proposerId, 'researchExchangeAccepted', { title: ex.record.dataName, offered: ex.offered.dataName, until: until ?? '—' }, { link: `/allServer/${ex.record.id}` });
    } else {
      await notify(tx, ex.proposerId, 'researchExchangeDeclined', { title: ex.record.dataName, reason: excerpt(input.reason) }, { link: '/allServer/myAllServer?tab=exchanges' });
    }
    return strip(await one(tx, ex.id));
  });
}

/** `rdda/exchange/withdraw`: the proposer takes back a pending proposal. */
export async function withdrawExchange(db: Db, user: SessionUser, exchangeId: number): Promise<ExchangeRow> {
  return db.transaction(async (tx) => {
    const ex = await partyOf(tx, exchangeId, user);
    if (ex.proposerId !== user.id) throw forbidden();
    const [done] = await tx
      .update(researchDataExchanges)
      .set({ status: 'withdrawn', decidedAt: new Date() })
      .where(and(eq(researchDataExchanges.id, ex.id), eq(researchDataExchanges.status, 'pending')))
      .returning({ id: researchDataExchanges.id });
    if (!done) throw wrongState();
    return strip(await one(tx, ex.id));
  });
}

/** `rdda/exchange/page`: exchanges the caller proposed (sent) or received for their records, newest first. */
export async function pageExchanges(db: Db, user: SessionUser, input: { box: 'sent' | 'received'; page: number; pageSize: number }): Promise<Paged<ExchangeRow>> {
  const where =
    input.box === 'sent'
      ? eq(researchDataExchanges.proposerId, user.id)
      : inArray(researchDataExchanges.recordId, db.select({ id: researchData.id }).from(researchData).where(currentAuthorWhere(user, researchData)));
  const [{ total }] = await db.select({ total: count() }).from(researchDataExchanges).where(where);
  const rows = await base(db)
    .where(where)
    .orderBy(desc(researchDataExchanges.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  return { list: rows.map(toRow), total, page: input.page, pageSize: input.pageSize };
}
