/**
 * The request schemas of `POST /yearDetails` (spec: certificate-workflow §7 (POST /yearDetails), §9
 * "Dashboard year cannot be in the future"; api/CONTRACT.md "Dashboard") and of
 * `GET /dashboard/issuanceCompliance` (docs/compliance.md).
 */
import { z } from 'zod';
import { badRequest } from '../http/errors.js';
import { fieldsOf, wholeNumber } from '../http/fields.js';

/** The message of a year after the current one. spec: certificate-workflow §9. */
export const FUTURE_YEAR_MESSAGE = 'Dashboard year cannot be in the future';

/** The first year the dashboard accepts. */
export const FIRST_DASHBOARD_YEAR = 2000;

/** `{ year }`: a whole year from 2000 up to the current one (UTC). */
export const yearDetailsBody = fieldsOf({
  year: wholeNumber('year', FIRST_DASHBOARD_YEAR, 9999)
    .refine((y) => typeof y !== 'number' || y <= new Date().getUTCFullYear(), { error: FUTURE_YEAR_MESSAGE })
    .describe('The calendar year; not after the current one'),
});

// ───────────────────────────── the 30-day compliance report (docs/compliance.md) ─────────────────────────────

/** The most months one compliance report covers. */
export const COMPLIANCE_MAX_MONTHS = 36;
/** The months a compliance report covers when `from` is not given (ending with `to`). */
export const COMPLIANCE_DEFAULT_MONTHS = 12;

/** The messages of the compliance report's range. */
export const COMPLIANCE_MESSAGES = {
  month: 'A month is written YYYY-MM (e.g. 2026-03)',
  order: '`from` must not be after `to`',
  span: `A compliance report covers at most ${COMPLIANCE_MAX_MONTHS} months`,
} as const;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** An optional month `YYYY-MM` (2000-01 … 9999-12); absent or empty means the default. */
const optionalMonth = (what: string) =>
  z
    .preprocess(
      (v) => (typeof v === 'string' ? v.trim() || undefined : v === null ? undefined : v),
      z
        .string({ error: COMPLIANCE_MESSAGES.month })
        .max(7, { error: COMPLIANCE_MESSAGES.month })
        .regex(MONTH, { error: COMPLIANCE_MESSAGES.month })
        .refine((m) => Number(m.slice(0, 4)) >= FIRST_DASHBOARD_YEAR, { error: COMPLIANCE_MESSAGES.month })
        .optional(),
    )
    .describe(what);

/** A month `YYYY-MM` as its index (months since year 0). */
export const monthIndex = (month: string): number => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
/** The month `YYYY-MM` of an index. */
export const monthOfIndex = (index: number): string =>
  `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;

/**
 * `GET /dashboard/issuanceCompliance?from=YYYY-MM&to=YYYY-MM`: `to` defaults to the current month
 * (UTC), `from` to 11 months before `to`; `from` ≤ `to`, at most 36 months.
 */
export const issuanceComplianceQuery = fieldsOf({
  from: optionalMonth(`The first month, YYYY-MM (default: ${COMPLIANCE_DEFAULT_MONTHS - 1} months before \`to\`)`),
  to: optionalMonth('The last month, YYYY-MM (default: the current month, UTC)'),
}).superRefine((q, ctx) => {
  if (!q.from || !q.to) return;
  const [from, to] = [monthIndex(q.from), monthIndex(q.to)];
  if (from > to) ctx.addIssue({ code: 'custom', path: ['from'], message: COMPLIANCE_MESSAGES.order });
  else if (to - from + 1 > COMPLIANCE_MAX_MONTHS) {
    ctx.addIssue({ code: 'custom', path: ['from'], message: COMPLIANCE_MESSAGES.span });
  }
});
export type IssuanceComplianceQuery = z.output<typeof issuanceComplianceQuery>;

/** The months [first, last] of a query at `now`, as indexes (defaults applied, the span checked). */
export function complianceMonths(q: IssuanceComplianceQuery, now: Date): { first: number; last: number } {
  const last = q.to ? monthIndex(q.to) : now.getUTCFullYear() * 12 + now.getUTCMonth();
  const first = q.from ? monthIndex(q.from) : last - (COMPLIANCE_DEFAULT_MONTHS - 1);
  if (first > last) throw badRequest(COMPLIANCE_MESSAGES.order, { from: COMPLIANCE_MESSAGES.order });
  if (last - first + 1 > COMPLIANCE_MAX_MONTHS) {
    throw badRequest(COMPLIANCE_MESSAGES.span, { from: COMPLIANCE_MESSAGES.span });
  }
  return { first, last };
}
