/**
 * The certificate register queries: a Relay connection over the api's keyset-paged `POST /reports`,
 * and the status filter options. spec: certificate-workflow §2 "Reports list", §7 POST /reports,
 * §9 "Report status filter options"; DESIGN.md "GraphQL conventions"; docs/integrators.md "Sync the register".
 */
import { REGISTER_STATUS_OPTIONS } from '@certify/api/codes';
import { certificateFromRow } from '../certificates/models.js';
import type { QueryResolvers } from '../generated/resolvers.js';
import { registerBody } from './registerFilters.js';
import { selectedFields } from '../util/selectedFields.js';

export const registerQueries: Pick<QueryResolvers, 'certificateRegister' | 'certificateRegisterStatusOptions'> = {
  /**
   * One page of the register as the viewer sees it: edges (cursor + Certificate from the row),
   * `pageInfo` and `totalCount` (counted only when asked for). `sort: UPDATED_AT` is the
   * incremental-sync order. spec: certificate-workflow §2 "Reports list"; api/CONTRACT.md
   * "Certificate register" (Paging, Incremental sync).
   */
  certificateRegister: async (_p, { filter, first, after, sort }, ctx, info) => {
    // the register counts its rows only when `totalCount` is asked for, so a sync that pages
    // through 100,000 certificates does not count them on every page
    const withTotal = selectedFields(info).has('totalCount');
    const body = { ...registerBody(filter, first ?? 20, after, sort), with_total: withTotal };
    const answer = await ctx.api.post('/reports', { body });
    return {
      edges: answer.data.map((row) => ({ cursor: row.cursor, node: certificateFromRow(row) })),
      // Forward paging only: a page follows an earlier one exactly when `after` was given (Relay allows this).
      pageInfo: {
        hasNextPage: answer.has_next_page,
        hasPreviousPage: after != null,
        startCursor: answer.data[0]?.cursor ?? null,
        endCursor: answer.end_cursor,
      },
      totalCount: answer.total ?? 0,
    };
  },
  /** The spec's status options, word for word (§9), from the api's one table. */
  certificateRegisterStatusOptions: () => REGISTER_STATUS_OPTIONS.map((o) => ({ ...o })),
};
