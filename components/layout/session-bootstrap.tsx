'use client';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { authCalls } from '@/lib/api/calls/auth';
import { platformCalls } from '@/lib/api/calls/platform';
import { request } from '@/lib/api/client';
import { removeCookie, writeCookie } from '@/lib/session/browser-cookies';
import { clearSession, cookieSecurity, fillSession, getToken } from '@/lib/session/client';
import { COOKIE, EMBEDDED_CLIENT_FUNCTION, LIMITS, RESPONSE_CODE, STORAGE } from '@/lib/session/constants';
import { detectEmbeddedClient } from '@/lib/session/rules';
import { useHideContent } from './use-hide-content';

/**
 * Start-up duties of spec section 4: the login check about 0.5 s after start, the visit
 * record of every page, and the embedded desktop client bridge.
 */
export function SessionBootstrap() {
  const pathname = usePathname();
  const hideContent = useHideContent();

  useEffect(() => {
    const id = setTimeout(async () => {
      if (!getToken()) {
        removeCookie(COOKIE.token, { path: '/' });
        removeCookie(COOKIE.userName, { path: '/' });
        return;
      }
      const body = await request(authCalls.checkLogin, {}).catch(() => null);
      // Not if the reader signed out while the check was under way (the cookies are gone by then).
      if (body?.code === RESPONSE_CODE.success && body.data && getToken()) fillSession(body.data);
      else if (body?.code === RESPONSE_CODE.invalidToken || body?.code === RESPONSE_CODE.noToken) clearSession();
    }, LIMITS.loginCheckDelayMs);
    return () => clearTimeout(id);
  }, []);

  useEffect(() => {
    let visitorToken: string | undefined;
    try {
      visitorToken = localStorage.getItem(STORAGE.visitorToken) ?? undefined;
    } catch {
      /* ignore */
    }
    request(platformCalls.saveVisitData, {
      plateform: 'PC',
      source: document.referrer || undefined,
      url: window.location.href,
      path: pathname,
      visitorToken,
    })
      .then((token) => {
        // Keep a token another part of the page stored meanwhile (the questionnaire makes one when a visitor
        // answers before this first visit is recorded): replacing it would forget that visitor's answer.
        const current = localStorage.getItem(STORAGE.visitorToken);
        if (typeof token === 'string' && (current === null || current === (visitorToken ?? null))) localStorage.setItem(STORAGE.visitorToken, token);
      })
      .catch(() => undefined);
  }, [pathname]);

  useEffect(() => {
    const bridge = window as unknown as Record<string, unknown>;
    if (!detectEmbeddedClient(bridge, EMBEDDED_CLIENT_FUNCTION)) return;
    writeCookie('embeddedClient', '1', cookieSecurity());
    if (!hideContent) return;
    const report = (event: MouseEvent) => {
      const text = (event.target as HTMLElement | null)?.innerText?.trim();
      if (text) (bridge[EMBEDDED_CLIENT_FUNCTION] as (payload: { type: string; text: string }) => void)({ type: 'click', text: text.slice(0, 200) });
    };
    document.addEventListener('click', report);
    return () => document.removeEventListener('click', report);
  }, [hideContent]);

  return null;
}
