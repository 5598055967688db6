import { DocumentAnswersScreen } from '@/components/ai/document-screen';
import { IslandMessages } from '@/components/providers/island-messages';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

export const generateMetadata = metadataFor('/ai/aiDoc', 'Routes.screens.ai_aiDoc', { noIndex: true });

/** /ai/aiDoc?id= (issue 36 behaviour 4): one document's answers with the passages they quote, beside the document. */
export default async function AiDocPage({ params, searchParams }: { params: Promise<{ locale: string }>; searchParams: Promise<{ id?: string }> }) {
  const locale = await pageLocale(params);
  const raw = (await searchParams).id;
  const id = raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
  return (
    <IslandMessages locale={locale} namespaces={['Ai']}>
      <DocumentAnswersScreen id={id} />
    </IslandMessages>
  );
}
