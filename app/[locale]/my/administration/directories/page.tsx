import { getTranslations } from 'next-intl/server';
import { DirectoriesAdmin } from '@/components/directories/admin/directories-admin';
import '@/components/directories/directories.css';
import { IslandMessages } from '@/components/providers/island-messages';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFor('/my/administration/directories', 'Routes.screens.my_administration_directories', { noIndex: true });

/**
 * /my/administration/directories: editors (admin:console: customer service, the public administrator) write the
 * expert services, industry apps and digital talent training entries (docs/DIRECTORIES.md). The calls decide access.
 */
export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('Directories');
  return (
    <IslandMessages locale={locale} namespaces={['Directories', 'Files', 'RichTextEditor']}>
      <section className="my-panel">
        <div className="my-panel__head">
          <h1 className="my-panel__title">{t('admin.title')}</h1>
        </div>
        <DirectoriesAdmin />
      </section>
    </IslandMessages>
  );
}
