import { Suspense } from 'react';
import { screen } from '@/components/layout/screen';
import { MyProducts } from '@/components/products/my-products';

/** /my/businessRecommendProduct: the member's own recommended products with their review state (myData/productPage, scope mine). */
const page = screen({
  path: '/my/businessRecommendProduct',
  title: 'Routes.screens.my_businessRecommendProduct',
  noIndex: true,
  messages: ['Products', 'Reviews'],
  render: () => (
    <Suspense fallback={null}>
      <MyProducts scope="mine" />
    </Suspense>
  ),
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
