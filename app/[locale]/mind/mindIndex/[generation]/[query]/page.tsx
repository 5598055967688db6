import { familyCachedSearchPage } from '@/components/materials/server/family-pages';

/** The cached search page (ISR) of a query with criteria, reached through the rewrite in proxy.ts (lib/materials/cached-pages.ts). */
const page = familyCachedSearchPage('steel');

export const dynamicParams = true;
/** A safety net only: a new import changes the generation segment, so searches of older data are never reached. */
export const revalidate = 86400;
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
