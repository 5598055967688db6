import { ChatScreen } from '@/components/ai/chat-screen';
import { IslandMessages } from '@/components/providers/island-messages';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

export const generateMetadata = metadataFor('/ai/steelAi', 'Routes.screens.ai_steelAi', { noIndex: true });

/** /ai/steelAi (issue 36, docs/AI.md): the assistant's conversations, answered from the portal's data with sources. */
export default async function SteelAiPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  return (
    <IslandMessages locale={locale} namespaces={['Ai']}>
      <ChatScreen />
    </IslandMessages>
  );
}
