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
/** An announcement's or news item's page (/conDetail/{id}). */
export const announcementHref = (id: number) => `/conDetail/${id}`;
