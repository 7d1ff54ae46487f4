/**
 * The seven certificate list endpoints, all through one query builder. POST with the filters as a
 * form or JSON body (the spec), or GET with them as a query string.
 * spec: certificate-workflow §7; api/CONTRACT.md "Certificate lists".
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { requireModule } from '../../auth/guards.js';
import { errors, json } from '../../http/answers.js';
import { fastifyPath } from '../../http/paths.js';
import { certificateListAnswer } from '../answers.js';
import { LIST_DEFINITIONS } from './definitions.js';
import { type ListFilters, listFilters } from './filters.js';
import { listRowsSql, queryCertificateRows } from './query.js';
import { toListRow } from './row.js';

/** Registers POST (filters in the body) and GET (filters in the query) for each list. */
export async function registerListRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  for (const def of LIST_DEFINITIONS) {
    /** The rows of the list the caller may see, filtered, sorted and paged. */
    const answer = async (filters: ListFilters, principal: Parameters<typeof listRowsSql>[1]) => {
      const { rows, total } = await queryCertificateRows(db, {
        where: [listRowsSql(def.list, principal)],
        filters,
      });
      const paged = filters.page !== undefined;
      return {
        success: 1 as const,
        data: rows.map(toListRow),
        total,
        page: paged ? (filters.page ?? 1) : 1,
        per_page: paged ? (filters.per_page ?? 5) : total,
      };
    };
    const common = {
      tags: ['Certificate lists'],
      summary: `The ${def.list} rows`,
      description: `Certificates in the ${def.list} the caller may see. Needs module \`${def.module}\`.`,
      response: { 200: json(certificateListAnswer, 'The page of rows'), ...errors(400, 401, 403) },
    };
    api.post(
      fastifyPath(def.path),
      {
        schema: { ...common, body: listFilters },
        preValidation: requireModule(def.module),
        config: { apiClient: true },
      },
      async (request) => answer(request.body, request.principal),
    );
    api.get(
      fastifyPath(def.path),
      {
        schema: { ...common, querystring: listFilters },
        preValidation: requireModule(def.module),
        config: { apiClient: true },
      },
      async (request) => answer(request.query, request.principal),
    );
  }
}
