import { AppointmentsIsland } from '@/components/cloud/appointments/appointments-island';
import { SubscribePayPage } from '@/components/cloud/appointments/subscribe-pay-page';
import { screen } from '@/components/layout/screen';

/** /cloud/subscribePay?orderNo= (issue 35): an appointment's payment (order type `appointment` of the payment core). */
const page = screen({
  path: '/cloud/subscribePay',
  title: 'Routes.screens.cloud_subscribePay',
  noIndex: true,
  render: ({ locale }) => (
    <AppointmentsIsland locale={locale} antd>
      <SubscribePayPage />
    </AppointmentsIsland>
  ),
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
