'use client';
import { useFormatter, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { NavLink } from '@/components/layout/nav-link';
import { paymentCalls } from '@/lib/api/calls/payments';
import { useCall } from '@/lib/api/use-call';
import type { VipStatus } from '@/lib/payments/contract';
import { useSession } from '@/lib/session/use-session';

/** Raised on window when a payment screen saw an order paid, so the header asks the VIP state again. */
export const VIP_CHANGED_EVENT = 'payments:vip-changed';

/** One request per page for the badge, the menu and /my/payment (SWR shares the key); asked again on VIP_CHANGED_EVENT. */
function useVipStatus(): VipStatus | null {
  const { signedIn } = useSession();
  const { data, mutate } = useCall(paymentCalls.getVipStatus, signedIn ? {} : null);
  useEffect(() => {
    const load = () => void mutate();
    window.addEventListener(VIP_CHANGED_EVENT, load);
    return () => window.removeEventListener(VIP_CHANGED_EVENT, load);
  }, [mutate]);
  return signedIn ? (data ?? null) : null;
}

/**
 * The VIP state in the header's user menu (issue 12, item 6). Part of the root layout, so plain
 * markup and no antd, strings in Layout.vip: asks payment/getVipStatus once per page while signed in
 * and again when a payment screen announces a change (VIP_CHANGED_EVENT).
 */
export function VipBadge() {
  const t = useTranslations('Layout');
  const format = useFormatter();
  const status = useVipStatus();
  if (!status) return null;
  const date = status.validUntil ? format.dateTime(new Date(status.validUntil), { dateStyle: 'medium' }) : '';
  if (status.state === 'active') {
    return (
      <NavLink href="/my/payment" className="user-menu__link user-menu__vip user-menu__vip--active" data-testid="header-vip" data-state="active" title={t('vip.activeLabel', { date })} aria-label={t('vip.activeLabel', { date })}>
        {t('vip.active')}
      </NavLink>
    );
  }
  return (
    <NavLink
      href="/subscribePay"
      className={`user-menu__link user-menu__vip user-menu__vip--${status.state}`}
      data-testid="header-vip"
      data-state={status.state}
      {...(status.state === 'expired' ? { title: t('vip.expiredLabel', { date }) } : {})}
    >
      {status.state === 'expired' ? t('vip.expired') : t('vip.none')}
    </NavLink>
  );
}

/** The VIP state line of the personal-centre menu (same call and strings as the header badge). */
export function VipMenuState() {
  const t = useTranslations('Layout');
  const format = useFormatter();
  const status = useVipStatus();
  if (!status) return null;
  const date = status.validUntil ? format.dateTime(new Date(status.validUntil), { dateStyle: 'medium' }) : '';
  const text = status.state === 'active' ? t('vip.activeLabel', { date }) : status.state === 'expired' ? t('vip.expiredLabel', { date }) : t('vip.none');
  return (
    <p className={`my-shell__vip my-shell__vip--${status.state}`} data-testid="menu-vip" data-state={status.state}>
      <NavLink href={status.state === 'active' ? '/my/payment' : '/subscribePay'}>{text}</NavLink>
    </p>
  );
}
