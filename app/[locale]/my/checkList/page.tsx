import { MyOrdersPage } from '@/components/cloud/orders/my-orders-page';
import { OrdersIsland } from '@/components/cloud/orders/orders-island';
import { screen } from '@/components/layout/screen';

/** /my/checkList: my detection orders by stage, each with its timeline. */
const page = screen({
  path: '/my/checkList',
  title: 'Routes.screens.my_checkList',
  noIndex: true,
  render: ({ locale }) => (
    <OrdersIsland locale={locale} shell>
      <MyOrdersPage kind="detection" />
    </OrdersIsland>
  ),
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
