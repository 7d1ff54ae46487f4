/**
 * The row errors of a failed import as the gateway sends them (schema/import.graphql: BAD_USER_INPUT
 * with `extensions.rowErrors` `[{ row, column, message }]` and `extensions.moreErrors`).
 * spec: access-and-administration §8 'Upload Failed'; api/CONTRACT.md "CSV imports".
 */
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { RowError } from '@certify/api/imports';

/** The rows the server refused and how many more it did not list ([] and 0 for any other error). */
export function rowErrorsOf(error: unknown): { rowErrors: RowError[]; moreErrors: number } {
  if (!CombinedGraphQLErrors.is(error)) return { rowErrors: [], moreErrors: 0 };
  const extensions = error.errors[0]?.extensions ?? {};
  const list = Array.isArray(extensions.rowErrors) ? (extensions.rowErrors as unknown[]) : [];
  const rowErrors = list.flatMap((entry): RowError[] => {
    if (!entry || typeof entry !== 'object') return [];
    const { row, column, message } = entry as Record<string, unknown>;
    if (typeof row !== 'number' || typeof message !== 'string') return [];
    return [{ row, column: typeof column === 'string' ? column : null, message }];
  });
  const more = extensions.moreErrors;
  return { rowErrors, moreErrors: typeof more === 'number' ? more : 0 };
}
