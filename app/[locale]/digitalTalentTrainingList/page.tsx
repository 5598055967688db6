import { notFound } from 'next/navigation';
import { CourseCard } from '@/components/directories/cards';
import { CourseDetail } from '@/components/directories/details';
import { DirectoryList } from '@/components/directories/directory-list';
import '@/components/directories/directories.css';
import { screen } from '@/components/layout/screen';
import { digitalCalls } from '@/lib/directories/contract';
import { DIRECTORY_LIST_KEYS } from '@/lib/directories/paths';
import { idParam } from '@/lib/id-param';
import { readListQuery } from '@/lib/list-query';
import { publicGet } from '@/lib/server/entry';

/** /digitalTalentTrainingList: published entries (digital/list) with keyword and category filters; `?id=` shows one entry (digital/getDetail) above them. */
const page = screen({
  path: '/digitalTalentTrainingList',
  title: 'Directories.digital.listTitle',
  description: 'Directories.digital.metaDescription',
  render: async ({ locale, searchParams }) => {
    const sp = await searchParams;
    const query = readListQuery(sp, DIRECTORY_LIST_KEYS);
    const id = sp.id === undefined ? null : idParam(sp.id);
    const [list, one] = await Promise.all([publicGet(locale, digitalCalls.list, { pageSize: 12, ...query } as never), id ? publicGet(locale, digitalCalls.getDetail, { id }) : null]);
    if (sp.id !== undefined && !one?.ok) notFound();
    return (
      <DirectoryList
        kind="digital"
        query={query}
        result={list.ok ? { ok: true, data: list.data } : { ok: false, msg: list.msg }}
        card={(c) => <CourseCard c={c} />}
        detail={one?.ok ? <CourseDetail c={one.data} /> : undefined}
      />
    );
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
