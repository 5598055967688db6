import { notFound } from 'next/navigation';
import { screen, type ScreenContext } from '@/components/layout/screen';
import { translate } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/routing';
import { libraryCalls } from '@/lib/library/contract';
import { serverGet } from '@/lib/server/entry';
import { pageMetadata } from '@/lib/seo';
import { ItemDetail, LibraryIsland } from '../item-detail';
import '../library.css';
import { idParam } from '@/lib/id-param';

/** The id of the address: /librany/12 or /librany/libranyDetail?id=12. Anything but digits is no id. */
async function idOf({ params, searchParams }: ScreenContext<{ id?: string }>): Promise<number | null> {
  return idParam(params.id ?? (await searchParams).id);
}

const load = (locale: Locale, id: number) => serverGet(locale, libraryCalls.getTechnology, { id });

/**
 * The detail screens of documents and books (/librany/{id}, /librany/libranyDetail?id=, /libranyBook/{id},
 * /librany/libranyBookDetail?id=): one page, rendered per request with the viewer's state.
 * Without an id the page says so and links to the list; an unknown id is the 404 page.
 */
export function libraryDetailPage(path: string, titleKey: string, idBase?: '/librany' | '/libranyBook') {
  return screen<{ id?: string }>({
    metadata: async (context) => {
      const { locale } = context;
      const id = await idOf(context);
      const answer = id ? await load(locale, id) : null;
      const title = answer?.ok ? answer.data.title : translate(locale, titleKey);
      return pageMetadata(locale, path, title, answer?.ok ? (answer.data.summary ?? undefined) : undefined, id ? `id=${id}` : '');
    },
    render: async (context) => {
      const { locale } = context;
      const id = await idOf(context);
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
  });
}
