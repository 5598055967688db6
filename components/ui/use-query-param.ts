'use client';
import { useSearchParams } from 'next/navigation';
import { useCallback } from 'react';
import { useHideContent } from '@/components/layout/use-hide-content';
import { usePathname, useRouter } from '@/lib/i18n/navigation';
import { keepCxl } from '@/lib/session/rules';

/**
 * A list filter kept in the URL (`?state=replied`), so a filtered list can be linked and reloaded:
 * one of `allowed`, or `fallback` when absent or unknown. Changing it drops the page number (the
 * new filter starts at page 1) and keeps the other query parameters; the fallback leaves the
 * parameter out.
 */
export function useQueryParam<T extends string>(name: string, allowed: readonly T[], fallback: T): [T, (value: T) => void];
export function useQueryParam<T extends string>(name: string, allowed: readonly T[], fallback?: undefined): [T | undefined, (value: T | undefined) => void];
export function useQueryParam<T extends string>(name: string, allowed: readonly T[], fallback?: T): [T | undefined, (value: T | undefined) => void] {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const hide = useHideContent();
  const raw = params.get(name);
  const value = raw !== null && (allowed as readonly string[]).includes(raw) ? (raw as T) : fallback;
  const setValue = useCallback(
    (next: T | undefined) => {
      const query = new URLSearchParams(params.toString());
      if (next === undefined || next === fallback) query.delete(name);
      else query.set(name, next);
      query.delete('page');
      const q = query.toString();
      router.push(keepCxl(q ? `${pathname}?${q}` : pathname, hide), { scroll: false });
    },
    [params, router, pathname, hide, name, fallback],
  );
  return [value, setValue];
}
