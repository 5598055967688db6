import { Suspense } from 'react';
import '@/components/cloud/cloud.css';
import { CloudNav } from '@/components/cloud/cloud-nav';
import { SettleForm } from '@/components/cloud/settle-form';
import { screen } from '@/components/layout/screen';
import { AntdScope } from '@/components/providers/antd-scope';
import { IslandMessages } from '@/components/providers/island-messages';
import { RequireLogin } from '@/components/ui/require-login';
import { translate } from '@/lib/i18n/messages';

/** /cloud/testerSettled: the laboratory settlement application (signed in; laboratory/saveApplication decides). */
const page = screen({
  path: '/cloud/testerSettled',
  title: 'Routes.screens.cloud_testerSettled',
  description: 'Cloud.settle.lead',
  render: ({ locale }) => (
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
  ),
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
