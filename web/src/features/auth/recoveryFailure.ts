/**
 * What the forgot and reset screens do with a failed call (access-and-administration §8): the
 * server's message as an error toast, and its field errors (GraphQL input names) for the fields;
 * a network failure is only logged and the user sees no message.
 */
import { CombinedGraphQLErrors } from '@apollo/client';
import { showError } from '../../shared/toaster';
import { graphqlFieldErrors } from '../certificates/dialogs/graphqlErrors';

/** Shows the failure as §8 says and answers the server's field errors (field → message). */
export function reportRecoveryFailure(error: unknown, what: string): Record<string, string> {
  if (CombinedGraphQLErrors.is(error)) {
    void showError(error.errors[0]?.message ?? `${what} failed`);
    return graphqlFieldErrors(error);
  }
  console.error(`[${what}] request failed`, error);
  return {};
}

/** A payload with `success` false (the spec's `success` 0): its message as an error toast. */
export function reportUnsuccessful(message: string, what: string): void {
  void showError(message || `${what} failed`);
}
