import { Suspense } from 'react';
import { screen } from '@/components/layout/screen';
import '@/components/library/library.css';
import '@/components/commerce/payments.css';
import { MyLibraryOrderDetail } from '@/components/library/my-library-order-detail';
import { PAYMENT_NAMESPACES } from '@/components/commerce/payment-namespaces';

/** /my/documentOrderDetail inside the personal-centre shell: one of my library orders (library/getLibraryOrder: own orders only). */
const page = screen({
  path: '/my/documentOrderDetail',
  title: 'Routes.screens.my_documentOrderDetail',
  noIndex: true,
  messages: ['Library', ...PAYMENT_NAMESPACES],
  render: () => (
    <Suspense fallback={null}>
      <MyLibraryOrderDetail />
    </Suspense>
  ),
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
