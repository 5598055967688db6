'use client';
import { useEffect, useState, type ReactNode } from 'react';
import { readPermissions, SESSION_EVENT } from '@/lib/session/client';
import { LIMITS } from '@/lib/session/constants';

const POLL_MS = 250;

/**
 * Removes its content unless `code` is in the session's permission list. While the list is
 * still loading (no permission cookie yet) it polls for up to 10 s, then gives up.
 * This only hides UI: every endpoint checks the permission again on the server.
 */
export function HasPermission({ code, children }: { code: string; children: ReactNode }) {
  const [allowed, setAllowed] = useState(false);
  useEffect(() => {
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const list = readPermissions();
      if (list !== null) {
        setAllowed(list.includes(code));
        return;
      }
      if (Date.now() - started < LIMITS.permissionPollMs) timer = setTimeout(check, POLL_MS);
      else setAllowed(false);
    };
    check();
    window.addEventListener(SESSION_EVENT, check);
    return () => {
      clearTimeout(timer);
      window.removeEventListener(SESSION_EVENT, check);
    };
  }, [code]);
  return allowed ? <>{children}</> : null;
}
