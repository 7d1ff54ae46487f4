/**
 * Signs in: the `login` mutation, then the stored session (local storage when kept, else session
 * storage) and the viewer in the cache. Failure: the server message as a 1-second error toast;
 * a network failure is only logged (access-and-administration §8).
 */
import { CombinedGraphQLErrors } from '@apollo/client';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useRef } from 'react';
import { profileFromViewer } from '../../app/profileFromViewer';
import { saveSession } from '../../app/session';
import { LoginDocument, ViewerDocument } from '../../generated/graphql';
import { showError } from '../../shared/toaster';

export interface LoginRequest {
  email: string;
  password: string;
  keep: boolean;
}

export function useLogin(onSuccess: () => void) {
  const client = useApolloClient();
  const [mutate, { loading }] = useMutation(LoginDocument);
  const inFlight = useRef(false);

  async function login({ email, password, keep }: LoginRequest): Promise<void> {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      const { data } = await mutate({ variables: { input: { email: email.trim(), password } } });
      if (!data) return;
      const { token, expiresAt, viewer } = data.login;
      saveSession({ token, success: 1, expiresAt }, profileFromViewer(viewer), keep);
      client.writeQuery({ query: ViewerDocument, data: { viewer } });
      onSuccess();
    } catch (error) {
      if (CombinedGraphQLErrors.is(error)) {
        void showError(error.errors[0]?.message ?? 'Login failed', 1000);
      } else {
        console.error('[login] request failed', error);
      }
    } finally {
      inFlight.current = false;
    }
  }

  return { login, loading };
}
