import { LabOrderDetailPage } from '@/components/cloud/orders/lab-orders-page';
import { OrdersIsland } from '@/components/cloud/orders/orders-island';
import { screen } from '@/components/layout/screen';

/** /my/laboratoryOrderDetail?orderNo=…: one order of the laboratory: offer, contract, results upload. */
const page = screen({
  path: '/my/laboratoryOrderDetail',
  title: 'Routes.screens.my_laboratoryOrderDetail',
  noIndex: true,
  render: ({ locale }) => (
    <OrdersIsland locale={locale} shell>
      <LabOrderDetailPage />
    </OrdersIsland>
  ),
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
