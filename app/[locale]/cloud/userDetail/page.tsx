import { notFound } from 'next/navigation';
import '@/components/cloud/cloud.css';
import { NoId } from '@/components/cloud/no-id';
import { PersonDetail } from '@/components/cloud/people';
import { cloudCalls } from '@/lib/cloud/contract';
import { idParam } from '@/lib/id-param';
import { pageLocale } from '@/lib/i18n/page-locale';
import { publicGet } from '@/lib/server/entry';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = metadataFor('/cloud/userDetail', 'Routes.screens.cloud_userDetail');

/** /cloud/userDetail?id=: one expert or tester (cloudUser/get). */
export default async function Page({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const id = idParam((await searchParams).id);
  if (!id) return <NoId list="/cloud/userList" />;
  const person = await publicGet(locale, cloudCalls.profileDetail, { id });
  if (!person.ok) notFound();
  return <PersonDetail p={person.data} />;
}
