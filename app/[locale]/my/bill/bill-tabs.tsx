'use client';
import { Tabs } from 'antd';
import '@/styles/antd/tabs.css';
import { useTranslations } from 'next-intl';
import { InvoiceManager } from '@/components/account/invoice-manager';
import { InvoiceRequests } from '@/components/commerce/invoice-requests';

/** /my/bill: the invoice requests of my paid orders (payments) and the saved invoice titles they use (account). */
export function BillTabs() {
  const t = useTranslations('PaymentScreens');
  return (
    <section className="my-panel" data-testid="bill">
      <div className="my-panel__head">
        <h1 className="my-panel__title">{t('bill.title')}</h1>
      </div>
      <Tabs
        defaultActiveKey="requests"
        items={[
          { key: 'requests', label: <span data-testid="bill-tab-requests">{t('bill.requests')}</span>, children: <InvoiceRequests /> },
          { key: 'titles', label: <span data-testid="bill-tab-titles">{t('bill.titles')}</span>, children: <InvoiceManager /> },
        ]}
      />
    </section>
  );
}
