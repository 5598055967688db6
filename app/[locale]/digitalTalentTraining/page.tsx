import { CourseCard } from '@/components/directories/cards';
import { DirectoryLanding } from '@/components/directories/directory-landing';
import '@/components/directories/directories.css';
import { screen } from '@/components/layout/screen';
import { digitalCalls } from '@/lib/directories/contract';
import { publicGet } from '@/lib/server/entry';

/** /digitalTalentTraining: what the directory offers, its first published entries (digital/list) and the way to the list. */
const page = screen({
  path: '/digitalTalentTraining',
  title: 'Directories.digital.title',
  description: 'Directories.digital.metaDescription',
  render: async ({ locale }) => {
    const result = await publicGet(locale, digitalCalls.list, { pageSize: 6 });
    return <DirectoryLanding kind="digital" result={result.ok ? { ok: true, data: result.data } : { ok: false, msg: result.msg }} card={(c) => <CourseCard c={c} />} />;
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
