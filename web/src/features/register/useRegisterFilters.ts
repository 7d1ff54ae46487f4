/**
 * The register's applied search criteria, kept in local storage so they persist across visits
 * (spec: certificate-workflow §2 "Reports list": "Search criteria persist across visits (local storage)").
 */
import { useCallback, useState } from 'react';
import { EMPTY_REGISTER_FILTERS, type RegisterFilters } from './registerFilters';

/** Where the criteria are kept. */
export const REGISTER_FILTERS_KEY = 'certify.register.filters';

/** The stored criteria over the empty ones (a missing or unreadable entry gives the empty ones). */
export function readRegisterFilters(): RegisterFilters {
  try {
    const raw = window.localStorage.getItem(REGISTER_FILTERS_KEY);
    const stored = raw ? (JSON.parse(raw) as unknown) : null;
    if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return EMPTY_REGISTER_FILTERS;
    const merged = { ...EMPTY_REGISTER_FILTERS, ...(stored as Partial<RegisterFilters>) };
    // an entry of another shape (an older release, a hand edit) must not break the screen
    const lists = ['courseIds', 'requisitionerIds', 'statuses'] as const;
    const texts = ['studentName', 'campusId', 'credentialNumber'] as const;
    if (lists.some((k) => !Array.isArray(merged[k])) || texts.some((k) => typeof merged[k] !== 'string')) {
      return EMPTY_REGISTER_FILTERS;
    }
    return merged;
  } catch {
    return EMPTY_REGISTER_FILTERS;
  }
}

/** The applied criteria with Search (`apply`) and Clear Search (`clear`), stored as they change. */
export function useRegisterFilters() {
  const [applied, setApplied] = useState<RegisterFilters>(readRegisterFilters);
  const apply = useCallback((filters: RegisterFilters) => {
    try {
      window.localStorage.setItem(REGISTER_FILTERS_KEY, JSON.stringify(filters));
    } catch {
      // storage full or disabled: the criteria still apply for this visit
    }
    setApplied(filters);
  }, []);
  const clear = useCallback(() => {
    try {
      window.localStorage.removeItem(REGISTER_FILTERS_KEY);
    } catch {
      // storage disabled: nothing was stored
    }
    setApplied(EMPTY_REGISTER_FILTERS);
  }, []);
  return { applied, apply, clear };
}
