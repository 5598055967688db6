'use client';
import { Result } from 'antd';
import '@/styles/antd/result.css';
import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { NavLink } from '@/components/layout/nav-link';
import dynamic from 'next/dynamic';
import { OrderList } from './order-list';

// Only the detail screen shows an order: the list screen of this file does not load it (issue 30, page weight).
const OrderDetail = dynamic(() => import('./order-detail').then((m) => m.OrderDetail));

/**
 * /my/laboratoryOrder: the orders sent to the caller's laboratory (cloudOrder/pageLab decides; the personal centre's
 * rule opens the screen to the laboratories only, SCREEN_PERMISSION).
 */
export function LabOrdersPage() {
  const t = useTranslations('CloudOrders.pages');
  return (
    <section className="my-panel" data-testid="lab-orders">
      <div className="my-panel__head">
        <h1 className="my-panel__title">{t('labOrders')}</h1>
      </div>
      <OrderList mode="lab" />
    </section>
  );
}

/** /my/laboratoryOrderDetail?orderNo=…: one order of the laboratory (offer, contract, results). */
export function LabOrderDetailPage() {
  const t = useTranslations('CloudOrders.pages');
  const orderNo = useSearchParams().get('orderNo') ?? '';
  return (
    <section className="my-panel" data-testid="lab-order-detail">
      <div className="my-panel__head">
        <h1 className="my-panel__title">{t('labOrderDetail')}</h1>
        <NavLink href="/my/laboratoryOrder">{t('backToList')}</NavLink>
      </div>
      {/^\d{14,18}$/.test(orderNo) ? <OrderDetail orderNo={orderNo} /> : <Result status="warning" title={t('noOrder')} />}
    </section>
  );
}
