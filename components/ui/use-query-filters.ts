'use client';
import { useSearchParams } from 'next/navigation';
import { useMemo } from 'react';
import { useHideContent } from '@/components/layout/use-hide-content';
import { usePathname, useRouter } from '@/lib/i18n/navigation';
import { keepCxl } from '@/lib/session/rules';

type Next = Record<string, string | number | undefined | null>;

/**
 * Several filters of a list and its page kept in the address (CONVENTIONS.md "Forms and tables"), so the list can be
 * linked and reloaded: `values` are the query's texts, `go(next)` replaces some, drops the empty ones and the page
 * (page 1 is left out), and keeps the personal centre's `cxl` as `useQueryParam` and `usePageParam` do.
 */
export function useQueryFilters(): { values: Record<string, string>; page: number; go: (next: Next) => void } {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const hide = useHideContent();
  const key = params.toString();
  const values = useMemo(() => Object.fromEntries(new URLSearchParams(key)), [key]);
  const page = Math.min(10000, Math.max(1, Number.parseInt(values.page ?? '1', 10) || 1));
  const go = (next: Next) => {
    const query = new URLSearchParams();
    for (const [k, v] of Object.entries({ ...values, page: undefined, ...next })) {
      if (v !== undefined && v !== null && v !== '' && !(k === 'page' && Number(v) <= 1)) query.set(k, String(v));
    }
    const q = query.toString();
    router.push(keepCxl(q ? `${pathname}?${q}` : pathname, hide), { scroll: false });
  };
  return { values, page, go };
}

/** A positive whole number from the address (an id filter), else undefined. */
export const idParam = (text: string | undefined) => (text && /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : undefined);
