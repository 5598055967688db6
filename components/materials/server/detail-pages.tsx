import { screen } from '@/components/layout/screen';
import type { MaterialFamily } from '@/lib/materials/contract';
import { DETAIL_PATH } from '@/lib/materials/paths';
import { CachedDetailScreen, DetailPrompt, detailMetadata } from './detail-screen';

/*
 * Kept apart from the search pages (family-pages.tsx) on purpose: a route's browser bundle holds
 * every client component its server modules import, rendered or not, so a detail route importing
 * the search screen would load the search form (and antd) too (issue 10, page weight).
 */

/**
 * The detail page of one family without a record (/mind/seeDetail, /mind/seeDetailHC, /mind/seeDetailLHJ):
 * the prompt. A request naming a record (`?id=`) is rewritten by proxy.ts to the cached route below.
 */
export function familyDetailPromptPage(family: MaterialFamily) {
  return screen({ path: DETAIL_PATH[family], title: 'MaterialPages.detail.selectTitle', render: () => <DetailPrompt family={family} /> });
}

/**
 * The cached detail page of one record (`<detail path>/[generation]/[id]`, reached only through the
 * rewrite in proxy.ts, lib/materials/cached-pages.ts): rendered once per record and language as a
 * visitor sees it, then served from Next's cache; the viewer's state is filled in on the client.
 * Plain markup, no antd.
 */
export function familyCachedDetailPage(family: MaterialFamily) {
  return {
    ...screen<{ generation: string; id: string }>({
      metadata: ({ locale, params }) => detailMetadata(locale, family, decodeURIComponent(params.id)),
      render: ({ locale, params }) => <CachedDetailScreen locale={locale} family={family} id={decodeURIComponent(params.id)} />,
    }),
    /** No record is rendered at build (the build never opens the database): each one on its first visit. */
    generateStaticParams: async () => [],
  };
}
