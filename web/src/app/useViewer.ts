/**
 * The signed-in viewer (modules, permissions, signing settings), from the `viewer` query (cached).
 * Until it answers, `can` reads the permissions of the profile stored at login (session.ts), as
 * the menu and the list access do (lists/listAccess.ts): a screen shows its actions with its first
 * rows instead of adding them a moment later. The server decides either way. What the viewer may
 * do to a certificate is asked of the certificate (`availableActions`, `viewerCanSign`), never
 * worked out here from role numbers.
 */
import { useQuery } from '@apollo/client/react';
import { ViewerDocument } from '../generated/graphql';
import { getSessionProfile } from './session';

export function useViewer() {
  const { data, loading, error, refetch } = useQuery(ViewerDocument, { fetchPolicy: 'cache-first' });
  const viewer = data?.viewer ?? null;
  return {
    viewer,
    loading,
    error,
    refetch,
    can: (permission: string) => (viewer?.permissions ?? getSessionProfile()?.permissions ?? []).includes(permission),
  };
}
