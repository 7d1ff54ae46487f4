/**
 * Cache upkeep after a user or role change: the cached user and role pages are dropped so the
 * watching lists fetch them again (user counts, roles and versions move together).
 */
import type { ApolloCache } from '@apollo/client';

/** Drops every cached page of users and roles (and unassigned-user lists). */
export function evictAdminLists(cache: ApolloCache): void {
  for (const fieldName of ['users', 'roles', 'role', 'unassignedUsers']) {
    cache.evict({ id: 'ROOT_QUERY', fieldName });
  }
  cache.gc();
}
