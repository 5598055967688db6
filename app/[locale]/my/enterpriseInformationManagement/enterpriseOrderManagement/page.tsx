import { CompanyOrders } from '@/components/enterprise/company-orders';
import { RequireManager } from '@/components/enterprise/require-manager';
import { IslandMessages } from '@/components/providers/island-messages';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFor('/my/enterpriseInformationManagement/enterpriseOrderManagement', 'Routes.screens.my_enterpriseInformationManagement_enterpriseOrderManagement', { noIndex: true });

/** /my/enterpriseInformationManagement/enterpriseOrderManagement (issue 32, docs/ACCOUNTS.md "Companies"): the administrator’s editing screen. */
export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  return (
    <IslandMessages locale={locale} namespaces={['Enterprise', 'Payments', 'Auth', 'Files']}>
      <RequireManager>
        <CompanyOrders />
      </RequireManager>
    </IslandMessages>
  );
}
