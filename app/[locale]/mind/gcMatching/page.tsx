import { IntelligenceHeader, IntelligenceMessages } from '@/components/intelligence/intelligence-messages';
import { MatchingTabs } from '@/components/intelligence/matching-tabs';
import { translate } from '@/lib/i18n/messages';
import { isLocale, type Locale } from '@/lib/i18n/routing';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = metadataFor('/mind/gcMatching', 'Intelligence.matching.pageTitle', { descriptionKey: 'Intelligence.matching.description' });

/** Grade matching, welding matching and intelligent matching (issue 5, items 3 to 5). */
export default async function GcMatchingPage({ params, searchParams }: Props) {
  const { locale } = await params;
  const loc: Locale = isLocale(locale) ? locale : 'zh';
  const { tab } = await searchParams;
  return (
    <IntelligenceMessages locale={loc}>
      <IntelligenceHeader title={translate(loc, 'Intelligence.matching.pageTitle')} description={translate(loc, 'Intelligence.matching.description')} />
      <MatchingTabs initial={typeof tab === 'string' ? tab : undefined} />
    </IntelligenceMessages>
  );
}
