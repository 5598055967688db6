import { screen } from '@/components/layout/screen';
import '@/components/research-data/research-data.css';
import { RdList } from '@/components/research-data/rd-list';
import { researchDataCalls } from '@/lib/research-data/contract';
import { rdListQuery } from '@/lib/research-data/paths';
import { publicGet } from '@/lib/server/entry';

/** /allServer (the area's entry, the same list as /allServer/allServer): shared R&D data, the search of the address's query (metadata, the same for everyone). */
const page = screen({
  path: '/allServer',
  title: 'ResearchData.list.title',
  description: 'ResearchData.list.lead',
  render: async ({ locale, searchParams }) => {
    const query = rdListQuery(await searchParams);
    const result = await publicGet(locale, researchDataCalls.page, { pageSize: 12, ...query } as never);
    return <RdList query={query} result={result.ok ? { ok: true, data: result.data } : { ok: false, msg: result.msg }} />;
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
