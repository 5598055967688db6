import { IntelligenceHeader } from '@/components/intelligence/intelligence-header';
import { screen } from '@/components/layout/screen';
import { MatchingTabs } from '@/components/intelligence/matching-tabs';
import { translate } from '@/lib/i18n/messages';

/** Grade matching, welding matching and intelligent matching (issue 5, items 3 to 5). */
const page = screen({
  path: '/mind/gcMatching',
  title: 'Intelligence.matching.pageTitle',
  description: 'Intelligence.matching.description',
  messages: ['Materials', 'Intelligence'],
  render: async ({ locale: loc, searchParams }) => {
    const { tab } = await searchParams;
    return (
      <>
        <IntelligenceHeader title={translate(loc, 'Intelligence.matching.pageTitle')} description={translate(loc, 'Intelligence.matching.description')} />
        <MatchingTabs initial={typeof tab === 'string' ? tab : undefined} />
      </>
    );
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
