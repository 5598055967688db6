import type { Metadata } from 'next';
import type { MaterialFamily } from '@/lib/materials/contract';
import { pageLocale } from '@/lib/i18n/page-locale';
import { DETAIL_PATH, SEARCH_PATH } from '@/lib/materials/paths';
import { metadataFor } from '@/lib/seo';
import { CachedDetailScreen, DetailPrompt, detailMetadata } from './detail-screen';
import { SEARCH_DESCRIPTION_KEY, SEARCH_TITLE_KEY, SearchScreen } from './search-screen';

type LocaleParams = { params: Promise<{ locale: string }> };
type CachedDetailProps = { params: Promise<{ locale: string; generation: string; id: string }> };

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

/**
 * The detail page of one family without a record (/mind/seeDetail, /mind/seeDetailHC, /mind/seeDetailLHJ):
 * the prompt. A request naming a record (`?id=`) is rewritten by proxy.ts to the cached route below.
 */
export function familyDetailPromptPage(family: MaterialFamily) {
  return {
    generateMetadata: metadataFor(DETAIL_PATH[family], 'MaterialPages.detail.selectTitle'),
    Page: async function FamilyDetailPromptPage({ params }: LocaleParams) {
      await pageLocale(params);
      return <DetailPrompt family={family} />;
    },
  };
}

/**
 * The cached detail page of one record (`<detail path>/[generation]/[id]`, reached only through the
 * rewrite in proxy.ts, lib/materials/cached-pages.ts): rendered once per record and language as a
 * visitor sees it, then served from Next's cache; the viewer's state is filled in on the client.
 */
export function familyCachedDetailPage(family: MaterialFamily) {
  const id = async (params: CachedDetailProps['params']) => decodeURIComponent((await params).id);
  return {
    generateMetadata: async ({ params }: CachedDetailProps): Promise<Metadata> => detailMetadata(await pageLocale(params), family, await id(params)),
    Page: async function FamilyCachedDetailPage({ params }: CachedDetailProps) {
      const locale = await pageLocale(params);
      return <CachedDetailScreen locale={locale} family={family} id={await id(params)} />;
    },
    /** No record is rendered at build (the build never opens the database): each one on its first visit. */
    generateStaticParams: async () => [],
  };
}
