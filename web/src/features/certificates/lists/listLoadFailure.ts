/**
 * The failed load of a certificate list as the table shows it: 'Could not load the certificates',
 * the server's message (a GraphQL error's), or for a network failure a hint to check the
 * connection, and a Retry button that asks again (docs/product.md "Dashboard, register and exports": a network
 * failure is not an empty list).
 */
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { loadFailure, type TableFailure } from '../../../shared/TableState';

export const LIST_LOAD_FAILED = 'Could not load the certificates';
const UNREACHABLE = 'The server could not be reached. Check your connection, then retry.';

/** The failure state (title, description, Retry) of a list whose load failed with `error`. */
export function listLoadFailure(error: unknown, retry: () => void): TableFailure {
  const serverMessage = CombinedGraphQLErrors.is(error) ? error.errors[0]?.message : undefined;
  return loadFailure(LIST_LOAD_FAILED, serverMessage || UNREACHABLE, retry);
}
