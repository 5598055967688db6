import { PaymentsIsland } from '@/components/commerce/payments-island';
import { VipPlans } from '@/components/commerce/vip-plans';
import { screen } from '@/components/layout/screen';

/** /subscribePay: the VIP plans, the caller's VIP state, buy and renew (issue 12, item 6). */
const page = screen({
  path: '/subscribePay',
  title: 'Routes.screens.subscribePay',
  noIndex: true,
  render: ({ locale }) => (
    <PaymentsIsland locale={locale}>
      <VipPlans />
    </PaymentsIsland>
  ),
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
