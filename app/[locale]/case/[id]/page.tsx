import { notFound } from 'next/navigation';
import '@/components/cloud/cloud.css';
import { CaseDetail } from '@/components/cloud/cases';
import { cloudCalls } from '@/lib/cloud/contract';
import { idParam } from '@/lib/id-param';
import { pageLocale } from '@/lib/i18n/page-locale';
import { publicGet } from '@/lib/server/entry';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string; id: string }> };

export const generateMetadata = metadataFor('/case', 'Routes.screens.cloudCaseDetail');

/** /case/{id}: one service case, the same detail as /cloudCaseDetail?id= (cloudService/caseDetail). */
export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  const id = idParam((await params).id);
  if (!id) notFound();
  const c = await publicGet(locale, cloudCalls.caseDetail, { id });
  if (!c.ok) notFound();
  return <CaseDetail c={c.data} />;
}
