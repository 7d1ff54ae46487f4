/**
 * Idempotent mutations (docs/integrators.md "Request certificates safely"; draft-ietf-httpapi-idempotency-key-header):
 * a GraphQL request over HTTP may carry `Idempotency-Key`; every mutation field then sends a key
 * of its own on each non-GET REST call it makes, derived from the request's key, the field's
 * response key (its alias or name) and the REST route:
 *
 *   `<key>:<responseKey>:<METHOD>:<path template>` (`#2`, `#3`… for a repeated route in one field)
 *
 * so two mutation fields of one document (`a: approveCertificate(…) b: approveCertificate(…)`)
 * never share a key, and a field that writes and then reads by POST (`markNotificationRead`) has
 * one key per call. A key longer than 255 characters is sent as `sha256:<hex>` of itself. Keys
 * go as the draft's sf-string. The api answers a retry with the first answer (marked
 * `Idempotent-Replayed`), which the field turns into the same payload; GET calls (the re-load of
 * the changed records) carry no key. A malformed header answers BAD_USER_INPUT on each mutation
 * field, before any call; queries and subscriptions ignore the header (WebSocket operations never
 * have one). spec: api/CONTRACT.md "Idempotent writes".
 */
import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_MAX_LENGTH, serializeIdempotencyKey } from '@certify/api/idempotency';
import { defaultFieldResolver, type GraphQLSchema } from 'graphql';
import type { GatewayContext } from '../context.js';
import type { IdempotencyKeyFor } from '../rest/client.js';
import { gatewayError } from '../rest/errors.js';

/** The keys of one mutation field's non-GET calls, derived from the request's `key`. */
export function fieldIdempotencyKeys(key: string, responseKey: string): IdempotencyKeyFor {
  const seen = new Map<string, number>();
  return (method, path) => {
    const route = `${method}:${path}`;
    const n = (seen.get(route) ?? 0) + 1;
    seen.set(route, n);
    const derived = `${key}:${responseKey}:${route}${n > 1 ? `#${n}` : ''}`;
    const sent =
      derived.length <= IDEMPOTENCY_KEY_MAX_LENGTH
        ? derived
        : `sha256:${createHash('sha256').update(derived).digest('hex')}`;
    return serializeIdempotencyKey(sent);
  };
}

/**
 * Wraps every Mutation field of `schema` (in place) so it runs with a REST client that sends the
 * field's derived keys when the request has an `Idempotency-Key`. Answers `schema`.
 */
export function withIdempotencyKeys(schema: GraphQLSchema): GraphQLSchema {
  for (const field of Object.values(schema.getMutationType()?.getFields() ?? {})) {
    const resolve = field.resolve ?? defaultFieldResolver;
    field.resolve = (source, args, ctx: GatewayContext, info) => {
      const header = ctx.idempotencyKey;
      if (!header.ok) throw gatewayError('BAD_USER_INPUT', header.message);
      if (header.key === null) return resolve(source, args, ctx, info);
      const api = ctx.api.withIdempotencyKeys(fieldIdempotencyKeys(header.key, String(info.path.key)));
      return resolve(source, args, { ...ctx, api }, info);
    };
  }
  return schema;
}
