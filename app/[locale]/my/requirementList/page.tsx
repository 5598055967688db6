import { OrdersIsland } from '@/components/cloud/orders/orders-island';
import { AppointmentTabs } from '@/components/cloud/appointments/appointment-tabs';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFor('/my/requirementList', 'Routes.screens.my_requirementList', { noIndex: true });

/** /my/requirementList: my test requirements (every detection and preparation order) by stage, each with its timeline. */
export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  return (
    <OrdersIsland locale={locale} shell>
      <AppointmentTabs scope="mine" />
    </OrdersIsland>
  );
}
