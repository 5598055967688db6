import { getTranslations } from 'next-intl/server';
import '@/components/cloud/orders/cloud-orders.css';
import { HighThroughput } from '@/components/cloud/orders/high-throughput';
import { screen } from '@/components/layout/screen';
import { IslandMessages } from '@/components/providers/island-messages';
import { cloudOrderCalls } from '@/lib/cloud/order-contract';
import { publicGet } from '@/lib/server/entry';

/**
 * /cloud/highThroughput (issue 15 item 5): a batch of many samples under one parameter grid, priced
 * per sample by the function that prices every order; ordering continues on /cloud/requirementFill
 * with the batch's samples filled in. Public: plain markup, no UI kit.
 */
const page = screen({
  path: '/cloud/highThroughput',
  title: 'Routes.screens.cloud_highThroughput',
  description: 'CloudOrders.ht.lead',
  render: async ({ locale }) => {
    const [t, options] = await Promise.all([getTranslations('CloudOrders.ht'), publicGet(locale, cloudOrderCalls.formOptions, {})]);
    const items = options.ok ? options.data.items.filter((i) => i.kind === 'detection') : [];
    const labs = options.ok ? options.data.labs : [];
    return (
      <section className="page cloud-page" data-testid="high-throughput">
        <h1 className="section-title">{t('title')}</h1>
        <p className="cloud-page__lead">{t('lead')}</p>
        <ul className="cloud-page__points">
          <li>{t('point1')}</li>
          <li>{t('point2')}</li>
          <li>{t('point3')}</li>
        </ul>
        <IslandMessages locale={locale} namespaces={['CloudOrders', 'Cloud']}>
          <HighThroughput items={items} labs={labs} />
        </IslandMessages>
      </section>
    );
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
