import type { RouteAuth } from '@/lib/routes';

/**
 * Who may do what (spec section 6): the roles, the permission codes and the one table that maps
 * roles to codes. The endpoints (access rule `permission`), checkLogin's permission list and the
 * personal-centre menu all read this table; nothing else decides by role name.
 */
export const ROLES = ['individual', 'company_admin', 'employee', 'laboratory', 'expert', 'customer_service', 'public_admin'] as const;
export type Role = (typeof ROLES)[number];

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
  administration: 'admin:console',
  /** Customer service sees every suggestion and replies (spec section 3, /my/suggestion). */
  suggestionReply: 'suggestion:reply',
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
  customer_service: [...signedIn, P.orderConfirmPayment, P.visitStats, P.administration, P.suggestionReply],
  public_admin: [...signedIn, P.auditPublish, P.orderConfirmPayment, P.visitStats, P.administration],
};

/** The permission a screen's route rule (lib/routes.ts) asks for; public and user screens ask none. */
export const ROUTE_PERMISSION: Record<Exclude<RouteAuth, 'public' | 'user'>, PermissionCode> = {
  company: P.companyView,
  admin: P.administration,
};

/**
 * Screens that ask more than their route rule: the permission code their endpoints ask (access rule `permission`), so
 * the personal-centre menu offers a screen only to the roles whose calls there will not be refused (issue 48 item 3),
 * and the shell refuses the screen itself to the others (components/account/my-shell.tsx). The company's editing
 * screens (issue 32) need company:manage, so an employee's menu lists only the read views, and a transferred
 * administrator loses them at once. The review screens are decided by the review table (lib/account/menu.ts).
 */
export const SCREEN_PERMISSION: Readonly<Record<string, PermissionCode>> = {
  ...Object.fromEntries(
    ['basicInformationManagement', 'employeeInformationManagement', 'packetInformationManagement', 'enterpriseOrderManagement', 'DataManagement', 'enterpriseRecommendedProductManagement', 'R&dDataManagement'].map((s) => [
      `/my/enterpriseInformationManagement/${s}`,
      P.companyManage,
    ]),
  ),
  // The laboratory's orders (cloudOrder/pageLab and the order calls of the laboratory).
  '/my/laboratoryOrder': P.laboratoryManage,
  '/my/laboratoryOrderDetail': P.laboratoryManage,
  // Every order and payment (payment/pageAllOrder), the cloud orders' queue (cloudOrder/pageAdmin), the remote-research demands.
  '/my/administration/payOrder': P.orderConfirmPayment,
  '/my/administration/cloudServices': P.orderConfirmPayment,
  '/my/administration/remoteScientificResearch': P.orderConfirmPayment,
  // The enterprise standards' review list (tm-standard/adminPage).
  '/my/administration/enterpriseStandardManagement': P.auditPublish,
};

/** Whether a role may open a screen: its route rule, then the screen's own permission if it has one. */
export function roleMayOpenScreen(role: string, path: string, auth: RouteAuth): boolean {
  const extra = Object.hasOwn(SCREEN_PERMISSION, path) ? SCREEN_PERMISSION[path] : undefined;
  return roleMayOpen(role, auth) && (!extra || roleHasPermission(role, extra));
}

export function permissionsForRole(role: string): PermissionCode[] {
  return ROLE_PERMISSIONS[role as Role] ?? [];
}

export function roleHasPermission(role: string, code: string): boolean {
  return permissionsForRole(role).includes(code as PermissionCode);
}

/** Whether a role may open a screen with the given route rule: read from the same table as the endpoints. */
export function roleMayOpen(role: string, auth: RouteAuth): boolean {
  if (auth === 'public' || auth === 'user') return true;
  return roleHasPermission(role, ROUTE_PERMISSION[auth]);
}

/** An object a company may own: its author, and its company (null: the author's own, not a company's). */
export interface CompanyOwned {
  ownerId: number;
  companyId: number | null;
}

/** Who is asking, as far as company ownership goes: `SessionUser` or the R&D policy's actor. */
interface Member {
  id: number;
  role: string;
  companyId: number | null;
}

/**
 * The author of `object` while still a member of the company that owns it (issue 45 item 5). An object of no company
 * is its author's alone. `user.companyId` is read from the database on every call, so an author removed from the
 * company (companyId cleared) is no longer its author here.
 */
export function isCurrentAuthor(user: Member | null, object: CompanyOwned): boolean {
  if (!user || user.id !== object.ownerId) return false;
  return object.companyId === null || user.companyId === object.companyId;
}

/**
 * The one rule for company-owned objects (issue 45 item 5; recommended products, standard systems and their
 * standards): managed by the company's current members with the right permission — its administrator
 * (company:manage) any of them, a member the ones they published — never by their author alone: a member removed
 * from the company manages nothing of it, their own publications included. An object of no company: its author.
 * The R&D data's owner actions ask `isCurrentAuthor` (its private records are their author's to manage and read,
 * the administrator's list shows the company's published ones only, docs/RESEARCH-DATA.md).
 */
export function managesCompanyObject(user: Member | null, object: CompanyOwned): boolean {
  if (!user) return false;
  if (object.companyId !== null && user.companyId === object.companyId && roleHasPermission(user.role, P.companyManage)) return true;
  return isCurrentAuthor(user, object);
}

/** The signed-in caller as every endpoint sees it (loaded from the database on every call). */
export interface SessionUser {
  id: number;
  userName: string;
  role: Role;
  accountType: string;
  companyId: number | null;
  sessionId: number;
}
