/**
 * Zod builders for the fields of every request schema, with their limits: ids are positive 32-bit
 * integers, dates are real calendar dates, text has a maximum length and no NUL characters, lists
 * have a maximum size. Form bodies send every value as a string, so numbers and lists also accept
 * their form spelling (`"12"`, `certificate[0]=12`, `ids=1,2`). Each builder takes the message the
 * spec gives for that field (certificate-workflow §5, access-and-administration §5); the route
 * schemas that use them are published as OpenAPI at `GET /openapi.json`.
 * spec: api/CONTRACT.md "Conventions"; DEVELOPERS "limits are part of every input".
 */
import { z } from 'zod';

/** Limits shared by every route (characters, items). */
export const LIMITS = {
  /** Names of people, courses, campuses, templates. */
  name: 100,
  /** Comments and reasons on workflow actions. */
  comment: 2000,
  /** Short codes and numbers (credential numbers, unit codes, marks). */
  code: 50,
  /** Free-text search terms. */
  search: 200,
  /** Unit names. */
  unitName: 300,
  /** Passwords (argon2 hashes any length; this bounds the work). */
  password: 256,
  /** E-mail addresses (RFC 5321). */
  email: 254,
  /** Units in one request. */
  units: 100,
  /** Ids in one request (bulk actions, filters). */
  ids: 500,
} as const;

/** The largest id PostgreSQL's `integer` holds. */
export const MAX_ID = 2_147_483_647;

const NUL = String.fromCharCode(0);
const DIGITS = /^\s*\d{1,10}\s*$/;
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A form value sent as digits becomes a number; anything else is left for the schema to refuse. */
const digitsToNumber = (v: unknown) => (typeof v === 'string' && DIGITS.test(v) ? Number(v) : v);
/** `''` and `null` mean "not sent" (forms send empty fields). */
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** A positive 32-bit integer id (`12` or `"12"`); `message` for anything else. */
export function id(message: string) {
  return z.preprocess(
    digitsToNumber,
    z.int({ error: message }).min(1, { error: message }).max(MAX_ID, { error: message }),
  );
}

/** An optional id: absent, `''` and `null` mean none. */
export const optionalId = (message: string) => z.preprocess(blankToUndefined, id(message).optional());

/**
 * A list of ids (`[1,2]`, `["1","2"]`, `certificate[0]=1`, `ids=1,2`), 1…`max` of them when
 * `required`, duplicates removed.
 */
export function idList(
  message: string,
  { max = LIMITS.ids, required = true }: { max?: number; required?: boolean } = {},
) {
  const list = z
    .array(id(message), { error: message })
    .min(required ? 1 : 0, { error: message })
    .max(max, { error: `At most ${max} at a time` });
  const ids = z.preprocess(
    toList,
    list.transform((values) => [...new Set(values)]),
  );
  return required ? ids : ids.default([]);
}

/**
 * Bracket and comma forms as an array: an array stays; an index-keyed object (`qs` beyond its
 * array limit) becomes its values in index order; `"1,2"` splits; a single value is wrapped;
 * absent or `''` is empty.
 */
export function toList(value: unknown): unknown[] {
  if (value === undefined || value === null || value === '') return [];
  if (Array.isArray(value)) return value.filter((v) => v !== '');
  if (typeof value === 'object') {
    return Object.entries(value)
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([, v]) => v);
  }
  if (typeof value === 'string' && value.includes(',')) {
    return value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  }
  return [value];
}

interface TextOptions {
  /** Maximum length in characters. */
  max: number;
  /** The message when it is missing or empty (required text). */
  required?: string;
  /** The message when it is too long (default: "<label> must be at most N characters"). */
  label?: string;
}

const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : v);

/** Trimmed text of at most `max` characters without NUL; required (non-empty) when `required` is set. */
export function text({ max, required, label = 'This field' }: TextOptions) {
  const base = z
    .string({ error: required ?? `${label} must be text` })
    .max(max, { error: `${label} must be at most ${max} characters` })
    .refine((s) => !s.includes(NUL), { error: `${label} must not contain NUL characters` });
  return z.preprocess(trimmed, required ? base.min(1, { error: required }) : base);
}

/** Optional trimmed text: absent, `null` and `''` become undefined. */
export const optionalText = (options: Omit<TextOptions, 'required'>) =>
  z.preprocess((v) => blankToUndefined(trimmed(v)), text(options).optional());

/** A password as typed (not trimmed): 1…256 characters without NUL. */
export const password = (message: string) =>
  z
    .string({ error: message })
    .min(1, { error: message })
    .max(LIMITS.password, { error: `The password must be at most ${LIMITS.password} characters` })
    .refine((s) => !s.includes(NUL), { error: 'The password must not contain NUL characters' });

/** Whether `v` is `YYYY-MM-DD` naming a day that exists (no 2026-02-30). */
export function isCalendarDate(v: string): boolean {
  const m = CALENDAR_DATE.exec(v);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d && y >= 1900;
}

/** A calendar date `YYYY-MM-DD` (an ISO timestamp is cut to its date); `message` otherwise. */
export function calendarDate(message: string) {
  return z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().replace(/^(\d{4}-\d{2}-\d{2})T.*$/, '$1') : v),
    z.string({ error: message }).refine(isCalendarDate, { error: message }).meta({ format: 'date' }),
  );
}

/** An optional calendar date: absent, `null` and `''` mean none. */
export const optionalDate = (message: string) => z.preprocess(blankToUndefined, calendarDate(message).optional());

/** A boolean flag from JSON or a form (`true`/`false`, `1`/`0`, `yes`/`no`, `on`). */
export const flag = (message: string) =>
  z.preprocess(
    (v) => {
      if (typeof v === 'string') {
        const t = v.trim().toLowerCase();
        if (['true', '1', 'yes', 'on'].includes(t)) return true;
        if (['false', '0', 'no', 'off', ''].includes(t)) return false;
      }
      if (v === 1 || v === 0) return v === 1;
      return v;
    },
    z.boolean({ error: message }),
  );

/** A whole number in `[min, max]` from JSON or a form. */
export const wholeNumber = (label: string, min: number, max: number) =>
  z.preprocess(
    digitsToNumber,
    z
      .int({ error: `${label} must be a whole number` })
      .min(min, { error: `${label} must be between ${min} and ${max}` })
      .max(max, { error: `${label} must be between ${min} and ${max}` }),
  );

/** An optional whole number: absent, `null` and `''` mean none. */
export const optionalWholeNumber = (label: string, min: number, max: number) =>
  z.preprocess(blankToUndefined, wholeNumber(label, min, max).optional());

/** The `{ id }` path parameter of the certificate routes. */
export const certificateIdParams = z.object({ id: id('Invalid certificate id') });

/**
 * A request body (or query) of these fields. A missing body counts as `{}`, so each required
 * field answers its own message ("Please select a certificate"), not "expected object"; any other
 * non-object, JSON `null` included, is refused.
 */
export const fieldsOf = <T extends z.ZodRawShape>(shape: T) =>
  z.preprocess(
    (v) => (v === undefined ? {} : v),
    z.object(shape, { error: 'The request body must be an object of fields' }),
  );

/** The bare lists a body also takes (`orBareList`), by body schema: the OpenAPI document shows both. */
const BARE_LISTS = new WeakMap<z.ZodType, z.ZodType>();

/**
 * `body` (an object of fields) that also takes a JSON array as the whole body, read as
 * `{ [key]: array }` and checked as such: the spec's clients send an import's rows as a bare array
 * (access-and-administration §7 "array of parsed CSV rows"). `list` is that array's schema, for
 * the document (`anyOf` of both: http/openapi.ts).
 */
export function orBareList<B extends z.ZodType>(body: B, key: string, list: z.ZodType) {
  const schema = z.preprocess((v) => (Array.isArray(v) ? { [key]: v } : v), body);
  BARE_LISTS.set(schema, list);
  return schema;
}

/** The bare list `schema` also takes as its whole body (`orBareList`), if any. */
export const bareListOf = (schema: unknown): z.ZodType | undefined =>
  schema instanceof z.ZodType ? BARE_LISTS.get(schema) : undefined;
