/**
 * The seven certificate list endpoints, all through one query builder.
 * spec: certificate-workflow §7; api/CONTRACT.md "Certificate lists".
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { requireModule } from '../../auth/guards.js';
import { LIST_DEFINITIONS, type ListDefinition } from './definitions.js';
import { parseListFilters } from './filters.js';
import { listVisibilitySql, queryCertificateRows } from './query.js';
import { toListRow } from './row.js';

/** Registers POST (and GET with a query string) for each list. spec: api/CONTRACT.md "Certificate lists". */
export async function registerListRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  const handler = (def: ListDefinition) => async (request: FastifyRequest) => {
    const filters = parseListFilters(request.method === 'GET' ? request.query : { ...(request.query as object), ...(request.body as object) });
    const { rows, total } = await queryCertificateRows(db, { where: [listVisibilitySql(def.list, request.principal)], filters });
    const paged = filters.page !== undefined;
    return {
      success: 1,
      data: rows.map(toListRow),
      total,
      page: paged ? filters.page : 1,
      per_page: paged ? (filters.per_page ?? 5) : total,
    };
  };
  for (const def of LIST_DEFINITIONS) {
    const opts = { preHandler: requireModule(def.module) };
    app.post(def.path, opts, handler(def));
    app.get(def.path, opts, handler(def));
  }
}
