import { notFound } from 'next/navigation';
import type { MaterialFamily } from '@/lib/materials/contract';
import { decodeSearchSegment } from '@/lib/materials/cached-pages';
import { pageLocale } from '@/lib/i18n/page-locale';
import { SEARCH_PATH } from '@/lib/materials/paths';
import { metadataFor } from '@/lib/seo';
import { SEARCH_DESCRIPTION_KEY, SEARCH_TITLE_KEY, SearchScreen } from './search-screen';

type LocaleParams = { params: Promise<{ locale: string }> };
type CachedSearchProps = { params: Promise<{ locale: string; generation: string; query: string }> };

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

/**
 * The cached search page of one family for a query with criteria (`<search path>/[generation]/[query]`,
 * reached only through the rewrite in proxy.ts, lib/materials/cached-pages.ts; issue 30): the same
 * screen a visitor gets, rendered once per query, language and data generation and then served from
 * Next's cache. The browser counts the search for the hot keywords (MaterialSearch), as a cached detail
 * page's view is counted.
 */
export function familyCachedSearchPage(family: MaterialFamily) {
  return {
    generateMetadata: familySearchPage(family).generateMetadata,
    Page: async function FamilyCachedSearchPage({ params }: CachedSearchProps) {
      const locale = await pageLocale(params);
      const query = decodeSearchSegment(decodeURIComponent((await params).query));
      if (!query) notFound();
      return <SearchScreen locale={locale} family={family} query={query} cached />;
    },
    /** No search is rendered at build (the build never opens the database): each one on its first visit. */
    generateStaticParams: async () => [],
  };
}
