import { OrdersIsland } from '@/components/cloud/orders/orders-island';
import { AppointmentTabs } from '@/components/cloud/appointments/appointment-tabs';
import { screen } from '@/components/layout/screen';

/** /my/requirementList: my test requirements (every detection and preparation order) by stage, each with its timeline. */
const page = screen({
  path: '/my/requirementList',
  title: 'Routes.screens.my_requirementList',
  noIndex: true,
  render: ({ locale }) => (
    <OrdersIsland locale={locale} shell>
      <AppointmentTabs scope="mine" />
    </OrdersIsland>
  ),
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
