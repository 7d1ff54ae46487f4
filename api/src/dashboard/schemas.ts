/**
 * The request schema of `POST /yearDetails`. spec: certificate-workflow §7 (POST /yearDetails),
 * §9 ("Dashboard year cannot be in the future"); api/CONTRACT.md "Dashboard".
 */
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
