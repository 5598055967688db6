import { LabOrderDetailPage } from '@/components/cloud/orders/lab-orders-page';
import { OrdersIsland } from '@/components/cloud/orders/orders-island';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFor('/my/laboratoryOrderDetail', 'Routes.screens.my_laboratoryOrderDetail', { noIndex: true });

/** /my/laboratoryOrderDetail?orderNo=…: one order of the laboratory: offer, contract, results upload. */
export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  return (
    <OrdersIsland locale={locale} shell>
      <LabOrderDetailPage />
    </OrdersIsland>
  );
}
