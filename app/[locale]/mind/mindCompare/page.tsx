import { CompareView } from '@/components/intelligence/compare-view';
import { IntelligenceHeader } from '@/components/intelligence/intelligence-header';
import { SharedComparison } from '@/components/intelligence/shared-comparison';
import { IslandMessages } from '@/components/providers/island-messages';
import { translate } from '@/lib/i18n/messages';
import { MATERIAL_FAMILIES } from '@/lib/materials/family';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = metadataFor('/mind/mindCompare', 'Intelligence.compare.pageTitle', { descriptionKey: 'Intelligence.compare.description' });

/**
 * The comparison board and side-by-side comparison (issue 5, item 1). A shared link's records are
 * compared on the server; without one, the reader's board is compared in the browser.
 */
export default async function MindComparePage({ params, searchParams }: Props) {
  const loc = await pageLocale(params);
  const query = await searchParams;
  const ids = typeof query.ids === 'string' ? query.ids.split(',').filter((s) => /^\d+$/.test(s)).slice(0, 12) : [];
  const type = MATERIAL_FAMILIES.find((t) => t === query.type) ?? 'steel';
  return (
    <IslandMessages locale={loc} namespaces={['Materials', 'Intelligence']}>
      <IntelligenceHeader title={translate(loc, 'Intelligence.compare.pageTitle')} description={translate(loc, 'Intelligence.compare.description')} />
      {ids.length ? (
        <SharedComparison locale={loc} family={type} ids={ids} thickness={typeof query.thickness === 'string' ? query.thickness.slice(0, 20) : undefined} />
      ) : (
        <CompareView />
      )}
    </IslandMessages>
  );
}
