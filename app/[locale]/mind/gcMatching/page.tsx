import { IntelligenceHeader } from '@/components/intelligence/intelligence-header';
import { IslandMessages } from '@/components/providers/island-messages';
import { MatchingTabs } from '@/components/intelligence/matching-tabs';
import { translate } from '@/lib/i18n/messages';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = metadataFor('/mind/gcMatching', 'Intelligence.matching.pageTitle', { descriptionKey: 'Intelligence.matching.description' });

/** Grade matching, welding matching and intelligent matching (issue 5, items 3 to 5). */
export default async function GcMatchingPage({ params, searchParams }: Props) {
  const loc = await pageLocale(params);
  const { tab } = await searchParams;
  return (
    <IslandMessages locale={loc} namespaces={['Materials', 'Intelligence']}>
      <IntelligenceHeader title={translate(loc, 'Intelligence.matching.pageTitle')} description={translate(loc, 'Intelligence.matching.description')} />
      <MatchingTabs initial={typeof tab === 'string' ? tab : undefined} />
    </IslandMessages>
  );
}
