import { notFound } from 'next/navigation';
import { AppCard } from '@/components/directories/cards';
import { AppDetail } from '@/components/directories/details';
import { DirectoryList } from '@/components/directories/directory-list';
import '@/components/directories/directories.css';
import { screen } from '@/components/layout/screen';
import { industrialCalls } from '@/lib/directories/contract';
import { DIRECTORY_LIST_KEYS } from '@/lib/directories/paths';
import { idParam } from '@/lib/id-param';
import { readListQuery } from '@/lib/list-query';
import { publicGet } from '@/lib/server/entry';

/** /industryAppList: published entries (industrial/list) with keyword and category filters; `?id=` shows one entry (industrial/getDetail) above them. */
const page = screen({
  path: '/industryAppList',
  title: 'Directories.industrial.listTitle',
  description: 'Directories.industrial.metaDescription',
  render: async ({ locale, searchParams }) => {
    const sp = await searchParams;
    const query = readListQuery(sp, DIRECTORY_LIST_KEYS);
    const id = sp.id === undefined ? null : idParam(sp.id);
    const [list, one] = await Promise.all([publicGet(locale, industrialCalls.list, { pageSize: 12, ...query } as never), id ? publicGet(locale, industrialCalls.getDetail, { id }) : null]);
    if (sp.id !== undefined && !one?.ok) notFound();
    return (
      <DirectoryList
        kind="industrial"
        query={query}
        result={list.ok ? { ok: true, data: list.data } : { ok: false, msg: list.msg }}
        card={(a) => <AppCard a={a} />}
        detail={one?.ok ? <AppDetail a={one.data} /> : undefined}
      />
    );
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
