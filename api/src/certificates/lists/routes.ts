/**
 * The seven certificate list endpoints, all through the register's one query (a list is the
 * register restricted to the list's rows as the caller sees them). POST with the filters as a form
 * or JSON body (the spec), or GET with them as a query string. An answer is a page: `page`
 * (default 1) of `per_page` rows (default 5, at most 100), a keyset page of `first` rows (at most
 * 1000) after `after`, for exports, or, without any of them, every row up to the unpaged ceiling
 * (http/paging.ts). spec: certificate-workflow §7; api/CONTRACT.md "Certificate
 * lists"; docs/architecture.md "Queries that scale".
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import type { Principal } from '../../auth/principal.js';
import { requireModule } from '../../auth/guards.js';
import { errors, json } from '../../http/answers.js';
import { fastifyPath } from '../../http/paths.js';
import { certificatePageOf, queryCertificates } from '../register/query.js';
import { certificateListAnswer } from '../answers.js';
import { LIST_DEFINITIONS } from './definitions.js';
import { type ListFilters, listFilters } from './filters.js';
import { listRowsSql } from './query.js';
import { toListRow } from './row.js';

/** Registers POST (filters in the body) and GET (filters in the query) for each list. */
export async function registerListRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  for (const def of LIST_DEFINITIONS) {
    /** The page of the list's rows the caller may see, filtered and sorted. */
    const answer = async (filters: ListFilters, principal: Principal) => {
      const { rows, total, hasNext } = await queryCertificates(db, listRowsSql(def.list, principal), filters);
      const { keyset, page, perPage } = certificatePageOf(filters);
      return {
        success: 1 as const,
        data: rows.map(toListRow),
        total: total ?? 0,
        page,
        per_page: perPage,
        has_next_page: hasNext,
        end_cursor: rows.at(-1)?.cursor ?? (keyset ? (filters.after ?? null) : null),
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
