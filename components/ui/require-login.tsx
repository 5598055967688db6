'use client';
import { useLocale } from 'next-intl';
import { useEffect, type ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import { localizePath } from '@/lib/i18n/locale-path';
import { useSession } from '@/lib/session/use-session';
import { Spinner } from './spinner';

/**
 * Protected screens: a signed-out visitor goes to /login?redirect=<this page> and comes back
 * after signing in. (Every endpoint checks the token again; this only spares a useless page.)
 * The token cookie is only readable after hydration, so the screen waits for the session.
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const locale = useLocale() as Locale;
  const { ready, signedIn } = useSession();
  useEffect(() => {
    if (!ready || signedIn) return;
    const here = window.location.pathname + window.location.search;
    window.location.replace(`${localizePath('/login', locale)}?redirect=${encodeURIComponent(here)}`);
  }, [ready, signedIn, locale]);
  // (data-require-login: the route walk waits for the redirect rather than weigh a page on its way to /login)
  if (!ready || !signedIn) return <div className="auth-result" data-require-login=""><Spinner /></div>;
  return <>{children}</>;
}
