'use client';
import { useTranslations } from 'next-intl';
import { NavLink } from '@/components/layout/nav-link';
import { OrderList } from './order-list';

/** /my/requirementList (every order) and /my/checkList (detection orders): the customer's orders. */
export function MyOrdersPage({ kind }: { kind?: 'detection' }) {
  const t = useTranslations('CloudOrders.pages');
  return (
    <section className="my-panel" data-testid="my-cloud-orders">
      <div className="my-panel__head">
        <h1 className="my-panel__title">{kind ? t('myChecks') : t('myRequirements')}</h1>
        <NavLink href="/cloud/requirementFill">{t('newOrder')}</NavLink>
      </div>
      <OrderList mode="mine" kind={kind} />
    </section>
  );
}
