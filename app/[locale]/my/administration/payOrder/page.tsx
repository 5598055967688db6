import { Suspense } from 'react';
import '@/components/commerce/payments.css';
import { AdminOrders } from '@/components/commerce/admin-orders';
import { PAYMENT_NAMESPACES } from '@/components/commerce/payment-namespaces';
import { screen } from '@/components/layout/screen';

/** /my/administration/payOrder: customer service's orders (payment/* check order:confirm-payment). */
const page = screen({
  path: '/my/administration/payOrder',
  title: 'Routes.screens.my_administration_payOrder',
  noIndex: true,
  messages: PAYMENT_NAMESPACES,
  render: () => (
    <Suspense fallback={null}>
      <AdminOrders />
    </Suspense>
  ),
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
