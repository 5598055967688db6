'use client';
import { Button, Checkbox, Result, Skeleton } from 'antd';
import '@/styles/antd/button.css';
import '@/styles/antd/checkbox.css';
import '@/styles/antd/result.css';
import '@/styles/antd/skeleton.css';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { paymentCalls } from '@/lib/api/calls/payments';
import { request } from '@/lib/api/client';
import { useCall } from '@/lib/api/use-call';
import type { OrderDetail, VipOffer, VipPlan, VipPlanCode } from '@/lib/payments/contract';
import { PERMISSIONS, roleHasPermission } from '@/lib/session/permissions';
import { useSession } from '@/lib/session/use-session';
import { newIdempotencyKey } from './idempotency-key';
import { PayDialog } from './lazy-dialogs';
import { useMoney } from '@/components/commerce/money';
import { VipStateView } from './vip-state';

/**
 * /subscribePay (issue 12, item 6): the VIP plans of payment/listVip with the prices, the 12 %
 * discount and the reductions exactly as the server computed them (nothing is computed here), what VIP
 * unlocks, the caller's VIP state, and buy/renew through the payment dialog.
 */
export function VipPlans() {
  const t = useTranslations('PaymentScreens');
  const { data, error, isLoading, mutate } = useCall(paymentCalls.listVip, {});
  const { userType } = useSession();
  const companyBuyer = roleHasPermission(userType ?? '', PERMISSIONS.companyView);
  const [forCompany, setForCompany] = useState(false);
  const [buying, setBuying] = useState<VipPlanCode | null>(null);
  const [order, setOrder] = useState<OrderDetail | null>(null);
  // One key per intention to buy a plan: a retried request after a lost answer makes no second order.
  const keys = useRef(new Map<string, string>());
  const lastPlan = useRef<VipPlanCode | null>(null);

  async function buy(plan: VipPlanCode) {
    const intent = `${plan}:${forCompany}`;
    const key = keys.current.get(intent) ?? newIdempotencyKey();
    keys.current.set(intent, key);
    setBuying(plan);
    lastPlan.current = plan;
    try {
      const created = await request(paymentCalls.saveVipOrder, { plan, forCompany }, { idempotencyKey: key });
      keys.current.delete(intent);
      setOrder(created);
    } catch {
      // The client has shown the server's message; the key is kept for the next attempt.
    } finally {
      setBuying(null);
    }
  }

  if (error && !data) {
    return <Result status="warning" title={t('common.loadError')} extra={<Button onClick={() => void mutate()}>{t('common.retry')}</Button>} data-testid="vip-plans-error" />;
  }
  if (isLoading || !data) return <Skeleton active paragraph={{ rows: 6 }} />;
  const renew = data.status?.state === 'active';

  return (
    <div className="vip-page" data-testid="vip-plans">
      <header className="vip-page__head">
        <h1 className="vip-page__title">{t('plans.title')}</h1>
        <p className="vip-page__intro">{t('plans.intro')}</p>
        {data.status && <VipStateView status={data.status} action={false} />}
        {renew && <p className="vip-page__hint">{t('vip.renewHint')}</p>}
      </header>
      {companyBuyer && (
        <Checkbox checked={forCompany} onChange={(e) => setForCompany(e.target.checked)} data-testid="vip-for-company">
          {t('plans.forCompany')}
        </Checkbox>
      )}
      {data.plans.length === 0 ? (
        <Result status="info" title={t('plans.empty')} />
      ) : (
        <ul className="vip-plans">
          {data.plans.map((plan) => (
            <PlanCard key={plan.code} plan={plan} renew={renew} busy={buying === plan.code} disabled={buying !== null} onBuy={() => void buy(plan.code)} />
          ))}
        </ul>
      )}
      <Privileges offer={data} />
      <PayDialog
        order={order}
        onClose={() => {
          setOrder(null);
          void mutate();
        }}
        onOrderAgain={() => {
          setOrder(null);
          if (lastPlan.current) void buy(lastPlan.current);
        }}
      />
    </div>
  );
}

function PlanCard({ plan, renew, busy, disabled, onBuy }: { plan: VipPlan; renew: boolean; busy: boolean; disabled: boolean; onBuy: () => void }) {
  const t = useTranslations('PaymentScreens');
  const money = useMoney();
  return (
    <li className={`vip-plan vip-plan--${plan.code}`} data-testid={`vip-plan-${plan.code}`}>
      <h2 className="vip-plan__name">{plan.name}</h2>
      <p className="vip-plan__months">{t('plans.months', { count: plan.months })}</p>
      <p className="vip-plan__price" data-testid="vip-plan-price">
        {money(plan.priceFen)}
      </p>
      <p className="vip-plan__list">
        <s>{t('plans.listPrice', { price: money(plan.listPriceFen) })}</s>
      </p>
      <ul className="vip-plan__deals">
        {plan.discountPercent > 0 && <li>{t('plans.discount', { percent: plan.discountPercent })}</li>}
        {plan.reductionFen > 0 && <li data-testid="vip-plan-reduction">{t('plans.reduction', { amount: money(plan.reductionFen) })}</li>}
        <li>{t('plans.perMonth', { price: money(plan.monthlyFen) })}</li>
      </ul>
      <Button type="primary" block loading={busy} disabled={disabled && !busy} onClick={onBuy} data-testid={`vip-buy-${plan.code}`}>
        {renew ? t('plans.renew') : t('plans.buy')}
      </Button>
    </li>
  );
}

function Privileges({ offer }: { offer: VipOffer }) {
  const t = useTranslations('PaymentScreens');
  return (
    <section className="vip-privileges" aria-labelledby="vip-privileges-title">
      <h2 id="vip-privileges-title">{t('plans.privileges')}</h2>
      <ul data-testid="vip-privileges">
        {offer.privileges.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
    </section>
  );
}
