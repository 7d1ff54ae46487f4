/**
 * Property-based fuzzing of every mutation of the schema (iterated from the Mutation type) through
 * the gateway to a real in-process api, as the administrator: variables with one bad leaf (see
 * support/graphqlValues.ts) must be refused — errors whose `extensions.code` is a client code
 * (never INTERNAL_SERVER_ERROR, nor UPSTREAM_UNAVAILABLE, which is how an api 500 would surface)
 * with a non-empty message, or a payload saying `success: false` — never an HTTP 5xx, and no row of
 * the api's database may change.
 *
 * `logout` is not fuzzed: it takes no input, so there is nothing to make invalid (calling it only
 * revokes the administrator's token).
 *
 * Reproduce a failure with the seed it prints: `FUZZ_SEED=<seed> npx vitest run test/fuzz.test.ts`;
 * `FUZZ_RUNS=<n>` sets the random runs per mutation (each bad leaf also runs once first).
 */
import fc from 'fast-check';
import type { GraphQLField } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchema } from '../src/schema.js';
import { badTargets, type Bad, type InputTypeLike, validValue } from './support/graphqlValues.js';
import { type GqlResult, startStack, type Stack } from './support/stack.js';

const SEED = Number(process.env.FUZZ_SEED ?? 20_260_611);
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
/** Codes that mean the server, not the input, failed. */
const SERVER_CODES = ['INTERNAL_SERVER_ERROR', 'UPSTREAM_UNAVAILABLE'];

const mutationType = buildSchema().getMutationType();
const mutations = Object.values(mutationType?.getFields() ?? {}) as GraphQLField<unknown, unknown>[];
const fuzzed = mutations.filter((m) => m.args.length > 0);

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

/** `mutation Fuzz($a: T!) { field(a: $a) { __typename success? } }` for `field` (`success` when it has one). */
function documentOf(field: GraphQLField<unknown, unknown>): string {
  const vars = field.args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
  const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  let payload = field.type as unknown as { ofType?: unknown; getFields?: () => Record<string, unknown> };
  while (payload.ofType) payload = payload.ofType as typeof payload;
  const success = payload.getFields && 'success' in payload.getFields() ? ' success' : '';
  return `mutation Fuzz(${vars}) { ${field.name}(${args}) { __typename${success} } }`;
}

/** Why an answer to bad variables is not acceptable, or null when it is. */
function problemWith(status: number, result: GqlResult<Record<string, { success?: boolean } | null>>, field: string) {
  if (status >= 500) return `HTTP ${status}`;
  const errors = result.errors ?? [];
  if (errors.length === 0) {
    return result.data?.[field]?.success === false ? null : 'accepted (no error, no success: false)';
  }
  for (const e of errors) {
    const code = e.extensions?.code;
    if (typeof code !== 'string' || SERVER_CODES.includes(code)) return `error code ${String(code)}: ${e.message}`;
    if (typeof e.message !== 'string' || e.message.trim() === '') return `empty message (${code})`;
    if (/\n\s+at |node:internal|\.[cm]?[jt]s:\d+:\d+/.test(e.message)) return `a stack trace in "${e.message}"`;
  }
  return null;
}

describe('every mutation refuses bad variables with a client error and changes no row', () => {
  it('reads the mutations from the schema', () => {
    expect(fuzzed.length).toBeGreaterThanOrEqual(12);
    expect(mutations.filter((m) => m.args.length === 0).map((m) => m.name)).toEqual(['logout']);
  });

  for (const field of fuzzed) {
    it(field.name, { timeout: 120_000 }, async () => {
      const token = await stack.token('admin');
      const query = documentOf(field);
      // One variables object per bad leaf: that argument bad, the others valid.
      const targets = field.args.flatMap((arg) =>
        badTargets(arg.type as unknown as InputTypeLike, arg.name).map((t) => ({
          path: t.path,
          variables: fc
            .tuple(
              t.bad,
              fc.record(
                Object.fromEntries(field.args.map((a) => [a.name, validValue(a.type as unknown as InputTypeLike)])),
              ),
            )
            .map(([bad, valid]): [Record<string, unknown>, Bad] => [{ ...valid, [arg.name]: bad.value }, bad]),
        })),
      );
      const examples = targets.map((t, i): [[Record<string, unknown>, Bad]] => [
        fc.sample(t.variables, { seed: SEED + i, numRuns: 1 })[0]!,
      ]);
      const codes = new Map<string, number>();
      const before = await stack.digest();

      const details = await fc.check(
        fc.asyncProperty(fc.oneof(...targets.map((t) => t.variables)), async ([variables, bad]) => {
          const res = await fetch(`${stack.gatewayUrl}/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ query, variables }),
          });
          const text = await res.text();
          let result: GqlResult<Record<string, { success?: boolean } | null>>;
          try {
            result = JSON.parse(text);
          } catch {
            throw new Error(`${field.name} [${bad.why}] → HTTP ${res.status}, not JSON: ${text.slice(0, 300)}`);
          }
          for (const e of result.errors ?? []) {
            const code = String(e.extensions?.code);
            codes.set(code, (codes.get(code) ?? 0) + 1);
          }
          const problem = problemWith(res.status, result, field.name);
          if (problem) {
            throw new Error(`${field.name} [${bad.why}] → HTTP ${res.status} ${text.slice(0, 400)}\n  ${problem}`);
          }
        }),
        { seed: SEED, numRuns: RUNS, examples },
      );
      const after = await stack.digest();
      const changed = Object.keys({ ...before, ...after }).filter((table) => before[table] !== after[table]);

      if (details.failed) {
        const error =
          details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
        expect.fail(
          `${error}\n  (fast-check seed ${details.seed}, path "${details.counterexamplePath}";` +
            ` reproduce with FUZZ_SEED=${details.seed})`,
        );
      }
      expect(
        changed,
        `${field.name}: rows changed in ${changed.join(', ')} (codes: ${JSON.stringify([...codes])}; seed ${SEED})`,
      ).toEqual([]);
    });
  }
});
