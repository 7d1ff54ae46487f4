import { useMemo, useState, type ReactNode } from 'react';
import { SearchFiltersContext } from './SearchFiltersContext';
import { EMPTY_FILTERS, type SearchFilters } from './searchFilters';
import { clearStoredSearchFilters, storeSearchFilters, storedSearchFilters } from './storedSearchFilters';

/** Holds the list search filters for the signed-in frame. */
export function SearchFiltersProvider({ children, initial }: { children: ReactNode; initial?: SearchFilters }) {
  const [applied, setApplied] = useState<SearchFilters>(() => initial ?? storedSearchFilters());
  const value = useMemo(
    () => ({
      applied,
      apply: (filters: SearchFilters) => {
        storeSearchFilters(filters);
        setApplied(filters);
      },
      clear: () => {
        clearStoredSearchFilters();
        setApplied(EMPTY_FILTERS);
      },
    }),
    [applied],
  );
  return <SearchFiltersContext.Provider value={value}>{children}</SearchFiltersContext.Provider>;
}
