import { notFound } from 'next/navigation';
import '@/components/cloud/cloud.css';
import { NoId } from '@/components/cloud/no-id';
import { CaseDetail } from '@/components/cloud/cases';
import { cloudCalls } from '@/lib/cloud/contract';
import { idParam } from '@/lib/id-param';
import { pageLocale } from '@/lib/i18n/page-locale';
import { publicGet } from '@/lib/server/entry';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = metadataFor('/cloudCaseDetail', 'Routes.screens.cloudCaseDetail');

/** /cloudCaseDetail?id=: one service case (cloudService/caseDetail). */
export default async function Page({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const id = idParam((await searchParams).id);
  if (!id) return <NoId list="/cloud/cloudCase" />;
  const c = await publicGet(locale, cloudCalls.caseDetail, { id });
  if (!c.ok) notFound();
  return <CaseDetail c={c.data} />;
}
