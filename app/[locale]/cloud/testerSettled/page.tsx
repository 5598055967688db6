import { Suspense } from 'react';
import '@/components/cloud/cloud.css';
import { CloudNav } from '@/components/cloud/cloud-nav';
import { SettleForm } from '@/components/cloud/settle-form';
import { AntdScope } from '@/components/providers/antd-scope';
import { IslandMessages } from '@/components/providers/island-messages';
import { RequireLogin } from '@/components/ui/require-login';
import { translate } from '@/lib/i18n/messages';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFor('/cloud/testerSettled', 'Routes.screens.cloud_testerSettled', { descriptionKey: 'Cloud.settle.lead' });

/** /cloud/testerSettled: the laboratory settlement application (signed in; laboratory/saveApplication decides). */
export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  return (
    <div className="page" data-testid="tester-settled">
      <CloudNav current="settle" />
      <h1 className="section-title">{translate(locale, 'Cloud.settle.title')}</h1>
      <p className="cl-note">{translate(locale, 'Cloud.settle.lead')}</p>
      <IslandMessages locale={locale} namespaces={['Cloud', 'Reviews', 'Files', 'Auth']}>
        <AntdScope>
          <RequireLogin>
            <Suspense fallback={null}>
              <SettleForm />
            </Suspense>
          </RequireLogin>
        </AntdScope>
      </IslandMessages>
    </div>
  );
}
