import { AppointmentsIsland } from '@/components/cloud/appointments/appointments-island';
import { SubscribePayPage } from '@/components/cloud/appointments/subscribe-pay-page';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFor('/cloud/subscribePay', 'Routes.screens.cloud_subscribePay', { noIndex: true });

/** /cloud/subscribePay?orderNo= (issue 35): an appointment's payment (order type `appointment` of the payment core). */
export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  return (
    <AppointmentsIsland locale={locale} antd>
      <SubscribePayPage />
    </AppointmentsIsland>
  );
}
