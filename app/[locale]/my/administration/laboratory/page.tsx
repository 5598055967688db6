import { Suspense } from 'react';
import { AdminLabs } from '@/components/cloud/admin-labs';
import { NavLink } from '@/components/layout/nav-link';
import { screen } from '@/components/layout/screen';
import { translate } from '@/lib/i18n/messages';

/** /my/administration/laboratory: the settled laboratories (suspend, resume); pending applications are reviewed on /my/laboratorySettledCheck. */
const page = screen({
  path: '/my/administration/laboratory',
  title: 'Routes.screens.my_administration_laboratory',
  noIndex: true,
  messages: ['Reviews', 'Cloud'],
  render: ({ locale }) => (
    <>
      <Suspense fallback={null}>
        <AdminLabs />
      </Suspense>
      <p>
        <NavLink href="/my/laboratorySettledCheck">{translate(locale, 'Cloud.admin.applications')}</NavLink>
      </p>
    </>
  ),
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
