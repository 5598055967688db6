import 'server-only';
import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { PERMISSIONS, roleHasPermission, type SessionUser } from '@/lib/session/permissions';

/** The owner and company columns of a table of company-owned objects. */
export interface CompanyOwnedColumns {
  ownerId: AnyPgColumn;
  companyId: AnyPgColumn;
}

/**
 * `isCurrentAuthor` (lib/session/permissions.ts) as a condition on a table: rows the caller wrote, of no company or of
 * the company the caller belongs to today. A member removed from a company no longer finds its rows among their own.
 */
export function currentAuthorWhere(user: Pick<SessionUser, 'id' | 'companyId'>, cols: CompanyOwnedColumns): SQL {
  const company = user.companyId === null ? isNull(cols.companyId) : or(isNull(cols.companyId), eq(cols.companyId, user.companyId))!;
  return and(eq(cols.ownerId, user.id), company)!;
}

/** `managesCompanyObject` as a condition on a table: what the caller may manage of its rows. */
export function managedWhere(user: Pick<SessionUser, 'id' | 'role' | 'companyId'>, cols: CompanyOwnedColumns): SQL {
  const own = currentAuthorWhere(user, cols);
  return user.companyId !== null && roleHasPermission(user.role, PERMISSIONS.companyManage) ? or(own, eq(cols.companyId, user.companyId))! : own;
}
