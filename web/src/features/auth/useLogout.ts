/**
 * Logout (access-and-administration §2): calls the server, clears local and session storage,
 * resets the Apollo store and goes to /user/login.
 */
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { clearSession } from '../../app/session';
import { LogoutDocument } from '../../generated/graphql';

export function useLogout() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [mutate, { loading }] = useMutation(LogoutDocument);

  async function logout(): Promise<void> {
    try {
      await mutate();
    } catch (error) {
      console.warn('[logout] server call failed; clearing the local session anyway', error);
    }
    clearSession();
    await navigate('/user/login', { replace: true });
    await client.clearStore();
  }

  return { logout, loading };
}
