import 'server-only';
import type { Metadata } from 'next';
import { pageLocale } from '@/lib/i18n/page-locale';
import { translate } from '@/lib/i18n/messages';
import { idParam } from '@/lib/id-param';
import { pageMetadata } from '@/lib/seo';
import '../ranking.css';
import { AnnouncementDetailScreen } from './announcement-screens';
import { RankDetailScreen } from './detail-screen';

type IdProps = { params: Promise<{ locale: string; id?: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * The detail pages of the ranking, by where their id comes from: the path (`/rank/{id}`, `/conDetail/{id}`,
 * `/economy/{id}`) or the query (`/economy/economyDetail?id=`, `/economy/economyConDetail?id=`).
 */
function detailPage(kind: 'rank' | 'announcement', path: string, from: 'path' | 'query') {
  const titleKey = kind === 'rank' ? 'Ranking.detail.title' : 'Ranking.announcements.title';
  const descriptionKey = kind === 'rank' ? 'Ranking.detail.metaDescription' : 'Ranking.announcements.metaDescription';
  const idOf = async ({ params, searchParams }: IdProps) => (from === 'path' ? (await params).id : (await searchParams).id);
  return {
    async generateMetadata(props: IdProps): Promise<Metadata> {
      const locale = await pageLocale(props.params);
      const id = idParam(await idOf(props));
      return from === 'path'
        ? pageMetadata(locale, id ? `${path}/${id}` : path, translate(locale, titleKey), translate(locale, descriptionKey))
        : pageMetadata(locale, path, translate(locale, titleKey), translate(locale, descriptionKey), id ? `?id=${id}` : '');
    },
    async Page(props: IdProps) {
      const locale = await pageLocale(props.params);
      const id = await idOf(props);
      return kind === 'rank' ? <RankDetailScreen locale={locale} id={id} /> : <AnnouncementDetailScreen locale={locale} id={id} />;
    },
  };
}

export const rankPage = (path: string, from: 'path' | 'query') => detailPage('rank', path, from);
export const announcementPage = (path: string, from: 'path' | 'query') => detailPage('announcement', path, from);
