'use client';
import { createContext, useContext } from 'react';

export interface SearchNavigation {
  /** Opens the search of a query string (without "?"); the server renders its results. */
  go: (query: string) => void;
  /** True while the next search is being rendered (the results shown are stale). */
  pending: boolean;
}

/** Provided by MaterialSearch (material-search.tsx); the form, order, pages and results frame use it. */
export const SearchNavigationContext = createContext<SearchNavigation>({ go: () => undefined, pending: false });

export function useSearchNavigation(): SearchNavigation {
  return useContext(SearchNavigationContext);
}
