import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { companies, users } from '@/lib/server/db/schema';
import { badRequest, conflict, conflictOnDuplicate, notFound } from '@/lib/server/api/errors';
import { checkSmsCode } from '@/lib/server/auth/sms-codes';
import { notify } from '@/lib/server/messages/notify';
import type { SessionUser } from '@/lib/session/permissions';
import { companyOf, memberOf } from './shared';

const E = 'Enterprise.errors';

/**
 * Swaps the administrator of a company in one transaction (issue 32 behaviour 4): the company row is locked, the
 * caller must still be its administrator, the new one an employee of it. The partial unique index
 * users_company_admin_uq keeps one administrator even if a path forgot the lock. Both get a message.
 */
export async function swapAdministrator(db: Db, companyId: number, fromId: number, toId: number, at: Date): Promise<void> {
  await conflictOnDuplicate(
    () =>
      db.transaction(async (tx) => {
        const [company] = await tx.select({ id: companies.id, name: companies.name }).from(companies).where(eq(companies.id, companyId)).for('update');
        if (!company) throw notFound(`${E}.companyNotFound`);
        const [from] = await tx.select({ id: users.id, userName: users.userName }).from(users).where(and(eq(users.id, fromId), eq(users.companyId, companyId), eq(users.role, 'company_admin')));
        if (!from) throw conflict(`${E}.notAdministrator`);
        const [to] = await tx.select({ id: users.id, userName: users.userName }).from(users).where(and(eq(users.id, toId), eq(users.companyId, companyId), eq(users.role, 'employee')));
        if (!to) throw notFound(`${E}.memberNotFound`);
        await tx.update(users).set({ role: 'employee', updatedAt: at }).where(eq(users.id, from.id));
        await tx.update(users).set({ role: 'company_admin', updatedAt: at }).where(eq(users.id, to.id));
        await notify(tx, to.id, 'companyAdminGranted', { company: company.name, from: from.userName }, { link: '/my/enterpriseInformationManagement/basicInformationManagement' });
        await notify(tx, from.id, 'companyAdminHandedOver', { company: company.name, to: to.userName }, { link: '/my/business' });
      }),
    `${E}.notAdministrator`,
  );
}

/** myData/transferManager: the administrator hands the role to an employee, confirmed by a security code to their own mobile. */
export async function transferManager(db: Db, user: SessionUser, input: { userId: number; code: string }, at: Date): Promise<null> {
  const companyId = companyOf(user);
  const target = await memberOf(db, companyId, input.userId);
  if (target.id === user.id) throw conflict(`${E}.alreadyAdministrator`);
  const [me] = await db.select({ mobile: users.mobile }).from(users).where(eq(users.id, user.id));
  if (!me?.mobile) throw badRequest(`${E}.securityCodeRequired`);
  await checkSmsCode(db, { mobile: me.mobile, purpose: 'security', code: input.code, consume: true, now: at });
  await swapAdministrator(db, companyId, user.id, target.id, at);
  return null;
}
