/**
 * The content model's rules (issue 31 §1–3, docs/CONTENT.md): one kind of record for news, cover stories, solutions,
 * help articles and update records; positions the home page shows. Pure: no server, no React.
 */

/** news (dm/*), cover stories (cover/*), solutions (solution/*), help articles (help/page) and update records (help/recordList). */
export const CONTENT_KINDS = ['news', 'cover', 'solution', 'help', 'record'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export const CONTENT_STATES = ['draft', 'published'] as const;
export type ContentState = (typeof CONTENT_STATES)[number];

/** The home page's positions (updateLoactionConfig): a banner of items, featured news, featured products (links). */
export const POSITIONS = ['banner', 'featuredNews', 'featuredProducts'] as const;
export type Position = (typeof POSITIONS)[number];
/** Most entries of one position. */
export const POSITION_MAX = 6;

export const TITLE_MAX = 200;
export const SUMMARY_MAX = 500;
/** Characters of markup of one body: the dispatcher's limit of any string (MAX_STRING, lib/server/api/input-rules.ts). */
export const BODY_MAX = 20_000;
/** How many news items and solutions homePage/getNews answers. */
export const HOME_LATEST = 4;

/** The file owner kind and fields of a content item (lib/server/files). */
export const CONTENT_OWNER_KIND = 'contentItem';
export const COVER_FIELD = 'cover';
export const ATTACHMENT_FIELD = 'attachments';

/** Where a reader opens an item of each kind (spec §2), without the language prefix. */
export function contentHref(kind: ContentKind, id: number): string {
  switch (kind) {
    case 'news':
      return `/other/journalismDetail?id=${id}`;
    case 'cover':
      return `/other/storyDetail?id=${id}`;
    case 'solution':
      return `/other/solutionDetail?id=${id}`;
    default:
      return `/help/${id}`;
  }
}

/** A featured product's link stays inside the portal: a path, never another origin or a script. */
export function isPortalPath(href: string): boolean {
  return /^\/(?!\/)[A-Za-z0-9\-._~/?=&%#]*$/.test(href);
}
