import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { materialFamilyCalls, type MaterialFamily } from '@/lib/materials/contract';
import { translate } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/routing';
import { DETAIL_PATH, SEARCH_PATH } from '@/lib/materials/paths';
import { publicGet } from '@/lib/server/entry';
import { UNKNOWN_ID } from '@/lib/materials/cached-pages';
import { pageMetadata } from '@/lib/seo';
import { NavLink } from '@/components/layout/nav-link';
import { DetailView } from '../detail-view';
import { IslandMessages } from '@/components/providers/island-messages';
import '../materials.css';

/** The record as a visitor sees it (the cached page is the same for everyone). */
export function loadDetail(locale: Locale, family: MaterialFamily, id: string) {
  return publicGet(locale, materialFamilyCalls[family].detail, { id });
}

/** Real title and description of a detail page, from the record itself. */
export async function detailMetadata(locale: Locale, family: MaterialFamily, id: string): Promise<Metadata> {
  const path = DETAIL_PATH[family];
  if (id === UNKNOWN_ID) return pageMetadata(locale, path, translate(locale, 'MaterialPages.detail.selectTitle'));
  const res = await loadDetail(locale, family, id);
  if (!res.ok) return { ...pageMetadata(locale, path, translate(locale, 'MaterialPages.detail.selectTitle')), robots: { index: false } };
  return pageMetadata(locale, path, res.data.seoTitle, res.data.seoDescription, `?id=${encodeURIComponent(String(res.data.id))}`);
}

/** The cached detail page of a record as a visitor sees it; unknown ids answer 404. */
export async function CachedDetailScreen({ locale, family, id }: { locale: Locale; family: MaterialFamily; id: string }) {
  if (id === UNKNOWN_ID) notFound();
  const res = await loadDetail(locale, family, id);
  if (!res.ok) notFound();
  return (
    <IslandMessages locale={locale} namespaces={['MaterialPages', 'Intelligence']}>
      <DetailView detail={res.data} />
    </IslandMessages>
  );
}

export function DetailPrompt({ family }: { family: MaterialFamily }) {
  const t = useTranslations('MaterialPages.detail');
  return (
    <div className="status-page" data-testid="detail-prompt">
      <h1 className="status-page__title">{t('selectTitle')}</h1>
      <p className="status-page__message">{t('selectText')}</p>
      <div className="status-page__actions">
        <NavLink href={SEARCH_PATH[family]} className="button button--primary">
          {t('goSearch')}
        </NavLink>
      </div>
    </div>
  );
}
