import '@/components/cloud/cloud.css';
import { PEOPLE_KEYS, PeopleList } from '@/components/cloud/people';
import { cloudCalls } from '@/lib/cloud/contract';
import { readListQuery } from '@/lib/list-query';
import { pageLocale } from '@/lib/i18n/page-locale';
import { publicGet } from '@/lib/server/entry';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = metadataFor('/cloud/userList', 'Routes.screens.cloud_userList');

/** /cloud/userList: the public experts and testers (cloudUser/page). */
export default async function Page({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const query = readListQuery(await searchParams, PEOPLE_KEYS);
  const result = await publicGet(locale, cloudCalls.profilePage, { pageSize: 12, ...query } as never);
  return <PeopleList query={query} result={result.ok ? { ok: true, data: result.data } : { ok: false, msg: result.msg }} />;
}
