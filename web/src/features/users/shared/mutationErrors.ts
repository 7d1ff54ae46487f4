/**
 * How the administration screens read a failed mutation (spec: access-and-administration §8: a
 * success value other than 1 shows the server's message as an error toast).
 */
import { graphqlErrorCode, graphqlErrorMessage } from '../../certificates/dialogs/graphqlErrors';
import { showError } from '../../../shared/toaster';

export { graphqlErrorCode, graphqlFieldErrors } from '../../certificates/dialogs/graphqlErrors';

/** Shows the server's message (or `fallback`) as an error toast; answers the error's code. */
export function toastError(error: unknown, fallback: string): string | undefined {
  void showError(graphqlErrorMessage(error, fallback));
  return graphqlErrorCode(error);
}
