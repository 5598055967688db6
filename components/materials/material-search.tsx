'use client';
import { useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useHideContent } from '@/components/layout/use-hide-content';
import { getMaterialConditions, searchHistoryApi, searchMaterials } from '@/lib/api/materials';
import { type MaterialConditions, type MaterialFamily, type MaterialSearchRequest, type MaterialSearchResult } from '@/lib/materials/contract';
import { usePathname, useRouter } from '@/lib/i18n/navigation';
import { hasCriteria, parseSearchQuery, toSearchQuery, toSearchRequest, type SearchState } from '@/lib/materials/query-state';
import { keepCxl } from '@/lib/session/rules';
import { SearchForm } from './search-form';
import { SearchResults } from './search-results';
import { SearchStart } from './search-start';
import { UnitProvider } from './unit-context';
import { useSignedIn } from './use-signed-in';

/**
 * A family's search screen (issue 4, points 4 and 5). The URL query is the single source of
 * truth: the form writes it, the results follow it, so a search can be shared and reloaded.
 */
export function MaterialSearch({ family }: { family: MaterialFamily }) {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const hide = useHideContent();
  const signedIn = useSignedIn();
  const queryString = params.toString();
  const state = useMemo(() => parseSearchQuery(new URLSearchParams(queryString)), [queryString]);
  const canonical = toSearchQuery(state);
  const active = hasCriteria(state);

  const [conditions, setConditions] = useState<MaterialConditions | null>(null);
  const [result, setResult] = useState<MaterialSearchResult | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const seq = useRef(0);
  const savedFor = useRef<string | null>(null);

  useEffect(() => {
    let live = true;
    getMaterialConditions(family)
      .then((c) => live && setConditions(c))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [family]);

  useEffect(() => {
    if (!active) return;
    const mine = ++seq.current;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the request starts here; its answer lands asynchronously
    setLoading(true);
    setFailed(false);
    searchMaterials(family, toSearchRequest(state) as MaterialSearchRequest)
      .then((res) => {
        if (mine !== seq.current) return;
        setResult(res);
        setLoading(false);
      })
      .catch(() => {
        if (mine !== seq.current) return;
        setFailed(true);
        setLoading(false);
      });
  }, [family, canonical, active, attempt, state]);

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
          result={result}
          loading={loading}
          failed={failed}
          onRetry={() => setAttempt((n) => n + 1)}
          onChange={go}
        />
      ) : (
        <SearchStart family={family} onPick={pick} />
      )}
    </UnitProvider>
  );
}
