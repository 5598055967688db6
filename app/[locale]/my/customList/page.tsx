import { Suspense } from 'react';
import { CustomList } from '@/components/custom/custom-list';
import { screen } from '@/components/layout/screen';

/** /my/customList inside the personal centre: my customisation orders (material/custom/page, scope mine). */
const page = screen({
  path: '/my/customList',
  title: 'Routes.screens.my_customList',
  noIndex: true,
  messages: ['Custom', 'Products'],
  render: () => (
    <Suspense fallback={null}>
      <CustomList only="mine" />
    </Suspense>
  ),
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
