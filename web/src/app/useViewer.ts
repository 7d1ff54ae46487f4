/**
 * The signed-in viewer (modules, permissions, signing settings), from the `viewer` query (cached).
 * What the viewer may do to a certificate is asked of the certificate (`availableActions`,
 * `viewerCanSign`), never worked out here from role numbers.
 */
import { useQuery } from '@apollo/client/react';
import { ViewerDocument } from '../generated/graphql';

export function useViewer() {
  const { data, loading, error, refetch } = useQuery(ViewerDocument, { fetchPolicy: 'cache-first' });
  const viewer = data?.viewer ?? null;
  return {
    viewer,
    loading,
    error,
    refetch,
    can: (permission: string) => viewer?.permissions.includes(permission) ?? false,
  };
}
