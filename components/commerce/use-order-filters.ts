'use client';
import { useSearchParams } from 'next/navigation';
import { useCallback, useMemo } from 'react';
import { useHideContent } from '@/components/layout/use-hide-content';
import { usePathname, useRouter } from '@/lib/i18n/navigation';
import { ORDER_STATUSES, ORDER_TYPES, PAY_CHANNELS, type OrderStatus, type OrderType, type PayChannelName } from '@/lib/payments/contract';
import { keepCxl } from '@/lib/session/rules';

export interface OrderFilters {
  status?: OrderStatus;
  type?: OrderType;
  channel?: PayChannelName;
  keyword?: string;
  from?: string;
  to?: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = <T extends string>(allowed: readonly T[], v: string | null): T | undefined => (v !== null && (allowed as readonly string[]).includes(v) ? (v as T) : undefined);

/**
 * Customer service's order filters kept in the URL (`?status=waiting&keyword=2026…&from=2026-11-01`),
 * so a filtered list can be linked and reloaded; applying filters drops the page number.
 */
export function useOrderFilters(): [OrderFilters, (next: OrderFilters) => void] {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const hide = useHideContent();
  const key = params.toString();
  const filters = useMemo<OrderFilters>(() => {
    const q = new URLSearchParams(key);
    const text = (name: string, ok: (v: string) => boolean) => {
      const v = q.get(name)?.trim();
      return v && ok(v) ? v : undefined;
    };
    return {
      status: oneOf(ORDER_STATUSES, q.get('status')),
      type: oneOf(ORDER_TYPES, q.get('type')),
      channel: oneOf(PAY_CHANNELS, q.get('channel')),
      keyword: text('keyword', (v) => v.length <= 64),
      from: text('from', (v) => DATE.test(v)),
      to: text('to', (v) => DATE.test(v)),
    };
  }, [key]);
  const apply = useCallback(
    (next: OrderFilters) => {
      const q = new URLSearchParams();
      for (const [k, v] of Object.entries(next)) if (typeof v === 'string' && v.trim()) q.set(k, v.trim());
      const text = q.toString();
      router.push(keepCxl(text ? `${pathname}?${text}` : pathname, hide), { scroll: false });
    },
    [router, pathname, hide],
  );
  return [filters, apply];
}

/** The filters without empty values, as the call's input. */
export function definedFilters(filters: OrderFilters): OrderFilters {
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== '')) as OrderFilters;
}
