/**
 * The shared search panel of the certificate lists (certificate-workflow §2): the search form over
 * the lists' shared filter state (SearchFiltersContext). Search applies the draft; Clear resets both.
 */
import type { ReactNode } from 'react';
import { SearchForm } from './SearchForm';
import { EMPTY_FILTERS } from './searchFilters';
import { useSearchFilters } from './useSearchFilters';

interface SearchPanelProps {
  /** Extra buttons on the right (Request certificate, BULK SIGN, BULK PRINT, Export To CSV). */
  actions?: ReactNode;
}

/** The lists' search panel. spec: certificate-workflow §2 "Shared search panel". */
export function SearchPanel({ actions }: SearchPanelProps) {
  const { applied, apply, clear } = useSearchFilters();
  return <SearchForm applied={applied} empty={EMPTY_FILTERS} onApply={apply} onClear={clear} actions={actions} />;
}
