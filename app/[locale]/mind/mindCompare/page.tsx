import { CompareView } from '@/components/intelligence/compare-view';
import { IntelligenceHeader } from '@/components/intelligence/intelligence-header';
import { SharedComparison } from '@/components/intelligence/shared-comparison';
import { screen } from '@/components/layout/screen';
import { translate } from '@/lib/i18n/messages';
import { MATERIAL_FAMILIES } from '@/lib/materials/family';

/**
 * The comparison board and side-by-side comparison (issue 5, item 1). A shared link's records are
 * compared on the server; without one, the reader's board is compared in the browser.
 */
const page = screen({
  path: '/mind/mindCompare',
  title: 'Intelligence.compare.pageTitle',
  description: 'Intelligence.compare.description',
  messages: ['Materials', 'Intelligence'],
  render: async ({ locale: loc, searchParams }) => {
    const query = await searchParams;
    const ids = typeof query.ids === 'string' ? query.ids.split(',').filter((s) => /^\d+$/.test(s)).slice(0, 12) : [];
    const type = MATERIAL_FAMILIES.find((t) => t === query.type) ?? 'steel';
    return (
      <>
        <IntelligenceHeader title={translate(loc, 'Intelligence.compare.pageTitle')} description={translate(loc, 'Intelligence.compare.description')} />
        {ids.length ? (
          <SharedComparison locale={loc} family={type} ids={ids} thickness={typeof query.thickness === 'string' ? query.thickness.slice(0, 20) : undefined} />
        ) : (
          <CompareView />
        )}
      </>
    );
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
