/** The ranking area's screens (routes.json; issue 33). */
export const RANKING_PATHS = {
  home: '/economy/economyHome',
  ranking: '/quality/qualityRanking',
  byCategory: '/quality/skilRanking',
  model: '/economy/economyGrade',
  detail: '/economy/economyDetail',
  announcements: '/economy/enconomyList',
  files: '/economy/enconomyListFile',
  announcement: '/economy/economyConDetail',
} as const;

/** A published result's page (/rank/{id}). */
export const rankHref = (id: number) => `/rank/${id}`;
/** An announcement's page (/conDetail/{id}) or a news item's (/economy/{id}, the news centre's detail). */
export const announcementHref = (id: number, kind: 'announcement' | 'news' = 'announcement') => (kind === 'news' ? `/economy/${id}` : `/conDetail/${id}`);

/** The category code of an address (`?category=`), or '' (the screens then ask the server, which refuses an unknown one). */
export function categoryOf(raw: string | string[] | undefined): string {
  const one = Array.isArray(raw) ? raw[0] : raw;
  return one && /^[a-z0-9-]{1,40}$/.test(one) ? one : '';
}
