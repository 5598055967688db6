import { notFound } from 'next/navigation';
import { screen } from '@/components/layout/screen';
import { isMaterialFamily } from '@/lib/materials/contract';
import { StandardScreen, standardMetadata } from '@/components/materials/server/standard-screen';

type Segments = { generation: string; family: string; id: string; page: string };

function read(p: Segments) {
  return { family: isMaterialFamily(p.family) ? p.family : null, id: decodeURIComponent(p.id), page: Math.max(1, Number.parseInt(p.page, 10) || 1) };
}

/** A standard with its grades, cached like the detail pages (ISR), reached through the rewrite in proxy.ts (lib/materials/cached-pages.ts). */
export const dynamicParams = true;
/** A safety net only: a new import changes the generation segment, so pages of older data are never reached. */
export const revalidate = 86400;
/** Nothing is rendered at build (the build never opens the database): each page on its first visit. */
export async function generateStaticParams() {
  return [];
}

const page = screen<Segments>({
  metadata: ({ locale, params }) => {
    const { family, id, page } = read(params);
    return standardMetadata(locale, family ?? 'steel', id, page);
  },
  render: ({ locale, params }) => {
    const { family, id, page } = read(params);
    if (!family) notFound();
    return <StandardScreen locale={locale} family={family} id={id} page={page} />;
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
