import { Suspense } from 'react';
import '@/components/cloud/cloud.css';
import { MyBags } from '@/components/cloud/my-bags';
import { screen } from '@/components/layout/screen';

/** /my/checkBag inside the personal-centre shell: my test bags (testBag/myPage, testBag/save). */
const page = screen({
  path: '/my/checkBag',
  title: 'Routes.screens.my_checkBag',
  noIndex: true,
  messages: ['Cloud', 'Reviews'],
  render: () => (
    <Suspense fallback={null}>
      <MyBags />
    </Suspense>
  ),
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
