import type { Metadata } from 'next';
import type { MaterialFamily } from '@/lib/materials/contract';
import { pageLocale } from '@/lib/i18n/page-locale';
import { SEARCH_PATH } from '@/lib/materials/paths';
import { metadataFor } from '@/lib/seo';
import { DetailScreen, detailMetadata, readDetailId, type DetailSearchParams } from './detail-screen';
import { SEARCH_DESCRIPTION_KEY, SEARCH_TITLE_KEY, SearchScreen } from './search-screen';

type LocaleParams = { params: Promise<{ locale: string }> };
type DetailProps = LocaleParams & { searchParams: DetailSearchParams };

/** The search page of one family (/mind/mindIndex, /material/searchHV, /material/searchLHJ). */
export function familySearchPage(family: MaterialFamily) {
  return {
    generateMetadata: metadataFor(SEARCH_PATH[family], `MaterialPages.search.${SEARCH_TITLE_KEY[family]}`, {
      descriptionKey: `MaterialPages.search.${SEARCH_DESCRIPTION_KEY[family]}`,
    }),
    Page: async function FamilySearchPage({ params }: LocaleParams) {
      const locale = await pageLocale(params);
      return <SearchScreen locale={locale} family={family} />;
    },
  };
}

/** The detail page of one family (/mind/seeDetail, /mind/seeDetailHC, /mind/seeDetailLHJ). */
export function familyDetailPage(family: MaterialFamily) {
  return {
    generateMetadata: async ({ params, searchParams }: DetailProps): Promise<Metadata> =>
      detailMetadata(await pageLocale(params), family, await readDetailId(searchParams)),
    Page: async function FamilyDetailPage({ params, searchParams }: DetailProps) {
      const locale = await pageLocale(params);
      return <DetailScreen locale={locale} family={family} id={await readDetailId(searchParams)} />;
    },
  };
}
