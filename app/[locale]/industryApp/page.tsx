import { AppCard } from '@/components/directories/cards';
import { DirectoryLanding } from '@/components/directories/directory-landing';
import '@/components/directories/directories.css';
import { screen } from '@/components/layout/screen';
import { industrialCalls } from '@/lib/directories/contract';
import { publicGet } from '@/lib/server/entry';

/** /industryApp: what the directory offers, its first published entries (industrial/list) and the way to the list. */
const page = screen({
  path: '/industryApp',
  title: 'Directories.industrial.title',
  description: 'Directories.industrial.metaDescription',
  render: async ({ locale }) => {
    const result = await publicGet(locale, industrialCalls.list, { pageSize: 6 });
    return <DirectoryLanding kind="industrial" result={result.ok ? { ok: true, data: result.data } : { ok: false, msg: result.msg }} card={(a) => <AppCard a={a} />} />;
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
