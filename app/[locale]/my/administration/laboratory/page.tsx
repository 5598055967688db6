import { Suspense } from 'react';
import { AdminLabs } from '@/components/cloud/admin-labs';
import { NavLink } from '@/components/layout/nav-link';
import { IslandMessages } from '@/components/providers/island-messages';
import { translate } from '@/lib/i18n/messages';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFor('/my/administration/laboratory', 'Routes.screens.my_administration_laboratory', { noIndex: true });

/** /my/administration/laboratory: the settled laboratories (suspend, resume); pending applications are reviewed on /my/laboratorySettledCheck. */
export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  return (
    <IslandMessages locale={locale} namespaces={['Reviews', 'Cloud']}>
      <Suspense fallback={null}>
        <AdminLabs />
      </Suspense>
      <p>
        <NavLink href="/my/laboratorySettledCheck">{translate(locale, 'Cloud.admin.applications')}</NavLink>
      </p>
    </IslandMessages>
  );
}
