import { getTranslations } from 'next-intl/server';
import '@/components/content/content.css';
import { ContentEditor } from '@/components/content/content-editor';
import { screen } from '@/components/layout/screen';

/**
 * /my/administration/content: editors (admin:console: customer service, the public administrator) write news, cover
 * stories, solutions, help articles and update records in both languages, publish them and set the home positions.
 * Every call decides access itself (content/*, homePage/updateLoactionConfig).
 */
const page = screen({
  path: '/my/administration/content',
  title: 'Content.editor.title',
  noIndex: true,
  messages: ['Content', 'Files', 'RichTextEditor'],
  render: async () => {
    const t = await getTranslations('Content');
    return (
      <section className="my-panel" data-testid="content-editor-page">
        <div className="my-panel__head">
          <h1 className="my-panel__title">{t('editor.title')}</h1>
        </div>
        <p className="auth-muted">{t('editor.intro')}</p>
        <ContentEditor />
      </section>
    );
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
