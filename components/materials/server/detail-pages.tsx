import type { Metadata } from 'next';
import type { MaterialFamily } from '@/lib/materials/contract';
import { pageLocale } from '@/lib/i18n/page-locale';
import { DETAIL_PATH } from '@/lib/materials/paths';
import { metadataFor } from '@/lib/seo';
import { CachedDetailScreen, DetailPrompt, detailMetadata } from './detail-screen';

type LocaleParams = { params: Promise<{ locale: string }> };
type CachedDetailProps = { params: Promise<{ locale: string; generation: string; id: string }> };

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
 * Plain markup, no antd.
 */
export function familyCachedDetailPage(family: MaterialFamily) {
  const id = async (params: CachedDetailProps['params']) => decodeURIComponent((await params).id);
  return {
    generateMetadata: async ({ params }: CachedDetailProps): Promise<Metadata> => detailMetadata(await pageLocale(params), family, await id(params)),
    Page: async function FamilyCachedDetailPage({ params }: CachedDetailProps) {
      return <CachedDetailScreen locale={await pageLocale(params)} family={family} id={await id(params)} />;
    },
    /** No record is rendered at build (the build never opens the database): each one on its first visit. */
    generateStaticParams: async () => [],
  };
}
