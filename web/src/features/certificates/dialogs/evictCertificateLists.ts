/**
 * After a workflow change, drops every cached `certificates(list: …)` page so each list refetches
 * when shown: every workflow mutation moves its certificates between lists (status, reprint status
 * or the signee's to-be-signed list). Use as a mutation's `update`. The changed certificates
 * themselves are not refetched: the payload carries them with the detail fragment and Apollo
 * normalises them into the cache (docs/product.md "Dashboard, register and exports").
 */
import type { ApolloCache } from '@apollo/client';

export function evictCertificateLists(cache: ApolloCache): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'certificates' });
  cache.gc();
}
