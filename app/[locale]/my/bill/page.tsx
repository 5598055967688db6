import { Suspense } from 'react';
import '@/components/commerce/payments.css';
import { PAYMENT_NAMESPACES } from '@/components/commerce/payment-namespaces';
import { BillTabs } from './bill-tabs';
import { screen } from '@/components/layout/screen';

/** /my/bill inside the personal-centre shell (app/[locale]/my/layout.tsx guards sign-in): invoice requests and titles. */
const page = screen({
  path: '/my/bill',
  title: 'Routes.screens.my_bill',
  noIndex: true,
  messages: ['Auth', 'Account', ...PAYMENT_NAMESPACES],
  render: () => (
    <Suspense fallback={null}>
      <BillTabs />
    </Suspense>
  ),
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
