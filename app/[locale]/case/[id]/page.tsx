import { notFound } from 'next/navigation';
import '@/components/cloud/cloud.css';
import { CaseDetail } from '@/components/cloud/cases';
import { screen } from '@/components/layout/screen';
import { cloudCalls } from '@/lib/cloud/contract';
import { idParam } from '@/lib/id-param';
import { publicGet } from '@/lib/server/entry';

/** /case/{id}: one service case, the same detail as /cloudCaseDetail?id= (cloudService/caseDetail). */
const page = screen<{ id: string }>({
  path: '/case',
  title: 'Routes.screens.cloudCaseDetail',
  render: async ({ locale, params }) => {
    const id = idParam(params.id);
    if (!id) notFound();
    const c = await publicGet(locale, cloudCalls.caseDetail, { id });
    if (!c.ok) notFound();
    return <CaseDetail c={c.data} />;
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
