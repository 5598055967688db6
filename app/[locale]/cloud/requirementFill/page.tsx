import { OrderFormPage } from '@/components/cloud/orders/order-form-page';
import { OrdersIsland } from '@/components/cloud/orders/orders-island';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFor('/cloud/requirementFill', 'Routes.screens.cloud_requirementFill', { noIndex: true });

/** /cloud/requirementFill (issue 15 item 4): the detection / preparation order form, prefilled from the estimate’s address. */
export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  return (
    <OrdersIsland locale={locale}>
      <OrderFormPage />
    </OrdersIsland>
  );
}
