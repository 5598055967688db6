import { Suspense } from 'react';
import { screen } from '@/components/layout/screen';
import '@/components/library/library.css';
import '@/components/commerce/payments.css';
import { MyLibraryOrders } from '@/components/library/my-library-orders';
import { PAYMENT_NAMESPACES } from '@/components/commerce/payment-namespaces';

/** /my/documentOrder inside the personal-centre shell: my library orders (library/pageLibraryOrder: own orders only). */
const page = screen({
  path: '/my/documentOrder',
  title: 'Routes.screens.my_documentOrder',
  noIndex: true,
  messages: ['Library', ...PAYMENT_NAMESPACES],
  render: () => (
    <Suspense fallback={null}>
      <MyLibraryOrders />
    </Suspense>
  ),
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
