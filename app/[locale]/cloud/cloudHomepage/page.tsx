import '@/components/cloud/cloud.css';
import { CloudHome } from '@/components/cloud/cloud-home';
import '@/components/products/products.css';
import { NewestProducts } from '@/components/products/server/newest-products';
import { productCalls } from '@/lib/products/contract';
import { getFormatter, getTranslations } from 'next-intl/server';
import { cloudCalls, cloudOrderCalls } from '@/lib/cloud/contract';
import { pageLocale } from '@/lib/i18n/page-locale';
import { publicGet } from '@/lib/server/entry';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFor('/cloud/cloudHomepage', 'Routes.screens.cloud_cloudHomepage', { descriptionKey: 'Cloud.home.lead' });

/** /cloud/cloudHomepage: services, live figures (catalogue and orders), popular items, laboratories and cases (cloudService/home, cloudOrder/figures), and the newest approved recommended products (recommendProduct/page). */
export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
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
}
