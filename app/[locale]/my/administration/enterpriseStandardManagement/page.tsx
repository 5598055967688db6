import { Suspense } from 'react';
import { IslandMessages } from '@/components/providers/island-messages';
import { AdminStandards } from '@/components/standards/admin-standards';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFor('/my/administration/enterpriseStandardManagement', 'Routes.screens.my_administration_enterpriseStandardManagement', { noIndex: true });

/** /my/administration/enterpriseStandardManagement: every submitted enterprise standard; approved ones can be repealed. */
export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  return (
    <IslandMessages locale={locale} namespaces={['Standards']}>
      <Suspense fallback={null}>
        <AdminStandards />
      </Suspense>
    </IslandMessages>
  );
}
