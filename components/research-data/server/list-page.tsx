import { screen } from '@/components/layout/screen';
import { researchDataCalls } from '@/lib/research-data/contract';
import { rdListQuery } from '@/lib/research-data/paths';
import { publicGet } from '@/lib/server/entry';
import { RdList } from '../rd-list';
import '../research-data.css';

/**
 * The shared R&D data list at `path` (/allServer, the area's entry, and /allServer/allServer show the same list): the
 * search of the address's query as a visitor (the same for everyone), 12 a page.
 */
export function rdListPage(path: string) {
  return screen({
    path,
    title: 'ResearchData.list.title',
    description: 'ResearchData.list.lead',
    render: async ({ locale, searchParams }) => {
      const query = rdListQuery(await searchParams);
      const result = await publicGet(locale, researchDataCalls.page, { pageSize: 12, ...query } as never);
      return <RdList query={query} result={result.ok ? { ok: true, data: result.data } : { ok: false, msg: result.msg }} />;
    },
  });
}
