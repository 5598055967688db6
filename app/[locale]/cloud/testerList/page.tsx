import '@/components/cloud/cloud.css';
import { TESTER_LIST_KEYS, TesterList } from '@/components/cloud/tester-list';
import { screen } from '@/components/layout/screen';
import { cloudCalls } from '@/lib/cloud/contract';
import { readListQuery } from '@/lib/list-query';
import { publicGet } from '@/lib/server/entry';

/** /cloud/testerList: the laboratory search of the address's query (detectionResource/page), rendered on the server. */
const page = screen({
  path: '/cloud/testerList',
  title: 'Routes.screens.cloud_testerList',
  description: 'Cloud.labs.lead',
  render: async ({ locale, searchParams }) => {
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
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
