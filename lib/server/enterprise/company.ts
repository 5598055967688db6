import 'server-only';
import { and, count, eq, ne } from 'drizzle-orm';
import type { CompanyInfo, SaveCompanyInput } from '@/lib/enterprise/contract';
import type { Db } from '@/lib/server/db/client';
import { companies, companyGroups, users } from '@/lib/server/db/schema';
import { badRequest, conflict, conflictOnDuplicate, notFound } from '@/lib/server/api/errors';
import { checkSmsCode } from '@/lib/server/auth/sms-codes';
import { PERMISSIONS, roleHasPermission, type SessionUser } from '@/lib/session/permissions';
import { COMPANY_OWNER_KIND, DOCUMENTS_FIELD } from '@/lib/enterprise/contract';
import { listFiles, replaceFiles } from '@/lib/server/files/service';
import { companyOf } from './shared';

/** myData/company: the caller's company with its administrator and counts. */
export async function getCompany(db: Db, user: SessionUser): Promise<CompanyInfo> {
  const companyId = companyOf(user);
  const [c] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!c) throw notFound('Enterprise.errors.companyNotFound');
  const [[members], [groups], [admin]] = await Promise.all([
    db.select({ n: count() }).from(users).where(eq(users.companyId, companyId)),
    db.select({ n: count() }).from(companyGroups).where(eq(companyGroups.companyId, companyId)),
    db.select({ id: users.id, userName: users.userName }).from(users).where(and(eq(users.companyId, companyId), eq(users.role, 'company_admin'))),
  ]);
  return {
    id: c.id,
    name: c.name,
    creditCode: c.creditCode ?? '',
    industry: c.industry ?? '',
    contact: c.contact ?? '',
    email: c.email ?? '',
    otherContact: c.otherContact ?? '',
    enterpriseType: c.enterpriseType === 'light_node' ? 'light_node' : 'general',
    subAccountCount: c.subAccountCount,
    serverRequirements: c.serverRequirements ?? '',
    memberCount: members.n,
    groupCount: groups.n,
    administrator: admin ?? null,
    canManage: roleHasPermission(user.role, PERMISSIONS.companyManage),
    createdAt: c.createdAt.toISOString(),
    documents: await listFiles(db, COMPANY_OWNER_KIND, companyId, DOCUMENTS_FIELD),
  };
}

/**
 * myData/saveCompany (issue 32 behaviour 1): the administrator's company only. A new name or credit code needs a
 * security code sent to the administrator's own mobile; a credit code another company holds is 409.
 */
export async function saveCompany(db: Db, user: SessionUser, input: SaveCompanyInput & { creditCode: string; code?: string; documentIds?: string[] }, at: Date): Promise<CompanyInfo> {
  const companyId = companyOf(user);
  const [c] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!c) throw notFound('Enterprise.errors.companyNotFound');
  // Before the security code: a refused code is not spent on a change that cannot happen.
  const [taken] = await db.select({ id: companies.id }).from(companies).where(and(eq(companies.creditCode, input.creditCode), ne(companies.id, companyId)));
  if (taken) throw conflict('Enterprise.errors.creditCodeTaken');
  if (c.name !== input.name || c.creditCode !== input.creditCode) {
    if (!input.code) throw badRequest('Enterprise.errors.securityCodeRequired');
    const [me] = await db.select({ mobile: users.mobile }).from(users).where(eq(users.id, user.id));
    if (!me?.mobile) throw badRequest('Enterprise.errors.securityCodeRequired');
    await checkSmsCode(db, { mobile: me.mobile, purpose: 'security', code: input.code, consume: true, now: at });
  }
  await conflictOnDuplicate(
    () =>
      db.transaction(async (tx) => {
        await tx
          .update(companies)
          .set({
            name: input.name,
            creditCode: input.creditCode,
            industry: input.industry || null,
            contact: input.contact || null,
            email: input.email || null,
            otherContact: input.otherContact || null,
            serverRequirements: input.serverRequirements || null,
          })
          .where(eq(companies.id, companyId));
        if (input.documentIds) await replaceFiles(tx, { userId: user.id, ownerKind: COMPANY_OWNER_KIND, ownerId: companyId, field: DOCUMENTS_FIELD, fileIds: input.documentIds });
      }),
    'Enterprise.errors.creditCodeTaken',
  );
  return getCompany(db, user);
}
