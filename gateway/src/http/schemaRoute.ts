/**
 * `GET /schema.graphql`: the published contract (docs/integrators.md). The SDL of the
 * schema the gateway serves — every description and `@deprecated(reason:)` — printed once at start
 * with its types in alphabetical order, so two versions diff cleanly. Public like the API's
 * documentation: it tells nothing introspection would not tell a signed-in integrator, and tools
 * (codegen, schema registries, `graphql-inspector diff`) fetch it without a token. Cached for five
 * minutes and revalidated by its ETag (the SDL's SHA-256): the schema changes only with a release.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { type GraphQLSchema, lexicographicSortSchema, printSchema } from 'graphql';

/** The route's path. */
export const SCHEMA_PATH = '/schema.graphql';

/** The SDL of `schema`, types sorted by name (what `GET /schema.graphql` answers). */
export const printPublishedSchema = (schema: GraphQLSchema): string =>
  `${printSchema(lexicographicSortSchema(schema))}\n`;

/** Registers `GET /schema.graphql` (and HEAD): `text/plain; charset=utf-8`, ETag, 304 on a matching `If-None-Match`. */
export function registerSchemaRoute(app: FastifyInstance, schema: GraphQLSchema): void {
  const sdl = printPublishedSchema(schema);
  const etag = `"${createHash('sha256').update(sdl).digest('base64url')}"`;
  app.get(SCHEMA_PATH, async (request, reply) => {
    void reply.header('cache-control', 'public, max-age=300, must-revalidate').header('etag', etag);
    const match = request.headers['if-none-match'];
    if (match?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
      return reply.code(304).send();
    }
    return reply.type('text/plain; charset=utf-8').send(sdl);
  });
}
