import { Suspense } from 'react';
import { getTranslations } from 'next-intl/server';
import { screen } from '@/components/layout/screen';
import { FavoritesList } from '@/components/materials/favorites-list';
import '@/components/materials/materials.css';

/** /my/myFavorites: the signed-in user's favourite materials; the list call decides access. */
const page = screen({
  path: '/my/myFavorites',
  title: 'MaterialPages.favorites.title',
  description: 'MaterialPages.favorites.description',
  noIndex: true,
  messages: ['MaterialPages'],
  render: async () => {
    const t = await getTranslations('MaterialPages.favorites');
    return (
      <div className="mat-page" data-testid="my-favorites">
        <h1 className="page-title">{t('title')}</h1>
        <section className="mat-card">
          <Suspense fallback={<div className="mat-state">{t('title')}</div>}>
            <FavoritesList />
          </Suspense>
        </section>
      </div>
    );
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
