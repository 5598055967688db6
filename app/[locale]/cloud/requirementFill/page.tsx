import { OrderFormPage } from '@/components/cloud/orders/order-form-page';
import { OrdersIsland } from '@/components/cloud/orders/orders-island';
import { screen } from '@/components/layout/screen';

/** /cloud/requirementFill (issue 15 item 4): the detection / preparation order form, prefilled from the estimate’s address. */
const page = screen({
  path: '/cloud/requirementFill',
  title: 'Routes.screens.cloud_requirementFill',
  noIndex: true,
  render: ({ locale }) => (
    <OrdersIsland locale={locale}>
      <OrderFormPage />
    </OrdersIsland>
  ),
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
