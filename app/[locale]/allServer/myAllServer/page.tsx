import { Suspense } from 'react';
import { screen } from '@/components/layout/screen';
import { AntdScope } from '@/components/providers/antd-scope';
import { MyResearchData } from '@/components/research-data/my-research-data';
import '@/components/research-data/research-data.css';
import { RequireLogin } from '@/components/ui/require-login';

/** /allServer/myAllServer: my R&D data, shared with me, collected, recycle bin, applications (signed in). */
const page = screen({
  path: '/allServer/myAllServer',
  title: 'ResearchData.my.title',
  noIndex: true,
  messages: ['ResearchData'],
  render: () => (
    <AntdScope>
      <RequireLogin>
        <Suspense fallback={null}>
          <MyResearchData />
        </Suspense>
      </RequireLogin>
    </AntdScope>
  ),
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
