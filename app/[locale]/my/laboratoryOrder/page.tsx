import { OrdersIsland } from '@/components/cloud/orders/orders-island';
import { AppointmentTabs } from '@/components/cloud/appointments/appointment-tabs';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFor('/my/laboratoryOrder', 'Routes.screens.my_laboratoryOrder', { noIndex: true });

/** /my/laboratoryOrder: the orders sent to the laboratory the user manages. */
export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  return (
    <OrdersIsland locale={locale} shell>
      <AppointmentTabs scope="lab" />
    </OrdersIsland>
  );
}
