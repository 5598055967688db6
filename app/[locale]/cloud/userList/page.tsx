import '@/components/cloud/cloud.css';
import { PEOPLE_KEYS, PeopleList } from '@/components/cloud/people';
import { screen } from '@/components/layout/screen';
import { cloudCalls } from '@/lib/cloud/contract';
import { readListQuery } from '@/lib/list-query';
import { publicGet } from '@/lib/server/entry';

/** /cloud/userList: the public experts and testers (cloudUser/page). */
const page = screen({
  path: '/cloud/userList',
  title: 'Routes.screens.cloud_userList',
  render: async ({ locale, searchParams }) => {
    const query = readListQuery(await searchParams, PEOPLE_KEYS);
    const result = await publicGet(locale, cloudCalls.profilePage, { pageSize: 12, ...query } as never);
    return <PeopleList query={query} result={result.ok ? { ok: true, data: result.data } : { ok: false, msg: result.msg }} />;
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
