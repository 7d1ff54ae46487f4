/**
 * The `Idempotency-Key` request header (IETF draft-ietf-httpapi-idempotency-key-header): its
 * syntax, limits, answer codes and messages. Dependency-free: the gateway imports it
 * (`@certify/api/idempotency`) to read the header exactly as the api does and to send the keys it
 * derives for each mutation field. spec: docs/integrators.md "Request certificates safely"; api/CONTRACT.md
 * "Idempotent writes".
 */

/** The request header (lower case, as Node reads headers). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** The answer header of a replayed first answer (`true`). */
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';
/** The longest key, in characters (after unquoting). */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;
/** How long a key is kept: a retry within this window answers the first result. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

/** The `code` of the api's idempotency refusals (the `Error` answer's `code`). */
export const IDEMPOTENCY_CODE = {
  /** 422: the key was used for a different request (method, path or body). */
  REUSED: 'IDEMPOTENCY_KEY_REUSED',
  /** 409: the first request with this key has not answered yet. */
  IN_PROGRESS: 'IDEMPOTENCY_KEY_IN_PROGRESS',
} as const;

/** The messages of the idempotency refusals (the draft's wording where it gives one). */
export const IDEMPOTENCY_MESSAGES = {
  invalid: `Idempotency-Key must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} visible ASCII characters, or a quoted string of them`,
  reused: 'Idempotency-Key is already used for a different request',
  inProgress: 'A request with this Idempotency-Key is still being processed',
} as const;

/** A read header: absent (`key: null`), a key, or why it is not one. */
export type ParsedIdempotencyKey = { ok: true; key: string | null } | { ok: false; message: string };

const BARE = /^[\x21-\x7e]+$/;
/** An RFC 8941 sf-string: printable ASCII with `\"` and `\\` escapes, in double quotes. */
const SF_STRING = /^"((?:[\x20\x21\x23-\x5b\x5d-\x7e]|\\["\\])*)"$/;

/**
 * Reads an `Idempotency-Key` header value: a structured-field string (`"abc"`, the draft's form)
 * or, leniently, the bare characters (`abc`: visible ASCII, no spaces). The key is what is quoted
 * (unescaped), 1 to 255 characters. Absent → `{ ok: true, key: null }`; repeated, empty, too long
 * or with other characters → `{ ok: false, message }`.
 */
export function parseIdempotencyKey(value: unknown): ParsedIdempotencyKey {
  if (value === undefined || value === null) return { ok: true, key: null };
  const invalid = { ok: false, message: IDEMPOTENCY_MESSAGES.invalid } as const;
  if (typeof value !== 'string') return invalid;
  const trimmed = value.trim();
  let key: string;
  if (trimmed.startsWith('"')) {
    const m = SF_STRING.exec(trimmed);
    if (!m) return invalid;
    key = m[1]!.replace(/\\(["\\])/g, '$1');
  } else {
    if (!BARE.test(trimmed)) return invalid;
    key = trimmed;
  }
  if (key.length === 0 || key.length > IDEMPOTENCY_KEY_MAX_LENGTH) return invalid;
  return { ok: true, key };
}

/** Writes `key` as the draft's sf-string (`"…"`, `\` and `"` escaped): what the gateway sends. */
export function serializeIdempotencyKey(key: string): string {
  return `"${key.replace(/["\\]/g, (c) => `\\${c}`)}"`;
}
