'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { NavLink } from '@/components/layout/nav-link';
import { messagesCalls } from '@/lib/api/calls/messages';
import { request } from '@/lib/api/client';
import { MESSAGES_CHANGED_EVENT } from '@/lib/messages/kinds';
import { RESPONSE_CODE } from '@/lib/session/constants';
import { useSession } from '@/lib/session/use-session';

/**
 * The unread count, or null when it is not known. The call answers its envelope (`.envelope()` in the
 * contract), so a stale token on any page neither toasts nor sends the visitor to /login: the
 * session check does that.
 */
async function unreadCount(): Promise<number | null> {
  try {
    const body = await request(messagesCalls.unreadCount);
    return body.code === RESPONSE_CODE.success && body.data ? body.data.count : null;
  } catch {
    return null;
  }
}

/** How often an open, visible page asks the count again. */
const REFRESH_MS = 60_000;

/**
 * The header's link to the message centre with the unread count (issue 11, item 3). Part of the
 * root layout, so plain markup and no antd: it asks `messages/unreadCount` only while signed in,
 * again when the page becomes visible, once a minute while it stays visible, and at once when the
 * message centre announces a change (MESSAGES_CHANGED_EVENT).
 */
export function UnreadBadge() {
  const t = useTranslations('Layout');
  const { signedIn } = useSession();
  const [count, setCount] = useState<number | null>(null);

  useEffect(() => {
    if (!signedIn) return;
    let alive = true;
    const load = () => {
      void unreadCount().then((n) => {
        if (alive) setCount(n);
      });
    };
    const whenVisible = () => {
      if (document.visibilityState === 'visible') load();
    };
    load();
    window.addEventListener(MESSAGES_CHANGED_EVENT, load);
    document.addEventListener('visibilitychange', whenVisible);
    const timer = window.setInterval(whenVisible, REFRESH_MS);
    return () => {
      alive = false;
      window.removeEventListener(MESSAGES_CHANGED_EVENT, load);
      document.removeEventListener('visibilitychange', whenVisible);
      window.clearInterval(timer);
    };
  }, [signedIn]);

  if (!signedIn) return null;
  const unread = count ?? 0;
  return (
    <NavLink href="/my/messageCentre" className="user-menu__link user-menu__messages" data-testid="header-messages" aria-label={`${t('messages')}: ${t('unreadMessages', { count: unread })}`}>
      {t('messages')}
      {unread > 0 && (
        <span className="user-menu__badge" data-testid="unread-count" aria-hidden>
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </NavLink>
  );
}
