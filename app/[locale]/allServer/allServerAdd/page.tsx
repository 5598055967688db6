import { Suspense } from 'react';
import { screen } from '@/components/layout/screen';
import { AntdScope } from '@/components/providers/antd-scope';
import { RecordEditor } from '@/components/research-data/record-editor';
import '@/components/research-data/research-data.css';
import { RequireLogin } from '@/components/ui/require-login';

/** /allServer/allServerAdd (?id= to edit): the R&D data editor (signed in; the endpoints decide ownership). */
const page = screen({
  path: '/allServer/allServerAdd',
  title: 'ResearchData.editor.addTitle',
  noIndex: true,
  messages: ['ResearchData', 'Files'],
  render: () => (
    <AntdScope>
      <RequireLogin>
        <Suspense fallback={null}>
          <RecordEditor />
        </Suspense>
      </RequireLogin>
    </AntdScope>
  ),
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
