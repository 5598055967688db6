'use client';
import type { ReactNode } from 'react';
import { useSession } from '@/lib/session/use-session';

/** `hashide`: removes its content at once when `code` is missing from the permission list. */
export function HasHide({ code, children }: { code: string; children: ReactNode }) {
  const { permissions } = useSession();
  return permissions?.includes(code) ? <>{children}</> : null;
}
