/**
 * The certificate register queries: a Relay connection over the api's keyset-paged `POST /reports`,
 * and the status filter options. spec: certificate-workflow §2 "Reports list", §7 POST /reports,
 * §9 "Report status filter options"; DESIGN.md "GraphQL conventions".
 */
import { REGISTER_STATUS_OPTIONS } from '@certify/api/codes';
import { certificateFromRow } from '../certificates/models.js';
import type { QueryResolvers } from '../generated/resolvers.js';
import { registerBody } from './registerFilters.js';

export const registerQueries: Pick<QueryResolvers, 'certificateRegister' | 'certificateRegisterStatusOptions'> = {
  /**
   * One page of the register as the viewer sees it: edges (cursor + Certificate from the row),
   * `pageInfo` and `totalCount`. spec: certificate-workflow §2 "Reports list"; api/CONTRACT.md
   * "Certificate register" (Paging).
   */
  certificateRegister: async (_p, { filter, first, after, sort }, ctx) => {
    const answer = await ctx.api.post('/reports', { body: registerBody(filter, first ?? 20, after, sort) });
    return {
      edges: answer.data.map((row) => ({ cursor: row.cursor, node: certificateFromRow(row) })),
      pageInfo: { hasNextPage: answer.has_next_page, endCursor: answer.end_cursor },
      totalCount: answer.total ?? 0,
    };
  },
  /** The spec's status options, word for word (§9), from the api's one table. */
  certificateRegisterStatusOptions: () => REGISTER_STATUS_OPTIONS.map((o) => ({ ...o })),
};
