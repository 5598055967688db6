import { PaySuccess } from '@/components/commerce/pay-success';
import { PaymentsIsland } from '@/components/commerce/payments-island';
import { screen } from '@/components/layout/screen';

/** The payment success page: reads the order's status only, never marks anything paid. */
const page = screen({
  path: '/subscribePay/success',
  title: 'Routes.screens.subscribePay_success',
  noIndex: true,
  render: ({ locale }) => (
    <PaymentsIsland locale={locale}>
      <PaySuccess />
    </PaymentsIsland>
  ),
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
