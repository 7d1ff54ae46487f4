/**
 * The variables of a list's `CertificateList` query, built in one place for the page and for the
 * route's prefetch (./prefetchCertificateList.ts): the same variables make one request, which
 * Apollo shares between them (docs/architecture.md "A light web app").
 */
import type { CertificateFilter, CertificateListQueryVariables, CertificateSort } from '../../../generated/graphql';
import type { CertificateListDefinition } from './listDefinitions';

export function certificateListVariables(
  definition: CertificateListDefinition,
  filter: CertificateFilter | undefined,
  page: number,
  pageSize: number,
  sort: CertificateSort | null,
): CertificateListQueryVariables {
  return {
    list: definition.key,
    filter,
    page,
    pageSize,
    ...(sort ? { sort } : {}),
    // BULK SIGN needs to know, row by row, whether the viewer may sign (certificate-workflow §6)
    withViewerCanSign: definition.key === 'TO_BE_SIGNED',
  };
}
