import { getTranslations } from 'next-intl/server';
import { materialFamilyCalls, type MaterialFamily } from '@/lib/materials/contract';
import type { Locale } from '@/lib/i18n/routing';
import { hasCriteria, parseSearchQuery, toSearchQuery } from '@/lib/materials/query-state';
import { publicGet } from '@/lib/server/entry';
import { FamilyTabs } from '../family-tabs';
import { IslandMessages } from '@/components/providers/island-messages';
import '../materials.css';
import { MaterialSearch } from '../material-search';
import { SearchForm } from '../search-form';
import { SearchResults } from './search-results';
import { SearchStart } from './search-start';
import { UnitProvider } from '../unit-context';

export const SEARCH_TITLE_KEY = { steel: 'titleSteel', welding: 'titleWelding', alloy: 'titleAlloy' } as const;
export const SEARCH_DESCRIPTION_KEY = { steel: 'descriptionSteel', welding: 'descriptionWelding', alloy: 'descriptionAlloy' } as const;

/**
 * A family search screen (issue 4, points 4 and 5; issue 10, page weight). Rendered on the server for
 * the URL's query: the conditions, the results (or the hot keywords) need no request from the browser.
 * The form, the order and the pages are small client islands that change the URL.
 */
export async function SearchScreen({
  locale,
  family,
  query,
  cached = false,
}: {
  locale: Locale;
  family: MaterialFamily;
  query: Parameters<typeof parseSearchQuery>[0];
  /** Rendered for Next's cache (the same page for a day): a failure of the database is thrown, never kept. */
  cached?: boolean;
}) {
  const t = await getTranslations({ locale, namespace: 'MaterialPages.search' });
  const state = parseSearchQuery(query);
  const canonical = toSearchQuery(state);
  const conditions = await publicGet(locale, materialFamilyCalls[family].conditions, {});
  if (cached && !conditions.ok && conditions.status >= 500) throw new Error(`search conditions failed (${conditions.status})`);
  const loaded = conditions.ok ? conditions.data : null;
  return (
    <IslandMessages locale={locale} namespaces={['MaterialPages', 'Intelligence']}>
      <UnitProvider>
        <div className="page mat-page" data-testid={`search-${family}`}>
          <header className="mat-page__head">
            <div>
              <h1 className="page-title">{t(SEARCH_TITLE_KEY[family])}</h1>
              <p className="mat-page__lead">{t(SEARCH_DESCRIPTION_KEY[family])}</p>
            </div>
            <FamilyTabs active={family} />
          </header>
          <MaterialSearch family={family} keyword={state.keyword} canonical={canonical}>
            <SearchForm key={canonical} family={family} conditions={loaded} initial={state} />
            {hasCriteria(state) ? (
              // In the HTML with the rest of the page, not streamed after a loading card: the card was a
              // fraction of the results' height, so the footer jumped when they arrived (Lighthouse CLS 0.2-0.8).
              // A search answers in a few milliseconds (docs/PERFORMANCE.md).
              <SearchResults locale={locale} family={family} state={state} sorts={loaded?.sorts ?? []} cached={cached} />
            ) : (
              <SearchStart locale={locale} family={family} />
            )}
          </MaterialSearch>
        </div>
      </UnitProvider>
    </IslandMessages>
  );
}
