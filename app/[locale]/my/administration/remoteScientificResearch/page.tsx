import { AppointmentAdminPage } from '@/components/cloud/appointments/admin-page';
import { AppointmentsIsland } from '@/components/cloud/appointments/appointments-island';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFor('/my/administration/remoteScientificResearch', 'Routes.screens.my_administration_remoteScientificResearch', { noIndex: true });

/** /my/administration/remoteScientificResearch (issue 35): customer service's remote research demands (equipments/orderPage scope admin checks order:confirm-payment). */
export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  return (
    <AppointmentsIsland locale={locale} shell>
      <AppointmentAdminPage />
    </AppointmentsIsland>
  );
}
