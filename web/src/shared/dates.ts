/**
 * Dates in the configured display format (spec: certificate-workflow §9: dd-mm-yyyy, dd/mm/yyyy,
 * mm-dd-yyyy, mm/dd/yyyy, yyyy-mm-dd, yyyy/mm/dd).
 */
import { format as formatFns, isValid, parseISO } from 'date-fns';
import { useQuery } from '@apollo/client/react';
import { AppSettingsDocument } from '../generated/graphql';

export const DATE_FORMATS = [
  'dd-mm-yyyy',
  'dd/mm/yyyy',
  'mm-dd-yyyy',
  'mm/dd/yyyy',
  'yyyy-mm-dd',
  'yyyy/mm/dd',
] as const;
export const DEFAULT_DATE_FORMAT = 'dd-mm-yyyy';

/** Converts the spec's format (`dd-mm-yyyy`) to a date-fns pattern (`dd-MM-yyyy`). */
export const toDateFnsPattern = (displayFormat: string) => displayFormat.replace(/mm/g, 'MM');

/**
 * Formats an ISO date (`YYYY-MM-DD`) or instant in `displayFormat`; `withTime` adds ` HH:mm`.
 * Returns '' for null/empty and the input itself when it is not a date.
 */
export function formatDisplayDate(value: string | null | undefined, displayFormat: string, withTime = false): string {
  if (!value) return '';
  const date = parseISO(value);
  if (!isValid(date)) return value;
  return formatFns(date, toDateFnsPattern(displayFormat) + (withTime ? ' HH:mm' : ''));
}

/** The configured format from the server (cached by Apollo), with a formatter bound to it. */
export function useDisplayDate() {
  const { data } = useQuery(AppSettingsDocument, { fetchPolicy: 'cache-first' });
  const displayFormat = data?.settings.displayDateFormat ?? DEFAULT_DATE_FORMAT;
  return {
    displayFormat,
    formatDate: (value: string | null | undefined, withTime = false) =>
      formatDisplayDate(value, displayFormat, withTime),
  };
}
