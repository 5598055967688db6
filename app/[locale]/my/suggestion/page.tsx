import { Suspense } from 'react';
import { IslandMessages } from '@/components/providers/island-messages';
import { SuggestionCentre } from '@/components/suggestions/suggestion-centre';
import '@/components/suggestions/suggestions.css';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFor('/my/suggestion', 'Suggestions.title', { descriptionKey: 'Suggestions.description', noIndex: true });

/** /my/suggestion inside the personal-centre shell: users write, customer service replies (the endpoints decide). */
export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  return (
    <IslandMessages locale={locale} namespaces={['Suggestions', 'Files']}>
      <Suspense fallback={null}>
        <SuggestionCentre />
      </Suspense>
    </IslandMessages>
  );
}
