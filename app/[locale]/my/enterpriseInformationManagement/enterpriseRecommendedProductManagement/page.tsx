import { Suspense } from 'react';
import { screen } from '@/components/layout/screen';
import { MyProducts } from '@/components/products/my-products';

const PATH = '/my/enterpriseInformationManagement/enterpriseRecommendedProductManagement';

/** The company administrator's screen: every recommended product of the company (myData/productPage, scope company). */
const page = screen({
  path: PATH,
  title: 'Routes.screens.my_enterpriseInformationManagement_enterpriseRecommendedProductManagement',
  noIndex: true,
  messages: ['Products', 'Reviews', 'Enterprise'],
  render: () => (
    <Suspense fallback={null}>
      <MyProducts scope="company" />
    </Suspense>
  ),
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
