import { ExpertCard } from '@/components/directories/cards';
import { DirectoryLanding } from '@/components/directories/directory-landing';
import '@/components/directories/directories.css';
import { screen } from '@/components/layout/screen';
import { expertCalls } from '@/lib/directories/contract';
import { publicGet } from '@/lib/server/entry';

/** /expertServices: what the directory offers, its first published entries (expert/list) and the way to the list. */
const page = screen({
  path: '/expertServices',
  title: 'Directories.expert.title',
  description: 'Directories.expert.metaDescription',
  render: async ({ locale }) => {
    const result = await publicGet(locale, expertCalls.list, { pageSize: 6 });
    return <DirectoryLanding kind="expert" result={result.ok ? { ok: true, data: result.data } : { ok: false, msg: result.msg }} card={(e) => <ExpertCard e={e} />} />;
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
