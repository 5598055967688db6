import { ROUTES, type RouteAuth } from '@/lib/routes';
import { roleMayOpenScreen } from '@/lib/session/permissions';

export interface PersonalMenuItem {
  path: string;
  /** Key of the screen title in Routes.screens (path without the leading slash, / → _). */
  titleKey: string;
  auth: RouteAuth;
}

export function screenKey(path: string): string {
  return path.replace(/^\//, '').replace(/\//g, '_');
}

/**
 * The personal-centre menu (listSysMenuUser of checkLogin and the side menu of /my): every
 * built /my/ screen the role may open (lib/session/permissions.ts), in the order of the route table.
 * Detail screens (`…Detail`, opened from their list) are not menu entries.
 */
export function personalMenu(role: string): PersonalMenuItem[] {
  return ROUTES.filter((r) => r.path.startsWith('/my/') && !r.path.endsWith('Detail') && r.built && roleMayOpenScreen(role, r.path, r.auth)).map((r) => ({
    path: r.path,
    titleKey: screenKey(r.path),
    auth: r.auth,
  }));
}
