'use client';
import { useSearchParams } from 'next/navigation';
import { useMemo } from 'react';
import { usePathname, useRouter } from '@/lib/i18n/navigation';

/**
 * A list's page and filters kept in the address (CONVENTIONS.md "Forms and tables"), so a list can be linked and
 * reloaded: `values` are the query's texts, `go(next)` replaces some and drops the empty ones (page 1 too).
 */
export function useUrlFilters(): { values: Record<string, string>; page: number; go: (next: Record<string, string | number | undefined | null>) => void } {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const key = params.toString();
  const values = useMemo(() => Object.fromEntries(new URLSearchParams(key)), [key]);
  const page = Math.max(1, Number(values.page) || 1);
  const go = (next: Record<string, string | number | undefined | null>) => {
    const q = new URLSearchParams();
    const merged: Record<string, string | number | undefined | null> = { ...values, page: undefined, ...next };
    for (const [k, v] of Object.entries(merged)) if (v !== undefined && v !== null && v !== '' && !(k === 'page' && Number(v) <= 1)) q.set(k, String(v));
    const text = q.toString();
    router.push(text ? `${pathname}?${text}` : pathname, { scroll: false });
  };
  return { values, page, go };
}

/** A positive whole number from the address, else undefined. */
export const idParam = (text: string | undefined) => (text && /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : undefined);
