import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { IslandMessages } from '@/components/providers/island-messages';
import type { Namespace } from '@/lib/i18n/messages';
import { pageLocale } from '@/lib/i18n/page-locale';
import type { Locale } from '@/lib/i18n/routing';
import { metadataFor } from '@/lib/seo';

/** The query of a page's address, as Next hands it over. */
export type SearchParams = Record<string, string | string[] | undefined>;

/** What Next hands a page (and its `generateMetadata`) under app/[locale]: the segments, `P` besides the locale, and the query. */
export type ScreenProps<P extends object = object> = { params: Promise<P & { locale: string }>; searchParams: Promise<SearchParams> };

/**
 * What a screen's `render` (and `metadata`) gets: the locale, already registered with next-intl; the segments,
 * read; the query still promised, so a screen that never awaits it stays free of the request's query (reading
 * it makes the page dynamic).
 */
export type ScreenContext<P extends object = object> = { locale: Locale; params: P & { locale: string }; searchParams: Promise<SearchParams> };

type Shell<P extends object> = {
  /** Namespaces sent to the client islands of the whole page (`<IslandMessages>` around what `render` returns). */
  messages?: readonly Namespace[];
  render: (context: ScreenContext<P>) => ReactNode | Promise<ReactNode>;
};
/** Title (and description) as message keys: the metadata is `metadataFor(path, title, …)`. */
type KeyedMetadata = { path: string; title: string; description?: string; noIndex?: boolean; metadata?: never };
/** Metadata that reads data (a record's title): the function gets the same context as `render`. */
type ReadMetadata<P extends object> = { metadata: (context: ScreenContext<P>) => Metadata | Promise<Metadata>; path?: never; title?: never; description?: never; noIndex?: never };

export type ScreenOptions<P extends object = object> = Shell<P> & (KeyedMetadata | ReadMetadata<P>);

async function contextOf<P extends object>({ params, searchParams }: ScreenProps<P>): Promise<ScreenContext<P>> {
  const locale = await pageLocale(params);
  return { locale, params: await params, searchParams };
}

function readMetadata<P extends object>(metadata: (context: ScreenContext<P>) => Metadata | Promise<Metadata>) {
  return async (props: ScreenProps<P>): Promise<Metadata> => metadata(await contextOf(props));
}

/**
 * The one shell of a screen under app/[locale]: the locale read and registered (`pageLocale`) before anything
 * renders, the page's metadata (message keys through `metadataFor`, or a `metadata` function that reads data)
 * and, with `messages`, the client islands' namespaces around the whole page. A page file is
 *
 *   const page = screen({ path: '/quality/skilRanking', title: 'Ranking.skil.title', description: 'Ranking.skil.metaDescription',
 *     render: async ({ locale, searchParams }) => <SkilScreen locale={locale} searchParams={await searchParams} /> });
 *   export const generateMetadata = page.generateMetadata;
 *   export default page.Page;
 *
 * Route segment config (`revalidate`, `dynamic`, …) stays a literal export of the page file: Next reads it statically.
 */
export function screen<P extends object = object>(options: ScreenOptions<P>) {
  const { messages, render } = options;
  const generateMetadata: (props: ScreenProps<P>) => Promise<Metadata> =
    options.metadata === undefined ? metadataFor(options.path, options.title, { descriptionKey: options.description, noIndex: options.noIndex }) : readMetadata(options.metadata);
  return {
    generateMetadata,
    Page: async function ScreenPage(props: ScreenProps<P>) {
      const context = await contextOf(props);
      const content = await render(context);
      return messages ? (
        <IslandMessages locale={context.locale} namespaces={messages}>
          {content}
        </IslandMessages>
      ) : (
        content
      );
    },
  };
}
