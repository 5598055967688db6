import '@/components/cloud/cloud.css';
import { CaseList } from '@/components/cloud/cases';
import { screen } from '@/components/layout/screen';
import { cloudCalls } from '@/lib/cloud/contract';
import { readListQuery } from '@/lib/list-query';
import { publicGet } from '@/lib/server/entry';

/** /cloud/cloudCase: service cases (cloudService/casePage). */
const page = screen({
  path: '/cloud/cloudCase',
  title: 'Routes.screens.cloud_cloudCase',
  render: async ({ locale, searchParams }) => {
    const query = readListQuery(await searchParams, ['category', 'page']);
    const result = await publicGet(locale, cloudCalls.casePage, { pageSize: 10, ...query } as never);
    return <CaseList query={query} result={result.ok ? { ok: true, data: result.data } : { ok: false, msg: result.msg }} />;
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
