'use client';
import { useTranslations } from 'next-intl';
import { OrderList } from './order-list';

/**
 * /my/administration/cloudServices (issue 15 item 5): customer service's queue of every order with
 * the contact and quote deadlines and overdue flags, sending orders to laboratories, moving stages,
 * confirming offline transfers, and the Excel export. The personal centre's rule opens it to the roles with
 * order:confirm-payment (SCREEN_PERMISSION), which the endpoints check.
 */
export function AdminOrdersPage() {
  const t = useTranslations('CloudOrders.pages');
  return (
    <section className="my-panel" data-testid="cloud-admin">
      <div className="my-panel__head">
        <h1 className="my-panel__title">{t('adminTitle')}</h1>
      </div>
      <p className="cloud-page__lead">{t('adminLead')}</p>
      <OrderList mode="admin" />
    </section>
  );
}
