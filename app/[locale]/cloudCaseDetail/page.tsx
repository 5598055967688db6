import { notFound } from 'next/navigation';
import '@/components/cloud/cloud.css';
import { NoId } from '@/components/cloud/no-id';
import { CaseDetail } from '@/components/cloud/cases';
import { screen } from '@/components/layout/screen';
import { cloudCalls } from '@/lib/cloud/contract';
import { idParam } from '@/lib/id-param';
import { publicGet } from '@/lib/server/entry';

/** /cloudCaseDetail?id=: one service case (cloudService/caseDetail). */
const page = screen({
  path: '/cloudCaseDetail',
  title: 'Routes.screens.cloudCaseDetail',
  render: async ({ locale, searchParams }) => {
    const id = idParam((await searchParams).id);
    if (!id) return <NoId list="/cloud/cloudCase" />;
    const c = await publicGet(locale, cloudCalls.caseDetail, { id });
    if (!c.ok) notFound();
    return <CaseDetail c={c.data} />;
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
