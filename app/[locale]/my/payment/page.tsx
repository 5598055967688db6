import { Suspense } from 'react';
import '@/components/commerce/payments.css';
import { MyOrders } from '@/components/commerce/my-orders';
import { PAYMENT_NAMESPACES } from '@/components/commerce/payment-namespaces';
import { screen } from '@/components/layout/screen';

/** /my/payment inside the personal-centre shell: VIP state and my orders (payment/* decide access: own orders only). */
const page = screen({
  path: '/my/payment',
  title: 'Routes.screens.my_payment',
  noIndex: true,
  messages: PAYMENT_NAMESPACES,
  render: () => (
    <Suspense fallback={null}>
      <MyOrders />
    </Suspense>
  ),
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
