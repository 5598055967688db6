'use client';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { Tabs } from '@/components/ui/plain/tabs';
import { useQueryParam } from '@/components/ui/use-query-param';

// Each tab's code loads when the tab is shown (issue 30: /my/bill loaded both, 548 KB of JS).
const InvoiceRequests = dynamic(() => import('@/components/commerce/invoice-requests').then((m) => m.InvoiceRequests));
const InvoiceManager = dynamic(() => import('@/components/account/invoice-manager').then((m) => m.InvoiceManager));

const TABS = ['requests', 'titles'] as const;

/** /my/bill: the invoice requests of my paid orders (payments) and the saved invoice titles they use (account). */
export function BillTabs() {
  const t = useTranslations('PaymentScreens');
  // The tab is in the address (?tab=titles), so the invoice dialog can link to saving a title.
  const [tab, setTab] = useQueryParam('tab', TABS, 'requests');
  return (
    <section className="my-panel" data-testid="bill">
      <div className="my-panel__head">
        <h1 className="my-panel__title">{t('bill.title')}</h1>
      </div>
      <Tabs
        activeKey={tab}
        label={t('bill.title')}
        onChange={(key) => setTab(key as (typeof TABS)[number])}
        items={[
          { key: 'requests', label: <span data-testid="bill-tab-requests">{t('bill.requests')}</span>, children: tab === 'requests' ? <InvoiceRequests /> : null },
          { key: 'titles', label: <span data-testid="bill-tab-titles">{t('bill.titles')}</span>, children: tab === 'titles' ? <InvoiceManager /> : null },
        ]}
      />
    </section>
  );
}
