import { codesOf, DATE_FORMAT, type DateFormatCode } from '../codes.js';

const FORMATS = new Set<string>(codesOf(DATE_FORMAT));

/** The format of a fresh installation and of an unknown setting (configuration `display_date_format`). */
export const DEFAULT_DATE_FORMAT: DateFormatCode = DATE_FORMAT.DAY_MONTH_YEAR_HYPHEN;

/** Whether `format` is one of the six formats of access-and-administration §9 (any case). */
export const isDateFormat = (format: string): format is DateFormatCode => FORMATS.has(format);

/**
 * Formats an ISO date (YYYY-MM-DD, a longer ISO timestamp is cut to its date) in one of the
 * configured formats (`DATE_FORMAT` in codes.ts: dd-mm-yyyy, dd/mm/yyyy, mm-dd-yyyy, mm/dd/yyyy,
 * yyyy-mm-dd, yyyy/mm/dd, any case). Unknown formats fall back to `DEFAULT_DATE_FORMAT`; a value
 * that is not an ISO date is returned as given. spec: access-and-administration §9.
 */
export function formatDate(iso: string, format: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '');
  if (!m) return iso ?? '';
  const [, yyyy, mm, dd] = m as unknown as [string, string, string, string];
  const lower = format?.toLowerCase() ?? '';
  const f = isDateFormat(lower) ? lower : DEFAULT_DATE_FORMAT;
  return f.replace('yyyy', yyyy).replace('mm', mm).replace('dd', dd);
}
