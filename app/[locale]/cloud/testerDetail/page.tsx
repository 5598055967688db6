import { notFound } from 'next/navigation';
import '@/components/cloud/cloud.css';
import { NoId } from '@/components/cloud/no-id';
import { TesterDetail } from '@/components/cloud/tester-detail';
import { screen } from '@/components/layout/screen';
import { cloudCalls } from '@/lib/cloud/contract';
import { idParam } from '@/lib/id-param';
import { translate } from '@/lib/i18n/messages';
import { serverGet } from '@/lib/server/entry';
import { pageMetadata } from '@/lib/seo';

/** /cloud/testerDetail?id=: one laboratory (laboratory/get, with the viewer's session: a manager sees a suspended one). */
const page = screen({
  metadata: async ({ locale, searchParams }) => {
    const id = idParam((await searchParams).id);
    const lab = id ? await serverGet(locale, cloudCalls.labDetail, { id }) : null;
    return pageMetadata(locale, '/cloud/testerDetail', lab?.ok ? lab.data.name : translate(locale, 'Routes.screens.cloud_testerDetail'), lab?.ok ? lab.data.intro.slice(0, 160) : undefined, id ? `id=${id}` : '');
  },
  render: async ({ locale, searchParams }) => {
    const id = idParam((await searchParams).id);
    if (!id) return <NoId list="/cloud/testerList" />;
    const lab = await serverGet(locale, cloudCalls.labDetail, { id });
    if (!lab.ok) notFound();
    return <TesterDetail lab={lab.data} />;
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
