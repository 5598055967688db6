'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { get } from '@/lib/api/client';
import { clearSession, readUserName, SESSION_EVENT } from '@/lib/session/client';
import { NavLink } from './nav-link';

/** Sign-in state in the header: user name, personal centre and logout, or sign in / register. */
export function UserMenu() {
  const t = useTranslations('Layout');
  const [name, setName] = useState<string | undefined>(undefined);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const sync = () => {
      setName(readUserName());
      setReady(true);
    };
    sync();
    window.addEventListener(SESSION_EVENT, sync);
    return () => window.removeEventListener(SESSION_EVENT, sync);
  }, []);

  async function logout() {
    await get('loginCustom/logout').catch(() => undefined);
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
      <button type="button" className="user-menu__link user-menu__logout" onClick={logout}>
        {t('logout')}
      </button>
    </span>
  );
}
