import { familyCachedDetailPage } from '@/components/materials/server/detail-pages';

/** The cached detail page (ISR), reached through the rewrite in proxy.ts (lib/materials/cached-pages.ts). */
const page = familyCachedDetailPage('alloy');

export const dynamicParams = true;
/** A safety net only: a new import changes the generation segment, so pages of older data are never reached. */
export const revalidate = 86400;
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
