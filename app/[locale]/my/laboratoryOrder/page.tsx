import { OrdersIsland } from '@/components/cloud/orders/orders-island';
import { AppointmentTabs } from '@/components/cloud/appointments/appointment-tabs';
import { screen } from '@/components/layout/screen';

/** /my/laboratoryOrder: the orders sent to the laboratory the user manages. */
const page = screen({
  path: '/my/laboratoryOrder',
  title: 'Routes.screens.my_laboratoryOrder',
  noIndex: true,
  render: ({ locale }) => (
    <OrdersIsland locale={locale} shell>
      <AppointmentTabs scope="lab" />
    </OrdersIsland>
  ),
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
