import { Suspense } from 'react';
import { getTranslations } from 'next-intl/server';
import { FavoritesList } from '@/components/materials/favorites-list';
import '@/components/materials/materials.css';
import { IslandMessages } from '@/components/providers/island-messages';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFor('/my/myFavorites', 'MaterialPages.favorites.title', { descriptionKey: 'MaterialPages.favorites.description', noIndex: true });

/** /my/myFavorites: the signed-in user's favourite materials; the list call decides access. */
export default async function MyFavoritesPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('MaterialPages.favorites');
  return (
    <IslandMessages locale={locale} namespaces={['MaterialPages']}>
      <div className="mat-page" data-testid="my-favorites">
        <h1 className="page-title">{t('title')}</h1>
        <section className="mat-card">
          <Suspense fallback={<div className="mat-state">{t('title')}</div>}>
            <FavoritesList />
          </Suspense>
        </section>
      </div>
    </IslandMessages>
  );
}
