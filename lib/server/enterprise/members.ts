import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, gt, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { Paged } from '@/lib/contract';
import { INVITATION_DAYS, type CompanyMember, type Invitation } from '@/lib/enterprise/contract';
import type { Db, DbExecutor } from '@/lib/server/db/client';
import { companies, companyGroups, companyInvitations, users } from '@/lib/server/db/schema';
import { conflict, notFound } from '@/lib/server/api/errors';
import { revokeAllSessions } from '@/lib/server/auth/session';
import { notify } from '@/lib/server/messages/notify';
import { logger } from '@/lib/server/log';
import type { SmsProvider } from '@/lib/server/ports';
import type { Locale } from '@/lib/i18n/routing';
import type { SessionUser } from '@/lib/session/permissions';
import { companyOf, groupOf, memberOf } from './shared';
import { containing } from '@/lib/server/db/like';
import { addDays } from '@/lib/time';

const E = 'Enterprise.errors';

/** myData/users: the company's members with group and role, filtered by group, role and keyword, paged. */
export async function listMembers(
  db: Db,
  user: SessionUser,
  input: { page: number; pageSize: number; groupId?: number; role?: 'company_admin' | 'employee'; keyword?: string },
): Promise<Paged<CompanyMember>> {
  const companyId = companyOf(user);
  const where: SQL[] = [eq(users.companyId, companyId)];
  if (input.groupId) await groupOf(db, companyId, input.groupId);
  if (input.groupId) where.push(eq(users.groupId, input.groupId));
  if (input.role) where.push(eq(users.role, input.role));
  if (input.keyword) {
    const like = containing(input.keyword);
    where.push(or(ilike(users.userName, like), ilike(users.fullName, like), ilike(users.mobile, like))!);
  }
  const cond = and(...where);
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(users).where(cond),
    db
      .select({ id: users.id, userName: users.userName, fullName: users.fullName, mobile: users.mobile, email: users.email, role: users.role, groupId: users.groupId, groupName: companyGroups.name, createdAt: users.createdAt })
      .from(users)
      .leftJoin(companyGroups, eq(companyGroups.id, users.groupId))
      .where(cond)
      .orderBy(desc(eq(users.role, 'company_admin')), asc(users.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
  ]);
  return {
    list: rows.map((r) => ({
      id: r.id,
      userName: r.userName,
      fullName: r.fullName ?? '',
      mobile: r.mobile ?? '',
      email: r.email ?? '',
      role: r.role === 'company_admin' ? 'company_admin' : 'employee',
      groupId: r.groupId,
      groupName: r.groupName,
      createdAt: r.createdAt.toISOString(),
    })),
    total: total.n,
    page: input.page,
    pageSize: input.pageSize,
  };
}

const openInvitation = (at: Date) => and(isNull(companyInvitations.acceptedAt), gt(companyInvitations.expiresAt, at));

/** myData/invitations: the company's open invitations (the administrator's screen). */
export async function listInvitations(db: Db, user: SessionUser, at: Date): Promise<Invitation[]> {
  const companyId = companyOf(user);
  const rows = await db
    .select({ id: companyInvitations.id, mobile: companyInvitations.mobile, expiresAt: companyInvitations.expiresAt, userId: users.id })
    .from(companyInvitations)
    .leftJoin(users, eq(users.mobile, companyInvitations.mobile))
    .where(and(eq(companyInvitations.companyId, companyId), openInvitation(at)))
    .orderBy(desc(companyInvitations.id));
  return rows.map((r) => ({ id: r.id, mobile: r.mobile, expiresAt: r.expiresAt.toISOString(), registered: r.userId !== null }));
}

/**
 * The company's seats in use (issue 32 behaviour 2, issue 48 item 8): its employees (the administrator takes none) and,
 * when inviting, its open invitations — an invitation holds its seat until it is accepted, expires or is withdrawn
 * (`withdrawInvitation`), so a full company frees a seat by withdrawing one. Accepting counts the employees only: the
 * accepted invitation's seat becomes the employee's.
 */
async function seatsTaken(tx: DbExecutor, companyId: number, at: Date, withInvitations: boolean): Promise<{ employees: number; invited: number }> {
  const [[employees], [invited]] = await Promise.all([
    tx.select({ n: count() }).from(users).where(and(eq(users.companyId, companyId), eq(users.role, 'employee'))),
    withInvitations ? tx.select({ n: count() }).from(companyInvitations).where(and(eq(companyInvitations.companyId, companyId), openInvitation(at))) : Promise.resolve([{ n: 0 }]),
  ]);
  return { employees: employees.n, invited: invited.n };
}

/**
 * myData/withdrawInvitation: the administrator ends an open invitation of their company at once (issue 48 item 8: open
 * invitations hold seats and could not be withdrawn). It ends as an expired one does: its link is refused (409
 * expired), its seat is free. Another company's, a used or an ended invitation: 404.
 */
export async function withdrawInvitation(db: Db, user: SessionUser, id: number, at: Date): Promise<null> {
  const companyId = companyOf(user);
  const ended = await db
    .update(companyInvitations)
    .set({ expiresAt: at })
    .where(and(eq(companyInvitations.id, id), eq(companyInvitations.companyId, companyId), openInvitation(at)))
    .returning({ id: companyInvitations.id });
  if (!ended.length) throw notFound(`${E}.invitationNotFound`);
  logger.write('info', 'invitation_withdrawn', { invitation: id, company: companyId, by: user.id });
  return null;
}

/**
 * myData/inviteUser: invites a mobile number for 7 days. A registered individual gets a message with the acceptance
 * link; an unregistered number is invited to register with the code (/register?invite=<code>). A member of any
 * company, a number already invited, or a full company: 409.
 */
export async function inviteUser(
  db: Db,
  user: SessionUser,
  input: { mobile: string; groupId?: number },
  at: Date,
  sms?: { provider: SmsProvider; locale: Locale; baseUrl: string },
): Promise<Invitation> {
  const companyId = companyOf(user);
  if (input.groupId) await groupOf(db, companyId, input.groupId);
  const { invitation, code, company } = await db.transaction(async (tx) => {
    const [company] = await tx.select().from(companies).where(eq(companies.id, companyId)).for('update');
    if (!company) throw notFound(`${E}.companyNotFound`);
    const [invitee] = await tx.select({ id: users.id, role: users.role, companyId: users.companyId }).from(users).where(eq(users.mobile, input.mobile));
    if (invitee && (invitee.companyId !== null || invitee.role !== 'individual')) throw conflict(invitee.companyId === companyId ? `${E}.alreadyMember` : `${E}.notInvitable`);
    const [already] = await tx.select({ id: companyInvitations.id }).from(companyInvitations).where(and(eq(companyInvitations.companyId, companyId), eq(companyInvitations.mobile, input.mobile), openInvitation(at)));
    if (already) throw conflict(`${E}.alreadyInvited`);
    const seats = await seatsTaken(tx, companyId, at, true);
    if (seats.employees + seats.invited >= company.subAccountCount) {
      // Say when open invitations hold seats: withdrawing one frees it (the table's Withdraw action).
      throw seats.invited > 0 ? conflict(`${E}.limitReachedInvited`, { limit: company.subAccountCount, invited: seats.invited }) : conflict(`${E}.limitReached`, { limit: company.subAccountCount });
    }
    const code = randomBytes(24).toString('base64url');
    const expiresAt = addDays(at, INVITATION_DAYS);
    const [row] = await tx
      .insert(companyInvitations)
      .values({ companyId, groupId: input.groupId ?? null, mobile: input.mobile, code, invitedBy: user.id, expiresAt, createdAt: at })
      .returning({ id: companyInvitations.id });
    if (invitee) await notify(tx, invitee.id, 'companyInvited', { company: company.name, inviter: user.userName }, { link: `/my/business?invite=${code}` });
    return { invitation: { id: row.id, mobile: input.mobile, expiresAt: expiresAt.toISOString(), registered: Boolean(invitee) }, code, company: company.name };
  });
  if (invitation.registered || !sms) return invitation;
  // A number not registered yet: an SMS with the register link, sent after the invitation is stored (never inside the
  // transaction). When it cannot go out (no invitation template configured, the gateway refuses) the invitation stays
  // and the answer says so; the administrator may pass the link on another way.
  const path = `${sms.locale === 'en' ? '/en' : ''}/register?invite=${code}`;
  try {
    await sms.provider.notify({ mobile: input.mobile, kind: 'companyInvite', params: { company, link: `${sms.baseUrl.replace(/\/$/, '')}${path}` }, locale: sms.locale });
    return { ...invitation, smsSent: true };
  } catch (error) {
    logger.write('warn', 'invitation_sms_failed', { invitation: invitation.id, message: error instanceof Error ? error.message : String(error) });
    return { ...invitation, smsSent: false };
  }
}

/**
 * myData/acceptInvite: the invited number's own account, an individual, joins the company as an employee in the
 * invitation's group. Expired or spent invitations are refused (409); another number's invitation is 404.
 */
export async function acceptInvite(db: Db, user: SessionUser, code: string, at: Date): Promise<{ companyId: number }> {
  const companyId = await db.transaction(async (tx) => {
    const [inv] = await tx.select().from(companyInvitations).where(eq(companyInvitations.code, code)).for('update');
    const [me] = await tx.select({ mobile: users.mobile, role: users.role, companyId: users.companyId }).from(users).where(eq(users.id, user.id));
    if (!inv || !me || me.mobile !== inv.mobile) throw notFound(`${E}.invitationNotFound`);
    if (inv.acceptedAt) throw conflict(`${E}.invitationUsed`);
    if (inv.expiresAt <= at) throw conflict(`${E}.invitationExpired`);
    if (me.companyId !== null || me.role !== 'individual') throw conflict(`${E}.notInvitable`);
    const [company] = await tx.select().from(companies).where(eq(companies.id, inv.companyId)).for('update');
    if (!company) throw notFound(`${E}.invitationNotFound`);
    if ((await seatsTaken(tx, company.id, at, false)).employees >= company.subAccountCount) throw conflict(`${E}.limitReached`, { limit: company.subAccountCount });
    await tx.update(companyInvitations).set({ acceptedAt: at, acceptedBy: user.id }).where(eq(companyInvitations.id, inv.id));
    await tx.update(users).set({ role: 'employee', accountType: 'company', companyId: company.id, groupId: inv.groupId, updatedAt: at }).where(eq(users.id, user.id));
    return company.id;
  });
  return { companyId };
}

/** myData/setUserGroup: moves a member of the company into one of its groups (or none). */
export async function setUserGroup(db: Db, user: SessionUser, input: { userId: number; groupId: number | null }): Promise<null> {
  const companyId = companyOf(user);
  await memberOf(db, companyId, input.userId);
  if (input.groupId !== null) await groupOf(db, companyId, input.groupId);
  await db.update(users).set({ groupId: input.groupId }).where(and(eq(users.id, input.userId), eq(users.companyId, companyId)));
  return null;
}

/**
 * myData/removeUser: the member becomes an individual again and is signed out everywhere; orders bought for the
 * company stay the company's, and so does what they made for it (products, standards, R&D data: managed by its current
 * members, lib/session/permissions.ts managesCompanyObject); what they own outside any company stays theirs. The administrator cannot remove themself (409).
 */
export async function removeUser(db: Db, user: SessionUser, userId: number, at: Date): Promise<null> {
  const companyId = companyOf(user);
  const member = await memberOf(db, companyId, userId);
  if (member.id === user.id || member.role === 'company_admin') throw conflict(`${E}.cannotRemoveAdministrator`);
  await db.transaction(async (tx) => {
    const [company] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
    await tx.update(users).set({ role: 'individual', accountType: 'individual', companyId: null, groupId: null, updatedAt: at }).where(and(eq(users.id, member.id), eq(users.companyId, companyId)));
    await notify(tx, member.id, 'companyMemberRemoved', { company: company?.name ?? '' });
  });
  await revokeAllSessions(db, member.id);
  return null;
}
