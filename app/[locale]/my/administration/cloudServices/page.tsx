import { AdminOrdersPage } from '@/components/cloud/orders/admin-orders-page';
import { OrdersIsland } from '@/components/cloud/orders/orders-island';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFor('/my/administration/cloudServices', 'Routes.screens.my_administration_cloudServices', { noIndex: true });

/** /my/administration/cloudServices: customer service’s queue of detection orders (cloudOrder/pageAdmin checks order:confirm-payment). */
export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  return (
    <OrdersIsland locale={locale} shell>
      <AdminOrdersPage />
    </OrdersIsland>
  );
}
