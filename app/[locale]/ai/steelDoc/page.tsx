import { DocumentsScreen } from '@/components/ai/document-screen';
import { IslandMessages } from '@/components/providers/island-messages';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

export const generateMetadata = metadataFor('/ai/steelDoc', 'Routes.screens.ai_steelDoc', { noIndex: true });

/** /ai/steelDoc (issue 36 behaviour 4): upload a PDF or text document within the stated limits, my documents, ask. */
export default async function SteelDocPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  return (
    <IslandMessages locale={locale} namespaces={['Ai', 'Files', 'Errors']}>
      <DocumentsScreen />
    </IslandMessages>
  );
}
