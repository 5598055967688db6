'use client';
import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { personalMenu, screenKey } from '@/lib/account/menu';
import { ROUTES } from '@/lib/routes';
import { stripLocale } from '@/lib/i18n/locale-path';
import { useSession } from '@/lib/session/use-session';
import { NavLink } from '@/components/layout/nav-link';
import { RequireLogin } from '@/components/ui/require-login';
import { loose } from '@/components/ui/zod-rule';

/**
 * The personal-centre shell: a side menu of the built /my/ screens the user's role may open.
 * `menuExtra` shows under the menu's title (the layout passes the VIP state of issue 12).
 */
export function MyShell({ children, menuExtra }: { children: ReactNode; menuExtra?: ReactNode }) {
  const t = useTranslations();
  const pathname = stripLocale(usePathname());
  const role = useSession().userType || 'individual';

  const items = personalMenu(role);
  // The menu is a display hint (the role cookie); each screen's endpoints decide access.
  const known = new Set(items.map((i) => i.path));
  const current = ROUTES.find((r) => r.path === pathname);
  if (current && current.path.startsWith('/my/') && !known.has(current.path)) items.push({ path: current.path, titleKey: screenKey(current.path), auth: current.auth });

  return (
    <RequireLogin>
      <div className="my-shell">
        <nav className="my-shell__menu" aria-label={t('Account.menu.title')} data-testid="my-menu">
          <h2 className="my-shell__menu-title">{t('Account.menu.title')}</h2>
          {menuExtra}
          <ul>
            {items.map((item) => (
              <li key={item.path}>
                <NavLink href={item.path} className={item.path === pathname ? 'my-shell__link my-shell__link--active' : 'my-shell__link'} aria-current={item.path === pathname ? 'page' : undefined}>
                  {t.has(`Routes.screens.${item.titleKey}` as 'Routes.screens.home') ? loose(t)(`Routes.screens.${item.titleKey}`) : item.path}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <section className="my-shell__content">{children}</section>
      </div>
    </RequireLogin>
  );
}
