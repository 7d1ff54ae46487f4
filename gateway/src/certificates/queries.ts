import { LIST_ENDPOINTS } from '@certify/api/codes';
import type { QueryResolvers } from '../generated/resolvers.js';
import { gatewayError } from '../rest/errors.js';
import { listFilters } from './listFilters.js';
import { detailKeysOf } from './certificateResolvers.js';
import { certificateWithParts } from './details.js';
import { certificateFromDetails, certificateFromRow } from './models.js';
import { selectedFields } from '../util/selectedFields.js';

/** Certificate queries (certificate-workflow §2 lists, §7 list and view calls). */
export const certificateQueries: Pick<QueryResolvers, 'certificates' | 'certificate'> = {
  /**
   * One list page: the list's REST endpoint (from the api's one list table) with the filters
   * (sent only when filled), paging and sort. Rows map to models without details; detail fields
   * load batched on demand.
   */
  certificates: async (_p, { list, filter, page, pageSize, sort }, ctx) => {
    const pageNo = page ?? 1;
    const size = pageSize ?? 5;
    const answer = await ctx.api.post(LIST_ENDPOINTS[list].search, {
      body: listFilters(filter, pageNo, size, sort),
    });
    return {
      nodes: answer.data.map(certificateFromRow),
      totalCount: answer.total,
      page: answer.page,
      pageSize: answer.per_page,
    };
  },
  /**
   * A certificate in any state the viewer may see, by id (through the batched parts loader, with
   * the parts of its details the selection reads: docs/architecture.md "Queries that scale") or by credential number
   * (`GET /certificateByCredentialNumber`, the same visibility rule); exactly one of them, else
   * BAD_USER_INPUT; null when the api does not know it or hides it (404).
   * docs/integrators.md "Sync the register".
   */
  certificate: async (_p, { id, credentialNumber }, ctx, info) => {
    if ((id == null) === (credentialNumber == null)) {
      const message = 'Give exactly one of id and credentialNumber';
      throw gatewayError('BAD_USER_INPUT', message, { fieldErrors: { id: message, credentialNumber: message } });
    }
    if (id != null) return certificateWithParts(id, detailKeysOf(selectedFields(info)), ctx);
    try {
      const answer = await ctx.api.get('/certificateByCredentialNumber', {
        query: { credential_number: credentialNumber! },
      });
      const d = answer.certificate_data;
      ctx.loaders.certificate.prime(String(d.id), d);
      return certificateFromDetails(d);
    } catch (err) {
      if ((err as { extensions?: { code?: unknown } }).extensions?.code === 'NOT_FOUND') return null;
      throw err;
    }
  },
};
