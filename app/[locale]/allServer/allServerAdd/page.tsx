import { Suspense } from 'react';
import { AntdScope } from '@/components/providers/antd-scope';
import { IslandMessages } from '@/components/providers/island-messages';
import { RecordEditor } from '@/components/research-data/record-editor';
import '@/components/research-data/research-data.css';
import { RequireLogin } from '@/components/ui/require-login';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFor('/allServer/allServerAdd', 'ResearchData.editor.addTitle', { noIndex: true });

/** /allServer/allServerAdd (?id= to edit): the R&D data editor (signed in; the endpoints decide ownership). */
export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  return (
    <IslandMessages locale={locale} namespaces={['ResearchData', 'Files']}>
      <AntdScope>
        <RequireLogin>
          <Suspense fallback={null}>
            <RecordEditor />
          </Suspense>
        </RequireLogin>
      </AntdScope>
    </IslandMessages>
  );
}
