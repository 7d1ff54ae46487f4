import { useMemo, useState, type ReactNode } from 'react';
import { SearchFiltersContext } from './SearchFiltersContext';
import { EMPTY_FILTERS, type SearchFilters } from './searchFilters';

/** Holds the list search filters for the signed-in frame. */
export function SearchFiltersProvider({ children, initial = EMPTY_FILTERS }: { children: ReactNode; initial?: SearchFilters }) {
  const [applied, setApplied] = useState<SearchFilters>(initial);
  const value = useMemo(
    () => ({ applied, apply: setApplied, clear: () => setApplied(EMPTY_FILTERS) }),
    [applied],
  );
  return <SearchFiltersContext.Provider value={value}>{children}</SearchFiltersContext.Provider>;
}
