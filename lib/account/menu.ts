import { REVIEW_KINDS, kindsReviewedBy, type ReviewKindDef } from '@/lib/reviews/kinds';
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
 * The review screens that are their queue (lib/reviews/kinds.ts `reviewScreen`, without the tab of its address): the
 * kinds each one reviews. A screen whose queue is one section of a console (`queueIsSection`) is not among them.
 */
function reviewScreens(table: Record<string, ReviewKindDef>): Map<string, string[]> {
  const screens = new Map<string, string[]>();
  for (const [kind, def] of Object.entries(table)) {
    if (def.queueIsSection) continue;
    const path = def.reviewScreen.replace(/\?.*$/, '');
    screens.set(path, [...(screens.get(path) ?? []), kind]);
  }
  return screens;
}
const REVIEW_SCREENS = reviewScreens(REVIEW_KINDS);

/**
 * Whether a role may open a screen of the route table — the one rule the personal-centre menu, the shell's refusal
 * (components/account/my-shell.tsx) and the route walk read: the route rule, the permission the screen's endpoints ask
 * (`SCREEN_PERMISSION`), and for a review screen whether the role reviews one of its kinds (the table the audit
 * endpoints read). An address outside the route table is not decided here (true): its endpoints decide.
 */
export function mayOpenScreen(role: string, path: string): boolean {
  const route = ROUTES.find((r) => r.path === path);
  if (!route) return true;
  if (!roleMayOpenScreen(role, route.path, route.auth)) return false;
  const kinds = REVIEW_SCREENS.get(route.path);
  return !kinds || kindsReviewedBy(role).some((kind) => kinds.includes(kind));
}

/**
 * Screens a signed-in user outside their rule reaches by a link the screen itself answers: /my/business shows a
 * non-member the company invitation of the link they followed (components/enterprise/company-view.tsx; acceptInvite
 * decides). The shell does not refuse them; the menu does not offer them (mayOpenScreen).
 */
const LINKED_SCREENS: ReadonlySet<string> = new Set(['/my/business']);

/** Whether the personal-centre shell draws a screen for a role: one it may open, or one reached by such a link. */
export function mayFollowLinkTo(role: string, path: string): boolean {
  return LINKED_SCREENS.has(path) || mayOpenScreen(role, path);
}

/**
 * The personal-centre menu (listSysMenuUser of checkLogin and the side menu of /my): every
 * built /my/ screen the role may open (mayOpenScreen), in the order of the route table.
 * Detail screens (`…Detail`, opened from their list) are not menu entries.
 */
export function personalMenu(role: string): PersonalMenuItem[] {
  return ROUTES.filter((r) => r.path.startsWith('/my/') && !r.path.endsWith('Detail') && r.built && mayOpenScreen(role, r.path)).map((r) => ({
    path: r.path,
    titleKey: screenKey(r.path),
    auth: r.auth,
  }));
}
