/**
 * After a workflow change, drops every cached `certificates(list: …)` page so each list refetches
 * when shown (the changed certificate has left one list and joined another). Use as a mutation's
 * `update`.
 */
import type { ApolloCache } from '@apollo/client';

export function evictCertificateLists(cache: ApolloCache): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'certificates' });
  cache.gc();
}
