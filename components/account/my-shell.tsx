'use client';
import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { mayFollowLinkTo, personalMenu, screenKey } from '@/lib/account/menu';
import { ROUTES } from '@/lib/routes';
import { stripLocale } from '@/lib/i18n/locale-path';
import { useSession } from '@/lib/session/use-session';
import { NavLink } from '@/components/layout/nav-link';
import { RequireLogin } from '@/components/ui/require-login';
import { loose } from '@/components/ui/zod-rule';

/**
 * The personal-centre shell: a menu of the built /my/ screens the user's role may open, and the screen — or, on a
 * screen the role may not open, the refusal. The menu and the refusal read one rule (`mayOpenScreen`, lib/account/menu.ts:
 * the route rule, the permission the screen's endpoints ask, the review table), so the menu never offers a screen
 * that then refuses (issue 48 item 3). The role is the session cookie's, a display hint: the endpoints decide again.
 *
 * Wide screens: the menu is a column beside the screen. Phones (≤ 768 px, components/account/account.css): the
 * screen comes first and the menu is one tap away, a labelled button (the menu's title and the current screen)
 * that opens the list in place; following a link closes it (issue 48 item 1).
 * `menuExtra` shows under the menu's title (the layout passes the VIP state of issue 12).
 */
export function MyShell({ children, menuExtra }: { children: ReactNode; menuExtra?: ReactNode }) {
  const t = useTranslations();
  const pathname = stripLocale(usePathname());
  const session = useSession();
  // The role is known once the cookies are read and checkLogin has written it (SessionBootstrap, 0.5 s after start;
  // a session signed in elsewhere may not have it yet). Until then nothing is refused: the screen's calls decide, and
  // the menu offers what every signed-in user may open.
  const known = session.ready && !!session.userType;
  const role = session.userType || 'individual';
  const [open, setOpen] = useState(false);

  const items = personalMenu(role);
  const current = ROUTES.find((r) => r.path === pathname);
  const allowed = !known || mayFollowLinkTo(role, pathname);
  // A screen opened from its list (a detail) is shown in the menu while it is open.
  if (allowed && current && current.path.startsWith('/my/') && !items.some((i) => i.path === current.path)) items.push({ path: current.path, titleKey: screenKey(current.path), auth: current.auth });
  const title = (path: string) => (t.has(`Routes.screens.${screenKey(path)}` as 'Routes.screens.home') ? loose(t)(`Routes.screens.${screenKey(path)}`) : path);

  return (
    <RequireLogin>
      <div className="my-shell">
        <nav className="my-shell__menu" aria-label={t('Account.menu.title')} data-testid="my-menu">
          <h2 className="my-shell__menu-title">{t('Account.menu.title')}</h2>
          <button
            type="button"
            className="my-shell__toggle"
            aria-expanded={open}
            aria-controls="my-menu-panel"
            data-testid="my-menu-toggle"
            onClick={() => setOpen(!open)}
            onKeyDown={(e) => {
              if (e.key === 'Escape') setOpen(false);
            }}
          >
            <span className="my-shell__toggle-label">{t('Account.menu.toggle')}</span>
            {current && allowed && <span className="my-shell__toggle-current">{title(current.path)}</span>}
            <span className="my-shell__toggle-mark" aria-hidden>
              {open ? '▴' : '▾'}
            </span>
          </button>
          <div
            id="my-menu-panel"
            className={open ? 'my-shell__panel my-shell__panel--open' : 'my-shell__panel'}
            onClick={(e) => {
              if ((e.target as HTMLElement).closest('a')) setOpen(false);
            }}
          >
            {menuExtra}
            <ul>
              {items.map((item) => (
                <li key={item.path}>
                  <NavLink href={item.path} className={item.path === pathname ? 'my-shell__link my-shell__link--active' : 'my-shell__link'} aria-current={item.path === pathname ? 'page' : undefined}>
                    {title(item.path)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        </nav>
        <section className="my-shell__content" data-own-content="">
          {allowed ? (
            children
          ) : (
            <div className="status-page" role="alert" data-testid="screen-denied">
              <p className="status-page__title">{t('Account.menu.denied')}</p>
              <p className="status-page__message">{t('Account.menu.deniedHint')}</p>
            </div>
          )}
        </section>
      </div>
    </RequireLogin>
  );
}
