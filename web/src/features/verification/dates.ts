/**
 * Dates on the public verification page: written out in full ("3 March 2026"), never in a numeric
 * format a reader abroad could misread; the page has no staff settings to follow.
 */
import { format, isValid, parseISO } from 'date-fns';

/** `2026-03-03` or an ISO instant → `3 March 2026` (the instant in the reader's time zone). */
export function longDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = parseISO(value);
  return isValid(date) ? format(date, 'd MMMM yyyy') : value;
}
