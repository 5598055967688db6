import 'server-only';
import { screen, type ScreenContext } from '@/components/layout/screen';
import { translate } from '@/lib/i18n/messages';
import { idParam } from '@/lib/id-param';
import { pageMetadata } from '@/lib/seo';
import '../ranking.css';
import { AnnouncementDetailScreen } from './announcement-screens';
import { RankDetailScreen } from './detail-screen';

/**
 * The detail pages of the ranking, by where their id comes from: the path (`/rank/{id}`, `/conDetail/{id}`,
 * `/economy/{id}`) or the query (`/economy/economyDetail?id=`, `/economy/economyConDetail?id=`).
 */
function detailPage(kind: 'rank' | 'announcement', path: string, from: 'path' | 'query') {
  const titleKey = kind === 'rank' ? 'Ranking.detail.title' : 'Ranking.announcements.title';
  const descriptionKey = kind === 'rank' ? 'Ranking.detail.metaDescription' : 'Ranking.announcements.metaDescription';
  const idOf = async ({ params, searchParams }: ScreenContext<{ id?: string }>) => (from === 'path' ? params.id : (await searchParams).id);
  return screen<{ id?: string }>({
    async metadata(context) {
      const { locale } = context;
      const id = idParam(await idOf(context));
      return from === 'path'
        ? pageMetadata(locale, id ? `${path}/${id}` : path, translate(locale, titleKey), translate(locale, descriptionKey))
        : pageMetadata(locale, path, translate(locale, titleKey), translate(locale, descriptionKey), id ? `?id=${id}` : '');
    },
    async render(context) {
      const { locale } = context;
      const id = await idOf(context);
      return kind === 'rank' ? <RankDetailScreen locale={locale} id={id} /> : <AnnouncementDetailScreen locale={locale} id={id} />;
    },
  });
}

export const rankPage = (path: string, from: 'path' | 'query') => detailPage('rank', path, from);
export const announcementPage = (path: string, from: 'path' | 'query') => detailPage('announcement', path, from);
