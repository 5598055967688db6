import { PaymentsIsland } from '@/components/commerce/payments-island';
import { ZfbPay } from '@/components/commerce/zfb-pay';
import { screen } from '@/components/layout/screen';

/** /zfbPay: the Alipay wallet payment page (forwards to Alipay, then polls the order's status). */
const page = screen({
  path: '/zfbPay',
  title: 'Routes.screens.zfbPay',
  noIndex: true,
  render: ({ locale }) => (
    <PaymentsIsland locale={locale}>
      <ZfbPay />
    </PaymentsIsland>
  ),
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
