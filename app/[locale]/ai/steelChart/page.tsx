import { ChatScreen } from '@/components/ai/chat-screen';
import { IslandMessages } from '@/components/providers/island-messages';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

export const generateMetadata = metadataFor('/ai/steelChart', 'Routes.screens.ai_steelChart', { noIndex: true });

/** /ai/steelChart (issue 36): ask for a chart; the answer is the scatter, its records as a table and an Excel export. */
export default async function SteelChartPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  return (
    <IslandMessages locale={locale} namespaces={['Ai']}>
      <ChatScreen mode="chart" />
    </IslandMessages>
  );
}
