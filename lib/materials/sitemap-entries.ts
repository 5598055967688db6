import type { MetadataRoute } from 'next';
import type { MaterialFamily } from '@/lib/materials/contract';
import type { RouteInfo } from '@/lib/routes';
import { localizePath } from '@/lib/i18n/locale-path';
import { detailHref } from './paths';

export interface SitemapMaterial {
  id: number;
  family: MaterialFamily;
  updatedAt?: Date | string | null;
}

/** One entry per language (zh at the root, en under /en), each naming the other as alternate. */
function bothLanguages(base: string, pathAndQuery: string, extra: Partial<MetadataRoute.Sitemap[number]>): MetadataRoute.Sitemap {
  const [path, query = ''] = pathAndQuery.split('?');
  const q = query ? `?${query}` : '';
  const zh = `${base}${localizePath(path, 'zh')}${q}`;
  const en = `${base}${localizePath(path, 'en')}${q}`;
  const alternates = { languages: { 'zh-CN': zh, en } };
  return [
    { url: zh, alternates, ...extra },
    { url: en, alternates, ...extra },
  ];
}

/**
 * sitemap.xml (issue 4, point 5): the built public routes of lib/routes.ts and every material
 * detail page, each in both languages. Routes behind sign-in and parameterised routes stay out.
 */
export function buildSitemap(base: string, routes: RouteInfo[], materials: SitemapMaterial[]): MetadataRoute.Sitemap {
  const pages = routes
    .filter((r) => r.built && r.auth === 'public' && !r.path.includes('{'))
    .flatMap((r) => bothLanguages(base, r.path, { changeFrequency: 'weekly', priority: r.path === '/' ? 1 : 0.6 }));
  const details = materials.flatMap((m) =>
    bothLanguages(base, detailHref(m.family, m.id), {
      changeFrequency: 'monthly',
      priority: 0.5,
      ...(m.updatedAt ? { lastModified: new Date(m.updatedAt) } : {}),
    }),
  );
  return [...pages, ...details];
}
