'use client';
import { useCallback, useEffect, useMemo, useRef, useTransition, type MouseEvent, type ReactNode } from 'react';
import { materialCalls, materialFamilyCalls } from '@/lib/api/calls/materials';
import { request } from '@/lib/api/client';
import type { MaterialFamily, MaterialSearchRequest } from '@/lib/materials/contract';
import { parseSearchQuery, toSearchRequest } from '@/lib/materials/query-state';
import { usePathname, useRouter } from '@/lib/i18n/navigation';
import { keepCxl, shouldHideContent } from '@/lib/session/rules';
import { useSession } from '@/lib/session/use-session';
import { SearchNavigationContext } from './search-navigation';

interface Props {
  family: MaterialFamily;
  /** The URL's keyword and canonical query (what the server rendered). */
  keyword: string;
  canonical: string;
  children: ReactNode;
}

/**
 * The client shell of a family search screen (issue 4, points 4 and 5; issue 10). The URL query is
 * the single source of truth: the form, the sort, the pager and the hot keywords all change the URL,
 * and the server renders the results of that URL (a search can be shared and reloaded). Navigations
 * run in a transition so the results can say they are being replaced; plain links to this page
 * inside (sort headers, pages, hot keywords) are followed the same way, and work without scripts.
 */
export function MaterialSearch({ family, keyword, canonical, children }: Props) {
  const router = useRouter();
  const pathname = usePathname();
  const { signedIn } = useSession();
  const [pending, startTransition] = useTransition();
  const savedFor = useRef<string | null>(null);
  const countedFor = useRef<string | null>(null);

  // The hot keywords count the first page of a keyword search (counters.ts). The page itself comes from
  // Next's cache (lib/materials/cached-pages.ts), so the browser asks the search once per search shown,
  // answered from the endpoint's answer cache, as a cached detail page's view is counted.
  useEffect(() => {
    if (!keyword || countedFor.current === canonical) return;
    countedFor.current = canonical;
    const state = parseSearchQuery(new URLSearchParams(canonical));
    if (state.page !== 1) return;
    request(materialFamilyCalls[family].search, toSearchRequest(state) as MaterialSearchRequest).catch(() => undefined);
  }, [keyword, canonical, family]);

  // The reader's own history: one entry per keyword search, signed-in only.
  useEffect(() => {
    if (!signedIn || !keyword || savedFor.current === canonical) return;
    savedFor.current = canonical;
    request(materialCalls.saveHistory, { keyword, family, query: canonical }).catch(() => undefined);
  }, [signedIn, keyword, canonical, family]);

  const go = useCallback(
    (query: string) => {
      const q = query.replace(/^\?/, '');
      // The embedded view's flag (cxl) of the address followed from, read when it is followed: the page is
      // served from Next's cache (rendered without a query), where useSearchParams would leave it to the client.
      const hide = shouldHideContent(new URLSearchParams(window.location.search));
      startTransition(() => router.push(keepCxl(q ? `${pathname}?${q}` : pathname, hide), { scroll: false }));
    },
    [router, pathname],
  );

  function followLink(e: MouseEvent<HTMLDivElement>) {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const anchor = (e.target as Element).closest('a');
    if (!anchor || anchor.target || anchor.hasAttribute('download')) return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin || url.pathname !== window.location.pathname) return;
    e.preventDefault();
    const params = new URLSearchParams(url.search);
    params.delete('cxl');
    go(params.toString());
  }

  const value = useMemo(() => ({ go, pending }), [go, pending]);
  return (
    <SearchNavigationContext.Provider value={value}>
      <div className="mat-page__body" onClick={followLink} data-pending={pending || undefined}>
        {children}
      </div>
    </SearchNavigationContext.Provider>
  );
}
