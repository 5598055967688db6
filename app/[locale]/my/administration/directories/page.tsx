import { getTranslations } from 'next-intl/server';
import { DirectoriesAdmin } from '@/components/directories/admin/directories-admin';
import '@/components/directories/directories.css';
import { screen } from '@/components/layout/screen';

/**
 * /my/administration/directories: editors (admin:console: customer service, the public administrator) write the
 * expert services, industry apps and digital talent training entries (docs/DIRECTORIES.md). The calls decide access.
 */
const page = screen({
  path: '/my/administration/directories',
  title: 'Routes.screens.my_administration_directories',
  noIndex: true,
  messages: ['Directories', 'Files', 'RichTextEditor'],
  render: async () => {
    const t = await getTranslations('Directories');
    return (
      <section className="my-panel">
        <div className="my-panel__head">
          <h1 className="my-panel__title">{t('admin.title')}</h1>
        </div>
        <DirectoriesAdmin />
      </section>
    );
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
