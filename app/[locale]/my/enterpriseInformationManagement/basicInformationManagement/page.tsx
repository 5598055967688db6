import { CompanyForm } from '@/components/enterprise/company-form';
import { RequireManager } from '@/components/enterprise/require-manager';
import { IslandMessages } from '@/components/providers/island-messages';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFor('/my/enterpriseInformationManagement/basicInformationManagement', 'Routes.screens.my_enterpriseInformationManagement_basicInformationManagement', { noIndex: true });

/** /my/enterpriseInformationManagement/basicInformationManagement (issue 32, docs/ACCOUNTS.md "Companies"): the administrator’s editing screen. */
export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  return (
    <IslandMessages locale={locale} namespaces={['Enterprise', 'Payments', 'Auth', 'Files']}>
      <RequireManager>
        <CompanyForm />
      </RequireManager>
    </IslandMessages>
  );
}
