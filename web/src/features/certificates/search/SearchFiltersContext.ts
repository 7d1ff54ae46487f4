/** Shared search state: the applied filters survive navigation between the lists. */
import { createContext } from 'react';
import { EMPTY_FILTERS, type SearchFilters } from './searchFilters';

export interface SearchFiltersState {
  /** The filters the lists query with (set by Search). */
  applied: SearchFilters;
  apply: (filters: SearchFilters) => void;
  clear: () => void;
}

export const SearchFiltersContext = createContext<SearchFiltersState>({
  applied: EMPTY_FILTERS,
  apply: () => undefined,
  clear: () => undefined,
});
