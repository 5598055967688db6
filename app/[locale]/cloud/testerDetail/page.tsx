import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import '@/components/cloud/cloud.css';
import { NoId } from '@/components/cloud/no-id';
import { TesterDetail } from '@/components/cloud/tester-detail';
import { cloudCalls } from '@/lib/cloud/contract';
import { idParam } from '@/lib/id-param';
import { translate } from '@/lib/i18n/messages';
import { pageLocale } from '@/lib/i18n/page-locale';
import { serverGet } from '@/lib/server/entry';
import { pageMetadata } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const id = idParam((await searchParams).id);
  const lab = id ? await serverGet(locale, cloudCalls.labDetail, { id }) : null;
  return pageMetadata(locale, '/cloud/testerDetail', lab?.ok ? lab.data.name : translate(locale, 'Routes.screens.cloud_testerDetail'), lab?.ok ? lab.data.intro.slice(0, 160) : undefined, id ? `id=${id}` : '');
}

/** /cloud/testerDetail?id=: one laboratory (laboratory/get, with the viewer's session: a manager sees a suspended one). */
export default async function Page({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const id = idParam((await searchParams).id);
  if (!id) return <NoId list="/cloud/testerList" />;
  const lab = await serverGet(locale, cloudCalls.labDetail, { id });
  if (!lab.ok) notFound();
  return <TesterDetail lab={lab.data} />;
}
