import type { MaterialFamily } from '@/lib/materials/contract';
import { pageLocale } from '@/lib/i18n/page-locale';
import { SEARCH_PATH } from '@/lib/materials/paths';
import { metadataFor } from '@/lib/seo';
import { SEARCH_DESCRIPTION_KEY, SEARCH_TITLE_KEY, SearchScreen } from './search-screen';

type LocaleParams = { params: Promise<{ locale: string }> };

/** The search page of one family (/mind/mindIndex, /material/searchHV, /material/searchLHJ). */
export function familySearchPage(family: MaterialFamily) {
  return {
    generateMetadata: metadataFor(SEARCH_PATH[family], `MaterialPages.search.${SEARCH_TITLE_KEY[family]}`, {
      descriptionKey: `MaterialPages.search.${SEARCH_DESCRIPTION_KEY[family]}`,
    }),
    /** Rendered per request for the URL's query (the results are in the HTML), without antd. */
    Page: async function FamilySearchPage({ params, searchParams }: LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
      const locale = await pageLocale(params);
      return <SearchScreen locale={locale} family={family} query={await searchParams} />;
    },
  };
}
