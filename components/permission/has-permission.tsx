'use client';
import { useEffect, type ReactNode } from 'react';
import { LIMITS } from '@/lib/session/constants';
import { recheckSession, useSession } from '@/lib/session/use-session';

const POLL_MS = 250;

/**
 * Removes its content unless `code` is in the session's permission list. While the list is
 * still loading (no permission cookie yet) it polls for up to 10 s, then gives up.
 * This only hides UI: every endpoint checks the permission again on the server.
 */
export function HasPermission({ code, children }: { code: string; children: ReactNode }) {
  const { permissions } = useSession();
  const loading = permissions === null;
  useEffect(() => {
    if (!loading) return;
    const started = Date.now();
    const timer = setInterval(() => {
      if (Date.now() - started >= LIMITS.permissionPollMs) clearInterval(timer);
      else recheckSession();
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [loading]);
  return permissions?.includes(code) ? <>{children}</> : null;
}
