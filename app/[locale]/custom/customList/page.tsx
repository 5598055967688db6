import { Suspense } from 'react';
import { CustomList } from '@/components/custom/custom-list';
import { screen } from '@/components/layout/screen';
import { IslandMessages } from '@/components/providers/island-messages';
import { RequireLogin } from '@/components/ui/require-login';

/** /custom/customList: my customisation orders; the company administrator's incoming orders and customer service's queue as tabs. */
const page = screen({
  path: '/custom/customList',
  title: 'Routes.screens.custom_customList',
  noIndex: true,
  render: ({ locale }) => (
    <div className="page">
      <IslandMessages locale={locale} namespaces={['Custom', 'Products']}>
        <RequireLogin>
          <Suspense fallback={null}>
            <CustomList />
          </Suspense>
        </RequireLogin>
      </IslandMessages>
    </div>
  ),
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
