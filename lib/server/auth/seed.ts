import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import type { SeedStep } from '@/lib/server/ports/seed';
import { companies, companyGroups, users, type Role } from '@/lib/server/db/schema';
import { hashPassword } from './password';

/** One demo account per role (listed in docs/ACCOUNTS.md); all share this password. */
export const DEMO_PASSWORD = 'Demo1234';

export const DEMO_ACCOUNTS: { loginName: string; mobile: string; role: Role; userName: string; company?: boolean }[] = [
  { loginName: 'demo_user', mobile: '13800000001', role: 'individual', userName: 'demo_user' },
  { loginName: 'demo_admin', mobile: '13800000002', role: 'company_admin', userName: 'demo_admin', company: true },
  { loginName: 'demo_employee', mobile: '13800000003', role: 'employee', userName: 'demo_employee', company: true },
  { loginName: 'demo_lab', mobile: '13800000004', role: 'laboratory', userName: 'demo_lab' },
  { loginName: 'demo_expert', mobile: '13800000005', role: 'expert', userName: 'demo_expert' },
  { loginName: 'demo_service', mobile: '13800000006', role: 'customer_service', userName: 'demo_service' },
  { loginName: 'demo_public_admin', mobile: '13800000007', role: 'public_admin', userName: 'demo_public_admin' },
];

/** A code with a right GB 32100 check character (lib/auth/credit-code.ts), so the demo company can save its information. */
export const DEMO_COMPANY_CREDIT_CODE = '91110000MA0000001L';
/** What databases seeded before issue 32 hold (no valid check character): rewritten to the code above. */
const LEGACY_DEMO_CREDIT_CODE = '91110000DEMO00001X';

/** Creates the demo company (with one group) and the demo accounts; skips any that exist. */
export const authSeedStep: SeedStep = {
  name: 'auth-demo-accounts-v1',
  run: async (db) => {
    let [company] = await db.select({ id: companies.id, creditCode: companies.creditCode }).from(companies).where(inArray(companies.creditCode, [DEMO_COMPANY_CREDIT_CODE, LEGACY_DEMO_CREDIT_CODE]));
    if (company && company.creditCode === LEGACY_DEMO_CREDIT_CODE) await db.update(companies).set({ creditCode: DEMO_COMPANY_CREDIT_CODE }).where(eq(companies.id, company.id));
    if (!company) {
      [company] = await db
        .insert(companies)
        .values({
          name: '示范钢铁有限公司（演示）',
          creditCode: DEMO_COMPANY_CREDIT_CODE,
          industry: '钢铁冶炼',
          contact: 'demo_admin',
          enterpriseType: 'general',
          subAccountCount: 5,
        })
        .returning({ id: companies.id, creditCode: companies.creditCode });
    }
    let [group] = await db.select({ id: companyGroups.id }).from(companyGroups).where(eq(companyGroups.companyId, company.id)).limit(1);
    if (!group) [group] = await db.insert(companyGroups).values({ companyId: company.id, name: '研发部', sort: 1 }).returning({ id: companyGroups.id });
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    let created = 0;
    for (const a of DEMO_ACCOUNTS) {
      const rows = await db
        .insert(users)
        .values({
          loginName: a.loginName,
          mobile: a.mobile,
          userName: a.userName,
          passwordHash,
          role: a.role,
          accountType: a.company ? 'company' : 'individual',
          companyId: a.company ? company.id : null,
          groupId: a.role === 'employee' ? group.id : null,
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      created += rows.length;
    }
    return `${created} demo accounts`;
  },
};
