/**
 * Starts a list's first page as the route starts (docs/architecture.md "A light web app": rows ≤ 800 ms after
 * a cold visit). The route loader asks for the rows while the list's code is still on its way, so
 * the query and the chunks travel together instead of one after the other. The page's own
 * `useQuery` asks for the same variables (certificateListVariables.ts) and takes the prefetch's
 * answer (`tookPrefetch`): one request per visit, whether it is still on its way or back already.
 */
import type { ApolloClient } from '@apollo/client';
import { getSessionDetails } from '../../../app/session';
import { CertificateListDocument, type CertificateListQueryVariables } from '../../../generated/graphql';
import { DEFAULT_PAGE_SIZE } from '../../../shared/usePaging';
import { storedSearchFilters } from '../search/storedSearchFilters';
import { toCertificateFilter } from '../search/searchFilters';
import { certificateListVariables } from './certificateListVariables';
import { mayOpenPath } from './listAccess';
import type { CertificateListDefinition } from './listDefinitions';

/** How long a prefetch stands in for the page's own first request (ms). */
const PREFETCH_FRESH_MS = 10_000;

/** When each variables' prefetch was sent (by their JSON), until the page takes it. */
const prefetched = new Map<string, number>();

/** A route loader: fires the first page's query (not awaited: the page shows its skeleton meanwhile). */
export const prefetchCertificateList = (client: ApolloClient, definition: CertificateListDefinition) => () => {
  // no stored login (the frame sends the visitor to /user/login), or a list outside the stored
  // grants (the page says so): nothing to ask for
  if (!getSessionDetails() || !mayOpenPath(`/certificates/${definition.path}`, null)) return null;
  const filter = toCertificateFilter(storedSearchFilters());
  const variables = certificateListVariables(definition, filter, 1, DEFAULT_PAGE_SIZE, null);
  prefetched.set(JSON.stringify(variables), Date.now());
  // a failure leaves the cache empty: the page then asks again and shows the error itself
  client.query({ query: CertificateListDocument, variables, fetchPolicy: 'network-only' }).catch(() => undefined);
  return null;
};

/**
 * Whether the route has just asked for the page's first `variables` (once: the marker is taken).
 * The page then reads the cache first, which the prefetch fills (or has filled), instead of asking
 * the network again; any later change of page, search or sort asks the network as before.
 */
export function tookPrefetch(variables: CertificateListQueryVariables): boolean {
  const key = JSON.stringify(variables);
  const sentAt = prefetched.get(key);
  prefetched.delete(key);
  return sentAt !== undefined && Date.now() - sentAt < PREFETCH_FRESH_MS;
}
