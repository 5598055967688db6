'use client';
import { useEffect, useState, type ReactNode } from 'react';
import { readPermissions, SESSION_EVENT } from '@/lib/session/client';

/** `hashide`: removes its content at once when `code` is missing from the permission list. */
export function HasHide({ code, children }: { code: string; children: ReactNode }) {
  const [allowed, setAllowed] = useState(false);
  useEffect(() => {
    const check = () => setAllowed((readPermissions() ?? []).includes(code));
    check();
    window.addEventListener(SESSION_EVENT, check);
    return () => window.removeEventListener(SESSION_EVENT, check);
  }, [code]);
  return allowed ? <>{children}</> : null;
}
