'use client';
import { useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useHideContent } from '@/components/layout/use-hide-content';
import { searchHistoryApi } from '@/lib/api/materials';
import { useCall } from '@/lib/api/use-call';
import { materialFamilyCalls, type MaterialFamily, type MaterialSearchRequest } from '@/lib/materials/contract';
import { usePathname, useRouter } from '@/lib/i18n/navigation';
import { hasCriteria, parseSearchQuery, toSearchQuery, toSearchRequest, type SearchState } from '@/lib/materials/query-state';
import { keepCxl } from '@/lib/session/rules';
import { SearchForm } from './search-form';
import { SearchResults } from './search-results';
import { SearchStart } from './search-start';
import { UnitProvider } from './unit-context';
import { useSession } from '@/lib/session/use-session';

/**
 * A family's search screen (issue 4, points 4 and 5). The URL query is the single source of
 * truth: the form writes it, the results follow it, so a search can be shared and reloaded.
 */
export function MaterialSearch({ family }: { family: MaterialFamily }) {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const hide = useHideContent();
  const { signedIn } = useSession();
  const queryString = params.toString();
  const state = useMemo(() => parseSearchQuery(new URLSearchParams(queryString)), [queryString]);
  const canonical = toSearchQuery(state);
  const active = hasCriteria(state);

  const conditions = useCall(materialFamilyCalls[family].conditions, {}).data ?? null;
  const search = useCall(materialFamilyCalls[family].search, active ? (toSearchRequest(state) as MaterialSearchRequest) : null);
  const savedFor = useRef<string | null>(null);

  // The reader's own history: one entry per keyword search, signed-in only.
  useEffect(() => {
    if (!signedIn || !state.keyword || savedFor.current === canonical) return;
    savedFor.current = canonical;
    searchHistoryApi.saveRecode({ keyword: state.keyword, family, query: canonical }).catch(() => undefined);
  }, [signedIn, state.keyword, canonical, family]);

  const go = useCallback(
    (next: SearchState) => {
      const q = toSearchQuery(next);
      router.push(keepCxl(q ? `${pathname}?${q}` : pathname, hide), { scroll: false });
    },
    [router, pathname, hide],
  );

  const pick = useCallback(
    (keyword: string, query: string | null) => {
      if (query) router.push(keepCxl(`${pathname}?${query}`, hide), { scroll: false });
      else go({ ...parseSearchQuery({}), keyword });
    },
    [go, router, pathname, hide],
  );

  return (
    <UnitProvider>
      <SearchForm key={canonical} family={family} conditions={conditions} initial={state} onSubmit={go} />
      {active ? (
        <SearchResults
          state={state}
          conditions={conditions}
          result={search.data ?? null}
          loading={search.isLoading || search.isValidating}
          failed={!!search.error && !search.isValidating}
          onRetry={() => void search.mutate()}
          onChange={go}
        />
      ) : (
        <SearchStart family={family} onPick={pick} />
      )}
    </UnitProvider>
  );
}
