import 'server-only';
import { contentCalls as calls } from '@/lib/content/contract';
import type { ContentKind } from '@/lib/content/rules';
import { defineEndpoint, permission, PUBLIC, type EndpointDef, type HandlerContext } from '@/lib/server/api/types';
import { RATE_LIMITS } from '@/lib/server/api/rate-limits';
import { refreshAndAnnounceDataGeneration } from '@/lib/server/materials/data-generation';
import { PERMISSIONS } from '@/lib/session/permissions';
import { deleteContent, getForEditors, getPublished, listForEditors, listPublished, saveContent, setPublished } from './content';
import { homeHotData, homeNews, listPositions, updatePosition } from './home';

const EDITORS = permission(PERMISSIONS.administration);

/** After a change readers see: the cached home (and every cached page) moves to a new generation, on every instance. */
async function refreshed<T>(ctx: HandlerContext<unknown>, value: T): Promise<T> {
  await refreshAndAnnounceDataGeneration(ctx.db, ctx.services.dataGeneration);
  return value;
}

const KIND_NAMES: Record<ContentKind, string> = { news: 'News items', cover: 'Cover stories', solution: 'Solutions', help: 'Help articles', record: 'Update records' };

const pageOf = (call: typeof calls.helpPage, kind: ContentKind) =>
  defineEndpoint(call, {
    summary: `${KIND_NAMES[kind]} readers may open (published, publish time passed), newest first; keyword on title and summary in either language, from/to publish days (China time).`,
    access: PUBLIC,
    handler: ({ db, input, locale, request }) => listPublished(db, kind, input, locale, request.at),
  });

const detailOf = (call: typeof calls.helpGet, kind: ContentKind | readonly ContentKind[], name: string) =>
  defineEndpoint(call, {
    summary: `One ${name} in the caller's language, body cleaned again; unknown or unpublished: 404.`,
    access: PUBLIC,
    handler: ({ db, input, locale, request }) => getPublished(db, kind, input.id, locale, request.at),
  });

/** The editorial content and the home page's blocks (docs/CONTENT.md). */
export const contentEndpoints: EndpointDef<any>[] = [
  pageOf(calls.helpPage, 'help'),
  detailOf(calls.helpGet, ['help', 'record'], 'help article or update record'),
  pageOf(calls.helpRecordList, 'record'),
  pageOf(calls.solutionPage, 'solution'),
  detailOf(calls.solutionGet, 'solution', 'solution'),
  pageOf(calls.coverPage, 'cover'),
  detailOf(calls.coverGet, 'cover', 'cover story'),
  pageOf(calls.newsList, 'news'),
  detailOf(calls.newsDetail, 'news', 'news item'),
  defineEndpoint(calls.homeNews, {
    summary: 'The home page: the four newest news items and solutions readers may open.',
    access: PUBLIC,
    handler: ({ db, locale, request }) => homeNews(db, locale, request.at),
  }),
  defineEndpoint(calls.homeHotData, {
    summary: "The home page's hot block: the materials' hot data (most viewed materials, most searched keywords, common grades).",
    access: PUBLIC,
    handler: ({ db, services }) => homeHotData(db, services.sharedAnswers()),
  }),
  defineEndpoint(calls.listPositions, {
    summary: "The home page's positions (banner, featuredNews, featuredProducts) in order; an item shows only while readable.",
    access: PUBLIC,
    handler: ({ db, locale, request }) => listPositions(db, locale, request.at),
  }),
  defineEndpoint(calls.updatePosition, {
    summary: "Editors (admin:console): replaces one position's entries (banner and featuredNews: item ids; featuredProducts: labelled portal paths); the home page refreshes at once.",
    access: EDITORS,
    rateLimit: RATE_LIMITS.edit,
    handler: async (ctx) => refreshed(ctx, await updatePosition(ctx.db, ctx.input, ctx.locale, ctx.request.at)),
  }),
  defineEndpoint(calls.editorList, {
    summary: 'Editors (admin:console): every item in every state, newest change first; kind, state, keyword and date filters.',
    access: EDITORS,
    handler: ({ db, input }) => listForEditors(db, input),
  }),
  defineEndpoint(calls.editorGet, {
    summary: 'Editors (admin:console): one item with both languages, its state and files.',
    access: EDITORS,
    handler: ({ db, input }) => getForEditors(db, input.id),
  }),
  defineEndpoint(calls.save, {
    summary: 'Editors (admin:console): creates or updates an item in both languages (titles required; bodies cleaned by sanitizeRichText), cover image (≤ 500 KB, JPG/PNG) and attachments from own uploads.',
    access: EDITORS,
    rateLimit: RATE_LIMITS.edit,
    handler: async (ctx) => {
      const item = await saveContent(ctx.db, ctx.user!.id, ctx.input, ctx.request.at);
      return item.state === 'published' ? refreshed(ctx, item) : item;
    },
  }),
  defineEndpoint(calls.publish, {
    summary: 'Editors (admin:console): publishes (publish time: the one set, else now) or takes back to draft; readers and the home page see it at once.',
    access: EDITORS,
    rateLimit: RATE_LIMITS.edit,
    handler: async (ctx) => refreshed(ctx, await setPublished(ctx.db, ctx.input.id, ctx.input.published, ctx.request.at)),
  }),
  defineEndpoint(calls.remove, {
    summary: 'Editors (admin:console): deletes an item with its files and positions.',
    access: EDITORS,
    rateLimit: RATE_LIMITS.edit,
    handler: async (ctx) => refreshed(ctx, await deleteContent(ctx.db, ctx.input.id, ctx.request.at)),
  }),
];
