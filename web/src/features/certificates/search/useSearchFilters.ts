import { useContext } from 'react';
import { SearchFiltersContext } from './SearchFiltersContext';

/** The shared list search filters. */
export const useSearchFilters = () => useContext(SearchFiltersContext);
