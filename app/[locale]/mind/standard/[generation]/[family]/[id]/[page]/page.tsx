import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { isMaterialFamily } from '@/lib/materials/contract';
import { pageLocale } from '@/lib/i18n/page-locale';
import { StandardScreen, standardMetadata } from '@/components/materials/server/standard-screen';

type Props = { params: Promise<{ locale: string; generation: string; family: string; id: string; page: string }> };

async function read(params: Props['params']) {
  const p = await params;
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

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { family, id, page } = await read(params);
  return standardMetadata(await pageLocale(params), family ?? 'steel', id, page);
}

export default async function CachedStandardPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { family, id, page } = await read(params);
  if (!family) notFound();
  return <StandardScreen locale={locale} family={family} id={id} page={page} />;
}
