import { useTranslations } from 'next-intl';
import { Suspense } from 'react';
import type { MaterialFamily } from '@/lib/materials/contract';
import type { Locale } from '@/lib/i18n/routing';
import { FamilyTabs } from './family-tabs';
import { IslandMessages } from '@/components/providers/island-messages';
import './materials.css';
import { MaterialSearch } from './material-search';

export const SEARCH_TITLE_KEY = { steel: 'titleSteel', welding: 'titleWelding', alloy: 'titleAlloy' } as const;
export const SEARCH_DESCRIPTION_KEY = { steel: 'descriptionSteel', welding: 'descriptionWelding', alloy: 'descriptionAlloy' } as const;

/** The static frame of a family search screen; the interactive search is a client island. */
export function SearchScreen({ locale, family }: { locale: Locale; family: MaterialFamily }) {
  const t = useTranslations('MaterialPages.search');
  return (
    <IslandMessages locale={locale} namespaces={['MaterialPages', 'Intelligence']}>
      <div className="page mat-page" data-testid={`search-${family}`}>
        <header className="mat-page__head">
          <div>
            <h1 className="page-title">{t(SEARCH_TITLE_KEY[family])}</h1>
            <p className="mat-page__lead">{t(SEARCH_DESCRIPTION_KEY[family])}</p>
          </div>
          <FamilyTabs active={family} />
        </header>
        <Suspense fallback={<div className="mat-card mat-state">{t('loading')}</div>}>
          <MaterialSearch family={family} />
        </Suspense>
      </div>
    </IslandMessages>
  );
}
