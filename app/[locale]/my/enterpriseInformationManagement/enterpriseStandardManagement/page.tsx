import { IslandMessages } from '@/components/providers/island-messages';
import { StandardManager } from '@/components/standards/standard-manager';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFor('/my/enterpriseInformationManagement/enterpriseStandardManagement', 'Routes.screens.my_enterpriseInformationManagement_enterpriseStandardManagement', { noIndex: true });

/** /my/enterpriseInformationManagement/enterpriseStandardManagement: the company user's standard system, standards, grades and properties. */
export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  return (
    <IslandMessages locale={locale} namespaces={['Standards', 'Reviews']}>
      <StandardManager />
    </IslandMessages>
  );
}
