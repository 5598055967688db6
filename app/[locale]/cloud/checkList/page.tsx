import '@/components/cloud/cloud.css';
import { BAG_LIST_KEYS, BagList } from '@/components/cloud/bag-list';
import { cloudCalls } from '@/lib/cloud/contract';
import { readListQuery } from '@/lib/list-query';
import { pageLocale } from '@/lib/i18n/page-locale';
import { publicGet } from '@/lib/server/entry';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = metadataFor('/cloud/checkList', 'Routes.screens.cloud_checkList', { descriptionKey: 'Cloud.bags.lead' });

/** /cloud/checkList: approved public test bags (testBag/page). */
export default async function Page({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const query = readListQuery(await searchParams, BAG_LIST_KEYS);
  const result = await publicGet(locale, cloudCalls.bagPage, { pageSize: 12, ...query } as never);
  return <BagList query={query} result={result.ok ? { ok: true, data: result.data } : { ok: false, msg: result.msg }} />;
}
