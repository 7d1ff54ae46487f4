import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { resolvers } from './resolvers.js';

/** The repository's `schema/` folder (same relative place from `src/` and `dist/`). */
export const SCHEMA_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../schema');

/** Reads the SDL (schema/*.graphql, the single source of truth) in a stable order. */
export function loadTypeDefs(dir: string = SCHEMA_DIR): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.graphql'))
    .sort()
    .map((f) => readFileSync(join(dir, f), 'utf8'));
}

/** The executable schema: SDL + resolvers; throws at start if a resolver names an unknown field. */
export function buildSchema(): GraphQLSchema {
  return makeExecutableSchema({
    typeDefs: loadTypeDefs(),
    resolvers,
    resolverValidationOptions: { requireResolversToMatchSchema: 'error' },
  });
}
