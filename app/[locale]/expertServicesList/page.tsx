import { notFound } from 'next/navigation';
import { ExpertCard } from '@/components/directories/cards';
import { ExpertDetail } from '@/components/directories/details';
import { DirectoryList } from '@/components/directories/directory-list';
import '@/components/directories/directories.css';
import { screen } from '@/components/layout/screen';
import { expertCalls } from '@/lib/directories/contract';
import { DIRECTORY_LIST_KEYS } from '@/lib/directories/paths';
import { idParam } from '@/lib/id-param';
import { readListQuery } from '@/lib/list-query';
import { publicGet } from '@/lib/server/entry';

/** /expertServicesList: published entries (expert/list) with keyword and category filters; `?id=` shows one entry (expert/getDetail) above them. */
const page = screen({
  path: '/expertServicesList',
  title: 'Directories.expert.listTitle',
  description: 'Directories.expert.metaDescription',
  render: async ({ locale, searchParams }) => {
    const sp = await searchParams;
    const query = readListQuery(sp, DIRECTORY_LIST_KEYS);
    const id = sp.id === undefined ? null : idParam(sp.id);
    const [list, one] = await Promise.all([publicGet(locale, expertCalls.list, { pageSize: 12, ...query } as never), id ? publicGet(locale, expertCalls.getDetail, { id }) : null]);
    if (sp.id !== undefined && !one?.ok) notFound();
    return (
      <DirectoryList
        kind="expert"
        query={query}
        result={list.ok ? { ok: true, data: list.data } : { ok: false, msg: list.msg }}
        card={(e) => <ExpertCard e={e} />}
        detail={one?.ok ? <ExpertDetail e={one.data} /> : undefined}
      />
    );
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
