import '@/components/cloud/cloud.css';
import { CloudHome } from '@/components/cloud/cloud-home';
import { screen } from '@/components/layout/screen';
import '@/components/products/products.css';
import { NewestProducts } from '@/components/products/server/newest-products';
import { productCalls } from '@/lib/products/contract';
import { getFormatter, getTranslations } from 'next-intl/server';
import { cloudCalls, cloudOrderCalls } from '@/lib/cloud/contract';
import { publicGet } from '@/lib/server/entry';

/** /cloud/cloudHomepage: services, live figures (catalogue and orders), popular items, laboratories and cases (cloudService/home, cloudOrder/figures), and the newest approved recommended products (recommendProduct/page). */
const page = screen({
  path: '/cloud/cloudHomepage',
  title: 'Routes.screens.cloud_cloudHomepage',
  description: 'Cloud.home.lead',
  render: async ({ locale }) => {
    const [home, orders, t, format, products] = await Promise.all([publicGet(locale, cloudCalls.home, {}), publicGet(locale, cloudOrderCalls.figures, {}), getTranslations('CloudOrders.home'), getFormatter(), publicGet(locale, productCalls.page, { pageSize: 4 })]);
    if (!home.ok) throw new Error(home.msg);
    const orderFigures = orders.ok
      ? [
          { key: 'ordersCompleted', label: t('ordersCompleted'), value: format.number(orders.data.ordersCompleted) },
          { key: 'averageRating', label: t('averageRating', { n: orders.data.ratingCount }), value: orders.data.averageRating === null ? '—' : format.number(orders.data.averageRating, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) },
        ]
      : [];
    return (
      <>
        <CloudHome home={home.data} orderFigures={orderFigures} />
        <NewestProducts products={products.ok ? products.data.list : []} />
      </>
    );
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
