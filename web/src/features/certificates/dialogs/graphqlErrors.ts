/**
 * Reading the gateway's GraphQL errors (DESIGN.md "GraphQL conventions": `extensions.code`,
 * `extensions.fieldErrors` on BAD_USER_INPUT). spec: certificate-workflow §8.
 */
import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** Codes for which the server's message is meant for the user (validation and business rules). */
const USER_FACING = new Set([
  'BAD_USER_INPUT',
  'CONFLICT',
  'FORBIDDEN',
  'NOT_FOUND',
  'UNAUTHENTICATED',
  'TOO_MANY_REQUESTS',
]);

/** The first GraphQL error's `extensions.code`, if any. */
export function graphqlErrorCode(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The server's message when it is a validation/business error, else `fallback`. */
export function graphqlErrorMessage(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const code = graphqlErrorCode(error);
    if (first?.message && (code === undefined || USER_FACING.has(code))) return first.message;
  }
  return fallback;
}

/** `extensions.fieldErrors` (field → message) of a BAD_USER_INPUT error, or {}. */
export function graphqlFieldErrors(error: unknown): Record<string, string> {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const out: Record<string, string> = {};
  for (const e of error.errors) {
    const fieldErrors = e.extensions?.fieldErrors;
    if (fieldErrors && typeof fieldErrors === 'object') {
      for (const [key, value] of Object.entries(fieldErrors as Record<string, unknown>)) {
        if (typeof value === 'string') out[key] = value;
        else if (Array.isArray(value) && typeof value[0] === 'string') out[key] = value[0];
      }
    }
  }
  return out;
}
