import 'server-only';
import { eq } from 'drizzle-orm';
import { personalMenu } from '@/lib/account/menu';
import type { SessionData } from '@/lib/auth/contract';
import type { Db } from '@/lib/server/db/client';
import { companies, users } from '@/lib/server/db/schema';
import { permissionsForRole } from '@/lib/session/permissions';

export type { SessionData };

/** Builds the session answer from the database (never from what the client sent). */
export async function buildSessionData(db: Db, userId: number, token: string): Promise<SessionData> {
  const [row] = await db
    .select({
      userName: users.userName,
      role: users.role,
      accountType: users.accountType,
      companyName: companies.name,
      isStandardSystem: companies.isStandardSystem,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId))
    .limit(1);
  const isCompanyUser = row.role === 'company_admin' || row.role === 'employee';
  return {
    token,
    permission: permissionsForRole(row.role),
    userInfo: { userName: row.userName, userType: row.role },
    extendUserInfo: {
      companyName: row.companyName ?? '',
      isStandardSystem: !!row.isStandardSystem,
      isCompanyUser,
    },
    listSysMenuUser: personalMenu(row.role).map(({ path, titleKey }) => ({ path, titleKey })),
  };
}
