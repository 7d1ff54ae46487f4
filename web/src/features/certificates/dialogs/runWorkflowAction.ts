/**
 * Runs a workflow mutation and reports the outcome as the spec's toasts: success → the server's
 * message as a success toast; failure → the server's message (CONFLICT, FORBIDDEN, validation…) as
 * an error toast (spec: certificate-workflow §8). Resolves true on success.
 */
import { showError, showSuccess } from '../../../shared/toaster';
import { graphqlErrorMessage } from './graphqlErrors';

export const ACTION_FAILED = 'The action could not be completed. Please try again.';

export async function runWorkflowAction(mutate: () => Promise<string | undefined>): Promise<boolean> {
  try {
    const message = await mutate();
    void showSuccess(message ?? 'Done');
    return true;
  } catch (err) {
    void showError(graphqlErrorMessage(err, ACTION_FAILED));
    return false;
  }
}
