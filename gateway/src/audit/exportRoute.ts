/**
 * `GET /files/audit-log.csv?filter=<AuditLogFilter as JSON>` → AuditLog.csv (docs/security.md "Audit trail":
 * the Audit log screen "exports them as CSV"): the api's `GET /auditEvents.csv` streamed through with
 * the caller's token, as the register's exports take their filter (the schema's own input type
 * coerces it; a bad one is a 400 before any byte). The api writes the file (columns, BOM,
 * spreadsheet-safe cells) and refuses a filter matching more than 100,000 events (400); the
 * `audit_log` module is needed (403 otherwise). Errors answer `{ code, message }` as GraphQL's.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GraphQLError, type GraphQLSchema } from 'graphql';
import { tokenFromAuthorization } from '../context.js';
import type { AuditLogFilter } from '../generated/resolvers.js';
import { inputOf } from '../register/exportRoutes.js';
import type { RestClient } from '../rest/client.js';
import { httpStatusOf, upstreamUnavailable } from '../rest/errors.js';
import { auditFilterQuery } from './resolvers.js';

/** Headers of the api's CSV answer passed to the browser. */
const PASSED_HEADERS = ['content-type', 'content-disposition'];

/** Registers `GET /files/audit-log.csv`. */
export function registerAuditExportRoute(app: FastifyInstance, rest: RestClient, schema: GraphQLSchema): void {
  app.get<{ Querystring: { filter?: unknown } }>(
    '/files/audit-log.csv',
    async (request: FastifyRequest<{ Querystring: { filter?: unknown } }>, reply) => {
      try {
        const caller = rest.as({
          token: tokenFromAuthorization(request.headers.authorization),
          clientIp: request.ip,
          requestId: request.id,
        });
        const filter = inputOf<AuditLogFilter>(schema, 'AuditLogFilter', 'filter', request.query.filter);
        const res = await caller.stream('get', '/auditEvents.csv', {
          query: auditFilterQuery(filter),
          accept: 'text/csv, */*',
        });
        if (res.statusCode < 200 || res.statusCode >= 300) throw await caller.errorOf(res, '/auditEvents.csv');
        for (const name of PASSED_HEADERS) {
          const value = res.headers[name];
          if (value !== undefined) reply.header(name, value);
        }
        reply.header('cache-control', 'private, no-store');
        request.raw.once('close', () => {
          if (!res.body.readableEnded) res.body.destroy();
        });
        return reply.code(200).send(res.body);
      } catch (err) {
        const error = err instanceof GraphQLError ? err : upstreamUnavailable(err);
        return reply.code(httpStatusOf(error)).send({ code: error.extensions.code, message: error.message });
      }
    },
  );
}
