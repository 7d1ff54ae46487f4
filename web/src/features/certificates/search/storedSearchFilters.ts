/**
 * The list search filters kept in session storage, so a reload keeps the search (logout clears
 * it): read by the filters' provider and by a list route's prefetch (docs/architecture.md "A light web app").
 */
import { EMPTY_FILTERS, type SearchFilters } from './searchFilters';

const STORAGE_KEY = 'certify.certificateSearch';

/** The stored filters, or none when nothing (or something unreadable) is stored. */
export function storedSearchFilters(): SearchFilters {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    return raw ? { ...EMPTY_FILTERS, ...(JSON.parse(raw) as Partial<SearchFilters>) } : EMPTY_FILTERS;
  } catch {
    return EMPTY_FILTERS;
  }
}

/** Stores `filters` (storage full or disabled: the in-memory state still works). */
export function storeSearchFilters(filters: SearchFilters): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(filters));
  } catch {
    // storage full or disabled: the in-memory state still works
  }
}

/** Forgets the stored filters. */
export function clearStoredSearchFilters(): void {
  window.sessionStorage.removeItem(STORAGE_KEY);
}
