import { useMemo, useState, type ReactNode } from 'react';
import { SearchFiltersContext } from './SearchFiltersContext';
import { EMPTY_FILTERS, type SearchFilters } from './searchFilters';

/** Kept in session storage too, so a reload keeps the search (logout clears it). */
const STORAGE_KEY = 'certify.certificateSearch';

function readStored(): SearchFilters {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    return raw ? { ...EMPTY_FILTERS, ...(JSON.parse(raw) as Partial<SearchFilters>) } : EMPTY_FILTERS;
  } catch {
    return EMPTY_FILTERS;
  }
}

function store(filters: SearchFilters): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(filters));
  } catch {
    // storage full or disabled: the in-memory state still works
  }
}

/** Holds the list search filters for the signed-in frame. */
export function SearchFiltersProvider({ children, initial }: { children: ReactNode; initial?: SearchFilters }) {
  const [applied, setApplied] = useState<SearchFilters>(() => initial ?? readStored());
  const value = useMemo(
    () => ({
      applied,
      apply: (filters: SearchFilters) => {
        store(filters);
        setApplied(filters);
      },
      clear: () => {
        window.sessionStorage.removeItem(STORAGE_KEY);
        setApplied(EMPTY_FILTERS);
      },
    }),
    [applied],
  );
  return <SearchFiltersContext.Provider value={value}>{children}</SearchFiltersContext.Provider>;
}
