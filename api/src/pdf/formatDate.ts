const FORMATS = new Set(['dd-mm-yyyy', 'dd/mm/yyyy', 'mm-dd-yyyy', 'mm/dd/yyyy', 'yyyy-mm-dd', 'yyyy/mm/dd']);

/**
 * Formats an ISO date (YYYY-MM-DD, a longer ISO timestamp is cut to its date) in one of the
 * configured formats (dd-mm-yyyy, dd/mm/yyyy, mm-dd-yyyy, mm/dd/yyyy, yyyy-mm-dd, yyyy/mm/dd).
 * Unknown formats fall back to dd/mm/yyyy; a value that is not an ISO date is returned as given.
 */
export function formatDate(iso: string, format: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '');
  if (!m) return iso ?? '';
  const [, yyyy, mm, dd] = m as unknown as [string, string, string, string];
  const f = FORMATS.has(format?.toLowerCase()) ? format.toLowerCase() : 'dd/mm/yyyy';
  return f.replace('yyyy', yyyy).replace('mm', mm).replace('dd', dd);
}
