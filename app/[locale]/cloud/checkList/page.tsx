import '@/components/cloud/cloud.css';
import { BAG_LIST_KEYS, BagList } from '@/components/cloud/bag-list';
import { screen } from '@/components/layout/screen';
import { cloudCalls } from '@/lib/cloud/contract';
import { readListQuery } from '@/lib/list-query';
import { publicGet } from '@/lib/server/entry';

/** /cloud/checkList: approved public test bags (testBag/page). */
const page = screen({
  path: '/cloud/checkList',
  title: 'Routes.screens.cloud_checkList',
  description: 'Cloud.bags.lead',
  render: async ({ locale, searchParams }) => {
    const query = readListQuery(await searchParams, BAG_LIST_KEYS);
    const result = await publicGet(locale, cloudCalls.bagPage, { pageSize: 12, ...query } as never);
    return <BagList query={query} result={result.ok ? { ok: true, data: result.data } : { ok: false, msg: result.msg }} />;
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
