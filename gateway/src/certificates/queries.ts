import { LIST_ENDPOINTS } from '@certify/api/codes';
import type { QueryResolvers } from '../generated/resolvers.js';
import { listFilters } from './listFilters.js';
import { certificateFromDetails, certificateFromRow } from './models.js';

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
  /** A certificate in any state through the batched loader; null when the api does not know it (404). */
  certificate: async (_p, { id }, ctx) => {
    const d = await ctx.loaders.certificate.load(id);
    return d ? certificateFromDetails(d) : null;
  },
};
