import { GraphQLError } from 'graphql';
import type { components } from '../generated/rest.js';

/**
 * The ONE place where REST answers become GraphQL errors (DESIGN.md "GraphQL conventions":
 * `extensions.code`). The message is always the api's `message`.
 */

/** Error codes the gateway puts in `extensions.code`. */
export type GatewayErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS'
  | 'RATE_LIMITED'
  | 'UPSTREAM_UNAVAILABLE';

/**
 * REST payload keys → GraphQL input field names where they are not simply camel-cased (spec payload
 * names, e.g. `student_name` carries the student id); every other key is camel-cased
 * (`unit_code` → `unitCode`, as api/src/certificates/unitKeys.ts names units).
 */
const FIELD_NAMES: Readonly<Record<string, string>> = {
  student_name: 'studentId',
  course: 'courseId',
  campus: 'campusId',
  certification_type: 'certificateType',
  certificate_id: 'id',
  student_certificate_id: 'id',
  notification_id: 'id',
  approve_comment: 'comment',
  rejection_comment: 'comment',
  cancellation_comment: 'comment',
  reprint_comment: 'comment',
  reprint_rejection_comment: 'comment',
  fee_due: 'feeStatus',
  certificate: 'ids',
  enrolment_detail_id: 'enrolmentId',
};

const camel = (s: string): string => s.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());

/**
 * Translates one REST error key to the GraphQL input path: `units.0.unit_code` → `units.0.unitCode`,
 * `student_name` → `studentId`, `certificate.2` → `ids.2`; unknown keys are camel-cased.
 */
export function toInputFieldName(key: string): string {
  return key
    .split('.')
    .map((part) => (/^\d+$/.test(part) ? part : (FIELD_NAMES[part] ?? camel(part))))
    .join('.');
}

/** Translates the api's `errors` map (payload key → message) to `fieldErrors` (input field → same message). */
export function toFieldErrors(errors: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (errors && typeof errors === 'object') {
    for (const [key, value] of Object.entries(errors as Record<string, unknown>)) {
      const message = Array.isArray(value) ? String(value[0] ?? '') : String(value);
      const field = toInputFieldName(key);
      if (!(field in out)) out[field] = message;
    }
  }
  return out;
}

/** One bad row of a CSV import (the api's `ImportRowError`): row 1 is the header. */
export type RowError = components['schemas']['ImportRowError'];

/**
 * The api's `errors` when it lists a CSV import's bad rows (`[{ row, column, message }]`, the 400
 * of `/importCampus`, `/importCourse`, `/importStudent`), else null (a field → message map).
 */
export function toRowErrors(errors: unknown): RowError[] | null {
  if (!Array.isArray(errors)) return null;
  return errors.map((e) => {
    const r = asRecord(e);
    return {
      row: typeof r.row === 'number' ? r.row : 0,
      column: typeof r.column === 'string' ? r.column : null,
      message: typeof r.message === 'string' ? r.message : String(r.message ?? ''),
    };
  });
}

/**
 * Paths whose 401 means "wrong password" (not a bad token): the sign-password check, signing itself
 * and turning password security off (`/userConfigurationUpdate`).
 */
const PASSWORD_PATHS = ['/passwordToCheck', '/bulkSignCertificate', '/userConfigurationUpdate'];

const asRecord = (body: unknown): Record<string, unknown> =>
  body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

const messageOf = (body: Record<string, unknown>, fallback: string): string =>
  typeof body.message === 'string' && body.message !== '' ? body.message : fallback;

/** Builds a GraphQLError with the gateway's `extensions.code` (and any extra extensions). */
export function gatewayError(
  code: GatewayErrorCode,
  message: string,
  extra: Record<string, unknown> = {},
): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...extra } });
}

/**
 * Maps a non-2xx REST answer to a GraphQLError (api/CONTRACT.md "Conventions" error table):
 * 400 → BAD_USER_INPUT with `fieldErrors` (a CSV import's bad rows: `rowErrors`, `moreErrors`,
 * `missingColumns`), 401 → UNAUTHENTICATED (but a wrong sign password →
 * BAD_USER_INPUT on `password`), 403 → FORBIDDEN, 404 → NOT_FOUND, 409 → CONFLICT,
 * 429 → TOO_MANY_REQUESTS (password attempts) or RATE_LIMITED (the api's rate limit) with
 * `retryAfterSeconds`, 5xx and anything else → UPSTREAM_UNAVAILABLE.
 */
export function restError(
  status: number,
  body: unknown,
  path: string,
  retryAfterHeader?: string | string[],
): GraphQLError {
  const b = asRecord(body);
  const pathOnly = path.split('?')[0] ?? path;
  switch (status) {
    case 400: {
      const rowErrors = toRowErrors(b.errors);
      if (rowErrors) {
        // A CSV import's bad rows (api/CONTRACT.md "CSV imports"): listed as they are, not by field.
        return gatewayError('BAD_USER_INPUT', messageOf(b, 'Invalid input'), {
          fieldErrors: {},
          rowErrors,
          moreErrors: typeof b.more_errors === 'number' ? b.more_errors : 0,
          ...(Array.isArray(b.missing_columns) ? { missingColumns: b.missing_columns.map(String) } : {}),
        });
      }
      return gatewayError('BAD_USER_INPUT', messageOf(b, 'Invalid input'), { fieldErrors: toFieldErrors(b.errors) });
    }
    case 401: {
      const message = messageOf(b, 'Unauthenticated.');
      if (PASSWORD_PATHS.includes(pathOnly) && message !== 'Unauthenticated.') {
        return gatewayError('BAD_USER_INPUT', message, { fieldErrors: { password: message } });
      }
      return gatewayError('UNAUTHENTICATED', message);
    }
    case 403:
      return gatewayError('FORBIDDEN', messageOf(b, 'Forbidden'));
    case 404:
      return gatewayError('NOT_FOUND', messageOf(b, 'Not found'));
    case 409:
      return gatewayError('CONFLICT', messageOf(b, 'The certificate is no longer in the state this action needs'));
    case 429: {
      const header = Array.isArray(retryAfterHeader) ? retryAfterHeader[0] : retryAfterHeader;
      const fromBody = typeof b.retry_after_seconds === 'number' ? b.retry_after_seconds : undefined;
      const retryAfterSeconds = fromBody ?? (header !== undefined && /^\d+$/.test(header) ? Number(header) : null);
      // The api's own rate limit says so (`code`); otherwise the password attempts were throttled.
      const code = b.code === 'RATE_LIMITED' ? 'RATE_LIMITED' : 'TOO_MANY_REQUESTS';
      return gatewayError(code, messageOf(b, 'Too many attempts'), { retryAfterSeconds });
    }
    default:
      // Any other refusal of the request itself (413 too large, 414, 415, 431): the caller's input.
      if (status >= 400 && status < 500) {
        return gatewayError('BAD_USER_INPUT', messageOf(b, `The certificate service refused the request (${status})`));
      }
      return gatewayError('UPSTREAM_UNAVAILABLE', messageOf(b, `The certificate service answered ${status}`), {
        upstreamStatus: status,
      });
  }
}

/** Maps a connection failure (refused, reset, timeout) to UPSTREAM_UNAVAILABLE. */
export function upstreamUnavailable(cause: unknown): GraphQLError {
  const detail = cause instanceof Error ? ((cause as { code?: string }).code ?? cause.message) : String(cause);
  return gatewayError('UPSTREAM_UNAVAILABLE', 'The certificate service is unavailable', { reason: detail });
}

/** Missing token: refuse before calling the api (it would answer 401 "Unauthenticated." anyway). */
export function unauthenticated(): GraphQLError {
  return gatewayError('UNAUTHENTICATED', 'Unauthenticated.');
}

/** The HTTP status the /files routes answer for a GraphQL error code. */
export function httpStatusOf(error: GraphQLError): number {
  const code = error.extensions.code;
  const statuses: Record<string, number> = {
    BAD_USER_INPUT: 400,
    UNAUTHENTICATED: 401,
    FORBIDDEN: 403,
    NOT_FOUND: 404,
    CONFLICT: 409,
    TOO_MANY_REQUESTS: 429,
  };
  return typeof code === 'string' ? (statuses[code] ?? 502) : 502;
}
