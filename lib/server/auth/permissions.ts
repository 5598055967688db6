import type { Role } from '@/lib/server/db/schema';

/**
 * The one list of permission codes (spec section 6). checkLogin and getRolePermission return
 * the codes of the caller's role; endpoints decide access from the role stored in the database.
 */
export const PERMISSIONS = {
  materialExport: 'material:export',
  materialFullTable: 'material:full-table',
  orderCreate: 'order:create',
  companyManage: 'company:manage',
  companyView: 'company:view',
  laboratoryManage: 'laboratory:manage',
  expertReview: 'expert:review',
  orderConfirmPayment: 'order:confirm-payment',
  auditPublish: 'audit:publish',
  visitStats: 'stats:visits',
} as const;

export type PermissionCode = (typeof PERMISSIONS)[keyof typeof PERMISSIONS];

const P = PERMISSIONS;
const signedIn: PermissionCode[] = [P.materialExport, P.materialFullTable, P.orderCreate];

export const ROLE_PERMISSIONS: Record<Role, PermissionCode[]> = {
  individual: signedIn,
  company_admin: [...signedIn, P.companyManage, P.companyView],
  employee: [...signedIn, P.companyView],
  laboratory: [...signedIn, P.laboratoryManage],
  expert: [...signedIn, P.expertReview],
  customer_service: [...signedIn, P.orderConfirmPayment, P.visitStats],
  public_admin: [...signedIn, P.auditPublish, P.orderConfirmPayment, P.visitStats],
};

export function permissionsForRole(role: Role): PermissionCode[] {
  return ROLE_PERMISSIONS[role] ?? [];
}

export function roleHasPermission(role: Role, code: string): boolean {
  return permissionsForRole(role).includes(code as PermissionCode);
}
