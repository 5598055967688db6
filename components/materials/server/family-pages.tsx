import { notFound } from 'next/navigation';
import { screen } from '@/components/layout/screen';
import type { MaterialFamily } from '@/lib/materials/contract';
import { decodeSearchSegment } from '@/lib/materials/cached-pages';
import { SEARCH_PATH } from '@/lib/materials/paths';
import { SEARCH_DESCRIPTION_KEY, SEARCH_TITLE_KEY, SearchScreen } from './search-screen';

/** The search page's metadata keys, shared by its cached route. */
const searchMetadata = (family: MaterialFamily) => ({
  path: SEARCH_PATH[family],
  title: `MaterialPages.search.${SEARCH_TITLE_KEY[family]}`,
  description: `MaterialPages.search.${SEARCH_DESCRIPTION_KEY[family]}`,
});

/** The search page of one family (/mind/mindIndex, /material/searchHV, /material/searchLHJ). */
export function familySearchPage(family: MaterialFamily) {
  return screen({
    ...searchMetadata(family),
    /** Rendered per request for the URL's query (the results are in the HTML), without antd. */
    render: async ({ locale, searchParams }) => <SearchScreen locale={locale} family={family} query={await searchParams} />,
  });
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
    ...screen<{ generation: string; query: string }>({
      ...searchMetadata(family),
      render: ({ locale, params }) => {
        const query = decodeSearchSegment(decodeURIComponent(params.query));
        if (!query) notFound();
        return <SearchScreen locale={locale} family={family} query={query} cached />;
      },
    }),
    /** No search is rendered at build (the build never opens the database): each one on its first visit. */
    generateStaticParams: async () => [],
  };
}
