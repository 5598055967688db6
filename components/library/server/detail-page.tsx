import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { translate } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/routing';
import { libraryCalls } from '@/lib/library/contract';
import { serverGet } from '@/lib/server/entry';
import { pageMetadata } from '@/lib/seo';
import { ItemDetail, LibraryIsland } from '../item-detail';
import '../library.css';
import { idParam } from '@/lib/id-param';

type Params = Promise<{ locale: string; id?: string }>;
type Search = Promise<Record<string, string | string[] | undefined>>;

/** The id of the address: /librany/12 or /librany/libranyDetail?id=12. Anything but digits is no id. */
async function idOf(params: Params, searchParams: Search): Promise<number | null> {
  return idParam((await params).id ?? (await searchParams).id);
}

const load = (locale: Locale, id: number) => serverGet(locale, libraryCalls.getTechnology, { id });

/**
 * The detail screens of documents and books (/librany/{id}, /librany/libranyDetail?id=, /libranyBook/{id},
 * /librany/libranyBookDetail?id=): one page, rendered per request with the viewer's state.
 * Without an id the page says so and links to the list; an unknown id is the 404 page.
 */
export function libraryDetailPage(path: string, titleKey: string, idBase?: '/librany' | '/libranyBook') {
  return {
    generateMetadata: async ({ params, searchParams }: { params: Params; searchParams: Search }): Promise<Metadata> => {
      const locale = await pageLocale(params);
      const id = await idOf(params, searchParams);
      const answer = id ? await load(locale, id) : null;
      const title = answer?.ok ? answer.data.title : translate(locale, titleKey);
      return pageMetadata(locale, path, title, answer?.ok ? (answer.data.summary ?? undefined) : undefined, id ? `id=${id}` : '');
    },
    Page: async function LibraryDetailPage({ params, searchParams }: { params: Params; searchParams: Search }) {
      const locale = await pageLocale(params);
      const id = await idOf(params, searchParams);
      if (!id) {
        return (
          <div className="page lib-card lib-empty" data-testid="library-no-id">
            <p>{translate(locale, 'Library.detail.notFound')}</p>
            <a className="button" href={locale === 'en' ? '/en/librany/libranyList' : '/librany/libranyList'}>
              {translate(locale, 'Library.detail.back')}
            </a>
          </div>
        );
      }
      const answer = await load(locale, id);
      if (!answer.ok) notFound();
      const here = idBase ? `${idBase}/${id}` : `${path}?id=${id}`;
      return (
        <LibraryIsland locale={locale}>
          <ItemDetail item={answer.data} here={here} />
        </LibraryIsland>
      );
    },
  };
}
