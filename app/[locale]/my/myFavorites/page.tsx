import { Suspense } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { FavoritesList } from '@/components/materials/favorites-list';
import { MaterialMessages } from '@/components/materials/material-messages';
import type { Locale } from '@/lib/i18n/routing';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFor('/my/myFavorites', 'MaterialPages.favorites.title', { descriptionKey: 'MaterialPages.favorites.description', noIndex: true });

/** /my/myFavorites: the signed-in user's favourite materials; the list call decides access. */
export default async function MyFavoritesPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  const t = await getTranslations('MaterialPages.favorites');
  return (
    <MaterialMessages locale={locale as Locale}>
      <div className="mat-page" data-testid="my-favorites">
        <h1 className="page-title">{t('title')}</h1>
        <section className="mat-card">
          <Suspense fallback={<div className="mat-state">{t('title')}</div>}>
            <FavoritesList />
          </Suspense>
        </section>
      </div>
    </MaterialMessages>
  );
}
