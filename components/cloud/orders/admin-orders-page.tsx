'use client';
import { Result } from 'antd';
import '@/styles/antd/result.css';
import { useTranslations } from 'next-intl';
import { PERMISSIONS, roleHasPermission } from '@/lib/session/permissions';
import { useSession } from '@/lib/session/use-session';
import { OrderList } from './order-list';

/**
 * /my/administration/cloudServices (issue 15 item 5): customer service's queue of every order with
 * the contact and quote deadlines and overdue flags, sending orders to laboratories, moving stages,
 * confirming offline transfers, and the Excel export. The role is a display hint; the endpoints decide.
 */
export function AdminOrdersPage() {
  const t = useTranslations('CloudOrders.pages');
  const { ready, userType } = useSession();
  if (!ready) return null;
  if (!roleHasPermission(userType ?? '', PERMISSIONS.orderConfirmPayment)) return <Result status="403" title={t('denied')} data-testid="cloud-admin-denied" />;
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
