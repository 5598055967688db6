import { Suspense } from 'react';
import { AntdScope } from '@/components/providers/antd-scope';
import { IslandMessages } from '@/components/providers/island-messages';
import { MyResearchData } from '@/components/research-data/my-research-data';
import '@/components/research-data/research-data.css';
import { RequireLogin } from '@/components/ui/require-login';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFor('/allServer/myAllServer', 'ResearchData.my.title', { noIndex: true });

/** /allServer/myAllServer: my R&D data, shared with me, collected, recycle bin, applications (signed in). */
export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  return (
    <IslandMessages locale={locale} namespaces={['ResearchData']}>
      <AntdScope>
        <RequireLogin>
          <Suspense fallback={null}>
            <MyResearchData />
          </Suspense>
        </RequireLogin>
      </AntdScope>
    </IslandMessages>
  );
}
