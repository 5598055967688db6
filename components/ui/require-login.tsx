'use client';
import { Spin } from 'antd';
import { useLocale } from 'next-intl';
import { useEffect, useState, type ReactNode } from 'react';
import { getToken } from '@/lib/session/client';
import type { Locale } from '@/lib/i18n/routing';
import { localizePath } from '@/lib/session/rules';

/**
 * Protected screens: a signed-out visitor goes to /login?redirect=<this page> and comes back
 * after signing in. (Every endpoint checks the token again; this only spares a useless page.)
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const locale = useLocale() as Locale;
  const [ok, setOk] = useState(false);
  useEffect(() => {
    if (getToken()) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the cookie is only readable after hydration
      setOk(true);
      return;
    }
    const here = window.location.pathname + window.location.search;
    window.location.replace(`${localizePath('/login', locale)}?redirect=${encodeURIComponent(here)}`);
  }, [locale]);
  if (!ok) return <div className="auth-result"><Spin /></div>;
  return <>{children}</>;
}
