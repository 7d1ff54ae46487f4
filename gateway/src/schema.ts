import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { withIdempotencyKeys } from './idempotency/withIdempotencyKeys.js';
import { resolvers } from './resolvers.js';

/** The repository's `schema/` folder (same relative place from `src/` and `dist/`). */
export const SCHEMA_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../schema');

/**
 * The last released schema (schema/released.graphql), kept beside the sources for the breaking-change
 * check (scripts/schemaCheck.ts, CONTRIBUTING "Release the schema"): never part of the served schema.
 */
export const RELEASED_SCHEMA_FILE = 'released.graphql';

/** Reads the SDL (schema/*.graphql but the released copy; the single source of truth) in a stable order. */
export function loadTypeDefs(dir: string = SCHEMA_DIR): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.graphql') && f !== RELEASED_SCHEMA_FILE)
    .sort()
    .map((f) => readFileSync(join(dir, f), 'utf8'));
}

/**
 * The executable schema: SDL + resolvers; throws at start if a resolver names an unknown field.
 * Every mutation honours the request's `Idempotency-Key` (idempotency/withIdempotencyKeys.ts).
 */
export function buildSchema(): GraphQLSchema {
  return withIdempotencyKeys(
    makeExecutableSchema({
      typeDefs: loadTypeDefs(),
      resolvers,
      resolverValidationOptions: { requireResolversToMatchSchema: 'error' },
    }),
  );
}
