'use client';
import { useTranslations } from 'next-intl';
import { authCalls } from '@/lib/api/calls/auth';
import { request } from '@/lib/api/client';
import { clearSession } from '@/lib/session/client';
import { useSession } from '@/lib/session/use-session';
import type { ReactNode } from 'react';
import { NavLink } from './nav-link';

/**
 * Sign-in state in the header: user name, personal centre and logout, or sign in / register.
 * `badges` (the VIP badge and the unread-message count) are handed in by the root layout, so the
 * shell imports no domain's components and no loop runs back to it.
 */
export function UserMenu({ badges }: { badges?: ReactNode }) {
  const t = useTranslations('Layout');
  const { ready, userName: name } = useSession();

  async function logout() {
    await request(authCalls.logout).catch(() => undefined);
    clearSession();
    window.location.assign(window.location.pathname.startsWith('/en') ? '/en' : '/');
  }

  if (!ready) return <span className="user-menu user-menu--pending" aria-hidden />;
  if (!name) {
    return (
      <span className="user-menu">
        <NavLink href="/login" className="user-menu__link" data-testid="login-link">
          {t('login')}
        </NavLink>
        <NavLink href="/register" className="user-menu__link user-menu__link--primary">
          {t('register')}
        </NavLink>
      </span>
    );
  }
  return (
    <span className="user-menu">
      <NavLink href="/my/info" className="user-menu__link" data-testid="user-name">
        {t('greeting', { name })}
      </NavLink>
      {badges}
      <button type="button" className="user-menu__link user-menu__logout" onClick={logout}>
        {t('logout')}
      </button>
    </span>
  );
}
