'use client';
import { useSearchParams } from 'next/navigation';
import { useCallback } from 'react';
import { useHideContent } from '@/components/layout/use-hide-content';
import { usePathname, useRouter } from '@/lib/i18n/navigation';
import { keepCxl } from '@/lib/session/rules';

/**
 * The page number of a client-side list, kept in the URL (`?page=2`) so the list can be linked
 * and reloaded; page 1 leaves the parameter out. Other query parameters are kept.
 */
export function usePageParam(name = 'page'): [number, (page: number) => void] {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const hide = useHideContent();
  const page = Math.min(10000, Math.max(1, Number.parseInt(params.get(name) ?? '1', 10) || 1));
  const setPage = useCallback(
    (next: number) => {
      const query = new URLSearchParams(params.toString());
      if (next > 1) query.set(name, String(next));
      else query.delete(name);
      const q = query.toString();
      router.push(keepCxl(q ? `${pathname}?${q}` : pathname, hide), { scroll: false });
    },
    [params, router, pathname, hide, name],
  );
  return [page, setPage];
}
