import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import '@/components/content/content.css';
import { HomeContent } from '@/components/content/home-content';
import { HomeView } from '@/components/home/home-view';
import { screen } from '@/components/layout/screen';
import type { HomeNews, PositionConfig } from '@/lib/content/contract';
import { homeNews, listPositions } from '@/lib/server/content/home';
import { translate } from '@/lib/i18n/messages';
import { services } from '@/lib/server/services';
import type { LibraryCard } from '@/lib/library/contract';
import { newestItems } from '@/lib/server/library/queries';
import { getPlatformFigures, type PlatformFigures } from '@/lib/server/materials/catalog';
import { pageMetadata } from '@/lib/seo';

/*
 * The home page (`/`, `/en`), reached through the rewrite in proxy.ts (lib/materials/cached-pages.ts),
 * which adds the data version as [generation]. The platform figures come from the database, which
 * `next build` never opens (PGlite takes no lock, so a build beside a running server would share its
 * data directory). So no language is rendered at build: each one is rendered on its first visit, in
 * the server process that holds the database, then served from Next's cache. A new import changes the
 * generation, and so does publishing content or changing a home position (lib/server/content/revision.ts); the page is
 * regenerated at most every five minutes besides (a safety net).
 */
export const revalidate = 300;
export const dynamicParams = true;
export async function generateStaticParams() {
  return [];
}

/** The figures, or null when they cannot be read (the page then shows no band and says so in the log). */
async function readPlatformFigures(): Promise<PlatformFigures | null> {
  // Never reached at build (nothing is prerendered): a guard so a build can never open DATA_DIR.
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return null;
  try {
    const figures = await getPlatformFigures(await services().db());
    const records = figures.records.steel + figures.records.welding + figures.records.alloy;
    return records > 0 ? figures : null;
  } catch (error) {
    console.error('[home] platform figures unavailable:', error);
    return null;
  }
}

/** The library's newest items (homePage/getTechnologyLibrary's query), or null when they cannot be read. */
async function readLibrary(locale: 'zh' | 'en'): Promise<LibraryCard[] | null> {
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return null;
  try {
    return await newestItems(await services().db(), locale);
  } catch (error) {
    console.error('[home] library items unavailable:', error);
    return null;
  }
}

/** The latest news and solutions and the positions (homePage/getNews, listLoactionConfig), or nulls when they cannot be read. */
async function readContent(locale: 'zh' | 'en'): Promise<{ news: HomeNews | null; positions: PositionConfig | null }> {
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return { news: null, positions: null };
  try {
    const db = await services().db();
    const at = services().clock.now();
    const [news, positions] = await Promise.all([homeNews(db, locale, at), listPositions(db, locale, at)]);
    return { news, positions };
  } catch (error) {
    console.error('[home] content unavailable:', error);
    return { news: null, positions: null };
  }
}

const page = screen({
  metadata: ({ locale: loc }) => ({ ...pageMetadata(loc, '/', translate(loc, 'Common.siteName')), title: { absolute: translate(loc, 'Common.siteName') } }),
  render: async ({ locale }) => {
    const [figures, library, content] = await Promise.all([readPlatformFigures(), readLibrary(locale), readContent(locale)]);
    return <HomeView figures={figures} library={library} content={<HomeContent news={content.news} positions={content.positions} />} />;
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
