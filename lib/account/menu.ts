import { ROUTES, type RouteAuth } from '@/lib/routes';

export type MenuRole = 'individual' | 'company_admin' | 'employee' | 'laboratory' | 'expert' | 'customer_service' | 'public_admin';

export interface PersonalMenuItem {
  path: string;
  /** Key of the screen title in Routes.screens (path without the leading slash, / → _). */
  titleKey: string;
  auth: RouteAuth;
}

/** Whether a role may open a screen with the given route rule (lib/routes.ts). */
export function roleMayOpen(role: string, auth: RouteAuth): boolean {
  if (auth === 'public' || auth === 'user') return true;
  if (auth === 'company') return role === 'company_admin' || role === 'employee';
  return role === 'public_admin' || role === 'customer_service';
}

export function screenKey(path: string): string {
  return path.replace(/^\//, '').replace(/\//g, '_');
}

/**
 * The personal-centre menu (listSysMenuUser of checkLogin and the side menu of /my): every
 * built /my/ screen the role may open, in the order of the route table.
 */
export function personalMenu(role: string): PersonalMenuItem[] {
  return ROUTES.filter((r) => r.path.startsWith('/my/') && r.built && roleMayOpen(role, r.auth)).map((r) => ({
    path: r.path,
    titleKey: screenKey(r.path),
    auth: r.auth,
  }));
}
