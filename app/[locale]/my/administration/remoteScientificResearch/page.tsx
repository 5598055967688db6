import { AppointmentAdminPage } from '@/components/cloud/appointments/admin-page';
import { AppointmentsIsland } from '@/components/cloud/appointments/appointments-island';
import { screen } from '@/components/layout/screen';

/** /my/administration/remoteScientificResearch (issue 35): customer service's remote research demands (equipments/orderPage scope admin checks order:confirm-payment). */
const page = screen({
  path: '/my/administration/remoteScientificResearch',
  title: 'Routes.screens.my_administration_remoteScientificResearch',
  noIndex: true,
  render: ({ locale }) => (
    <AppointmentsIsland locale={locale} shell>
      <AppointmentAdminPage />
    </AppointmentsIsland>
  ),
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
