import '@/components/cloud/cloud.css';
import { TESTER_LIST_KEYS, TesterList } from '@/components/cloud/tester-list';
import { cloudCalls } from '@/lib/cloud/contract';
import { readListQuery } from '@/lib/list-query';
import { pageLocale } from '@/lib/i18n/page-locale';
import { publicGet } from '@/lib/server/entry';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = metadataFor('/cloud/testerList', 'Routes.screens.cloud_testerList', { descriptionKey: 'Cloud.labs.lead' });

/** /cloud/testerList: the laboratory search of the address's query (detectionResource/page), rendered on the server. */
export default async function Page({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const query = readListQuery(await searchParams, TESTER_LIST_KEYS);
  const [items, regions, result] = await Promise.all([
    publicGet(locale, cloudCalls.listItems, {}),
    publicGet(locale, cloudCalls.listRegions, {}),
    publicGet(locale, cloudCalls.labPage, { pageSize: 10, ...query } as never),
  ]);
  return (
    <TesterList
      query={query}
      items={items.ok ? items.data : []}
      regions={regions.ok ? regions.data : []}
      result={result.ok ? { ok: true, data: result.data } : { ok: false, msg: result.msg }}
    />
  );
}
