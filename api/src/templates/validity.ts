/**
 * A template's validity: the days new requests may use it (`valid_from`..`valid_to`, inclusive;
 * null = open end), and the stale-edit check shared by every change of a template.
 * spec: access-and-administration §3 "Template" (valid_from, valid_to); api/CONTRACT.md "Templates".
 */
import { badRequest, conflict } from '../http/errors.js';

export const DATES_OUT_OF_ORDER = 'The valid from date must be on or before the valid to date';
export const STALE_TEMPLATE = 'This template was changed by someone else; please reload it and try again';

/** 400 when both dates are set and `from` is after `to` (YYYY-MM-DD compare as text). */
export function checkValidity(from: string | null, to: string | null): void {
  if (from && to && from > to) throw badRequest(DATES_OUT_OF_ORDER, { valid_from: DATES_OUT_OF_ORDER });
}

/** 409 when the client sent a `version` other than the template's. */
export function checkVersion(current: number, sent: number | undefined): void {
  if (sent !== undefined && sent !== current) throw conflict(STALE_TEMPLATE);
}

/**
 * The calendar day of `now` where the api runs (`YYYY-MM-DD`, the process's time zone): the
 * "request day" whose templates a new request may use.
 */
export function localDay(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
