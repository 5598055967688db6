import { getTranslations } from 'next-intl/server';
import '@/components/content/content.css';
import { ContentEditor } from '@/components/content/content-editor';
import { IslandMessages } from '@/components/providers/island-messages';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFor('/my/administration/content', 'Content.editor.title', { noIndex: true });

/**
 * /my/administration/content: editors (admin:console: customer service, the public administrator) write news, cover
 * stories, solutions, help articles and update records in both languages, publish them and set the home positions.
 * Every call decides access itself (content/*, homePage/updateLoactionConfig).
 */
export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('Content');
  return (
    <IslandMessages locale={locale} namespaces={['Content', 'Files', 'RichTextEditor']}>
      <section className="my-panel" data-testid="content-editor-page">
        <div className="my-panel__head">
          <h1 className="my-panel__title">{t('editor.title')}</h1>
        </div>
        <p className="auth-muted">{t('editor.intro')}</p>
        <ContentEditor />
      </section>
    </IslandMessages>
  );
}
