/**
 * Webhooks over GraphQL (docs/integrators.md "Webhooks"; schema/integrator.graphql): `webhookEndpoints`,
 * `webhookEndpoint` with its delivery log, `createWebhookEndpoint`, `updateWebhookEndpoint`,
 * `rotateWebhookSecret`, `deleteWebhookEndpoint`, `replayWebhookDelivery`. The api decides who may
 * (an API client with `webhooks:manage`, its own endpoints; an administrator, every client's),
 * checks the URL rules and answers the signing secret once; errors map through rest/errors.ts
 * (field errors keep the input's names: `url`, `events`, `apiClientId`).
 */
import { GraphQLError } from 'graphql';
import type { MutationResolvers, QueryResolvers, WebhookEndpointResolvers } from '../generated/resolvers.js';
import { restId } from '../rest/ids.js';
import { toWebhookDelivery, toWebhookEndpoint } from './models.js';

/** The schema's default of `WebhookEndpoint.deliveries(first)`, also what `GET /webhookEndpoints/{id}` answers. */
const DEFAULT_DELIVERIES = 20;

/** Leaves out the keys whose value is undefined (the api reads an absent key as "unchanged"). */
const defined = <T extends Record<string, unknown>>(o: T): T =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

/** `WebhookEndpoint.deliveries`: the ones answered with the endpoint, else through the batched loader. */
export const webhookEndpointResolvers: WebhookEndpointResolvers = {
  deliveries: async (endpoint, { first }, ctx) => {
    const wanted = first ?? DEFAULT_DELIVERIES;
    const known = endpoint.known;
    if (known && wanted >= 1 && wanted <= known.first) return known.deliveries.slice(0, wanted);
    const rows = await ctx.loaders.webhookDeliveries.load({ endpointId: endpoint.id, first: wanted });
    return rows.map(toWebhookDelivery);
  },
};

/** Queries of webhook endpoints. */
export const webhookQueries: Pick<QueryResolvers, 'webhookEndpoints' | 'webhookEndpoint'> = {
  /** `GET /webhookEndpoints` (an administrator may name one client); FORBIDDEN without the scope or module. */
  webhookEndpoints: async (_p, { apiClientId }, ctx) => {
    const query = apiClientId == null ? {} : { api_client_id: restId(apiClientId) };
    return (await ctx.api.get('/webhookEndpoints', { query })).endpoints.map((row) => toWebhookEndpoint(row));
  },
  /** `GET /webhookEndpoints/{id}` with its latest deliveries; null when unknown or not the viewer's. */
  webhookEndpoint: async (_p, { id }, ctx) => {
    try {
      const answer = await ctx.api.get('/webhookEndpoints/{id}', {
        params: { id: restId(id) },
        query: { deliveries: DEFAULT_DELIVERIES },
      });
      return toWebhookEndpoint(answer.endpoint, { first: DEFAULT_DELIVERIES, deliveries: answer.deliveries });
    } catch (err) {
      if (err instanceof GraphQLError && err.extensions.code === 'NOT_FOUND') return null;
      throw err;
    }
  },
};

/** Mutations of webhook endpoints and deliveries, each answering the server's message and what changed. */
export const webhookMutations: Pick<
  MutationResolvers,
  | 'createWebhookEndpoint'
  | 'updateWebhookEndpoint'
  | 'rotateWebhookSecret'
  | 'deleteWebhookEndpoint'
  | 'replayWebhookDelivery'
> = {
  /**
   * `POST /webhookEndpoints`: a refused URL (not https, private address, unresolvable), no event, or
   * an administrator without `apiClientId` → BAD_USER_INPUT on that field; unknown client →
   * NOT_FOUND; revoked client → CONFLICT. The secret is answered only here and by rotation.
   */
  createWebhookEndpoint: async (_p, { input }, ctx) => {
    const answer = await ctx.api.post('/webhookEndpoints', {
      body: defined({
        api_client_id: input.apiClientId == null ? undefined : restId(input.apiClientId),
        url: input.url,
        description: input.description ?? undefined,
        events: input.events,
      }),
    });
    return { message: answer.message, endpoint: toWebhookEndpoint(answer.endpoint), secret: answer.secret };
  },
  /** `POST /webhookEndpoints/{id}/update`: only the fields given change; `description: null` clears it. */
  updateWebhookEndpoint: async (_p, { input }, ctx) => {
    const answer = await ctx.api.post('/webhookEndpoints/{id}/update', {
      params: { id: restId(input.id) },
      body: defined({
        url: input.url ?? undefined,
        description: input.description === undefined ? undefined : (input.description ?? ''),
        events: input.events ?? undefined,
        enabled: input.enabled ?? undefined,
      }),
    });
    return { message: answer.message, endpoint: toWebhookEndpoint(answer.endpoint) };
  },
  /** `POST /webhookEndpoints/{id}/rotateSecret`: the new secret, once; unknown → NOT_FOUND. */
  rotateWebhookSecret: async (_p, { input }, ctx) => {
    const answer = await ctx.api.post('/webhookEndpoints/{id}/rotateSecret', { params: { id: restId(input.id) } });
    return { message: answer.message, endpoint: toWebhookEndpoint(answer.endpoint), secret: answer.secret };
  },
  /** `DELETE /webhookEndpoints/{id}`: unknown or already deleted → NOT_FOUND. */
  deleteWebhookEndpoint: async (_p, { input }, ctx) => {
    const answer = await ctx.api.delete('/webhookEndpoints/{id}', { params: { id: restId(input.id) } });
    return { message: answer.message, endpoint: toWebhookEndpoint(answer.endpoint) };
  },
  /**
   * `POST /webhookDeliveries/{id}/replay`: pending again with the same `messageId`; unknown →
   * NOT_FOUND; endpoint deleted or disabled, or client revoked → CONFLICT.
   */
  replayWebhookDelivery: async (_p, { input }, ctx) => {
    const answer = await ctx.api.post('/webhookDeliveries/{id}/replay', { params: { id: restId(input.id) } });
    return { message: answer.message, delivery: toWebhookDelivery(answer.delivery) };
  },
};
