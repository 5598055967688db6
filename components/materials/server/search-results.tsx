import { getTranslations } from 'next-intl/server';
import { materialFamilyCalls, type MaterialFamily, type MaterialSearchRequest } from '@/lib/materials/contract';
import type { Locale } from '@/lib/i18n/routing';
import { toSearchRequest, type SearchState } from '@/lib/materials/query-state';
import { publicPost } from '@/lib/server/entry';
import { ResultsFrame } from '../results-frame';
import { ResultsView } from '../results-view';
import { RetryButton } from '../retry-button';

interface Props {
  locale: Locale;
  family: MaterialFamily;
  state: SearchState;
  sorts: { value: string; label: string }[];
  /** Rendered for Next's cache: a server failure is thrown (not cached), a refusal of the input is shown. */
  cached?: boolean;
}

/**
 * The results of the URL's search, rendered on the server as the search endpoint answers a visitor
 * (validation, search counting and the answer cache included): the browser makes no request for the
 * first answer. A refused or failed search shows the error state with a retry.
 */
export async function SearchResults({ locale, family, state, sorts, cached = false }: Props) {
  const res = await publicPost(locale, materialFamilyCalls[family].search, toSearchRequest(state) as MaterialSearchRequest);
  if (res.ok) return <ResultsView state={state} result={res.data} sorts={sorts} />;
  if (cached && res.status >= 500) throw new Error(`search failed (${res.status})`);
  const t = await getTranslations({ locale, namespace: 'MaterialPages.search' });
  return (
    <ResultsFrame>
      <div className="mat-state" data-testid="search-error" role="alert">
        <p className="mat-state__title">{t('error')}</p>
        {res.status < 500 && res.msg ? <p>{res.msg}</p> : null}
        <RetryButton />
      </div>
    </ResultsFrame>
  );
}
