import { Suspense } from 'react';
import { screen } from '@/components/layout/screen';
import { AdminStandards } from '@/components/standards/admin-standards';

/** /my/administration/enterpriseStandardManagement: every submitted enterprise standard; approved ones can be repealed. */
const page = screen({
  path: '/my/administration/enterpriseStandardManagement',
  title: 'Routes.screens.my_administration_enterpriseStandardManagement',
  noIndex: true,
  messages: ['Standards'],
  render: () => (
    <Suspense fallback={null}>
      <AdminStandards />
    </Suspense>
  ),
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
