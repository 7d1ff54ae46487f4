/**
 * THE 30-day issuance measure, in one place, for the dashboard's issuance clock (the banner) and
 * the compliance report: the Standards for RTOs 2025 require certification within 30 calendar days
 * of the learner completing and paying; the product measures it from the certificate's request
 * (`requested_date`: the requester asks once the learner has completed and paid) to its issue
 * (`issued_on`: the Issue step, status 4 "Approved for Printing"), or to now while it is not yet
 * issued. A certificate is beyond the limit when more than 30 × 24 hours passed; 21 days warns.
 * docs/compliance.md (the report), the dashboard's earlier 30-day banner.
 */
import { sql } from 'drizzle-orm';
import { certificates } from '../db/schema.js';

/** Days after which the clock warns (amber). */
export const ISSUANCE_WARNING_DAYS = 21;
/** The Standards' limit, in days. */
export const ISSUANCE_LIMIT_DAYS = 30;

const DAY_MS = 86_400_000;

/** Where the clock starts: the request. */
export const issuanceStart = certificates.requestedDate;
/** Where it stops: the issue (null while not issued). */
export const issuanceEnd = certificates.issuedOn;

/** Milliseconds from `start` to `end`. */
export const issuanceAgeMs = (start: Date | string, end: Date | string): number =>
  new Date(end).getTime() - new Date(start).getTime();

/** Whole days of an age in milliseconds (what the screens show). */
export const wholeDays = (ageMs: number): number => Math.floor(ageMs / DAY_MS);

/** Whether an age passed `days` (default: the 30-day limit): strictly more than `days` × 24 hours. */
export const isOver = (ageMs: number, days: number = ISSUANCE_LIMIT_DAYS): boolean => ageMs > days * DAY_MS;

/** The instant an age of `days` ends at `now` (a request before it is over `days`). */
export const overSince = (now: Date, days: number): Date => new Date(now.getTime() - days * DAY_MS);

/** The age of an issued certificate in SQL, in seconds (fractional), from its request to its issue. */
export const issuedAgeSecondsSql = sql<number>`extract(epoch from (${issuanceEnd} - ${issuanceStart}))`;

/** SQL: the issued certificate passed the 30-day limit (the same rule as `isOver`). */
export const issuedBeyondLimitSql = sql`(${issuedAgeSecondsSql} > ${ISSUANCE_LIMIT_DAYS * (DAY_MS / 1000)})`;
