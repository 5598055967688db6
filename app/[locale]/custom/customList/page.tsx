import { Suspense } from 'react';
import { CustomList } from '@/components/custom/custom-list';
import { IslandMessages } from '@/components/providers/island-messages';
import { RequireLogin } from '@/components/ui/require-login';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFor('/custom/customList', 'Routes.screens.custom_customList', { noIndex: true });

/** /custom/customList: my customisation orders; the company administrator's incoming orders and customer service's queue as tabs. */
export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  return (
    <div className="page">
      <IslandMessages locale={locale} namespaces={['Custom', 'Products']}>
        <RequireLogin>
          <Suspense fallback={null}>
            <CustomList />
          </Suspense>
        </RequireLogin>
      </IslandMessages>
    </div>
  );
}
