/** The signed-in viewer (roles, modules, permissions), from the `viewer` query (cached). */
import { useQuery } from '@apollo/client/react';
import { ViewerDocument } from '../generated/graphql';

export function useViewer() {
  const { data, loading, error, refetch } = useQuery(ViewerDocument, { fetchPolicy: 'cache-first' });
  const viewer = data?.viewer ?? null;
  const roleIds = viewer?.roles.map((r) => Number(r.id)) ?? [];
  return {
    viewer,
    loading,
    error,
    refetch,
    roleIds,
    hasRole: (...ids: number[]) => ids.some((id) => roleIds.includes(id)),
    can: (permission: string) => viewer?.permissions.includes(permission) ?? false,
  };
}
