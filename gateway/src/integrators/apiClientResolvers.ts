/**
 * API clients over GraphQL (docs/integrators.md "Create an API client"): `apiClients`, `viewerApiClient`,
 * `createApiClient`, `rotateApiClientSecret`, `revokeApiClient`. The api decides who may
 * (module `api_clients`) and answers the secret once; errors map through rest/errors.ts.
 */
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers.js';
import { restId } from '../rest/ids.js';
import { toApiClient } from './apiClientModel.js';

/** Queries of API clients. */
export const apiClientQueries: Pick<QueryResolvers, 'apiClients' | 'viewerApiClient'> = {
  /** `GET /apiClients`: every client, newest first; FORBIDDEN without the API Clients module. */
  apiClients: async (_p, _a, ctx) => (await ctx.api.get('/apiClients', {})).api_clients.map(toApiClient),
  /** `GET /apiClients/me`: the calling client, or null for a staff member. */
  viewerApiClient: async (_p, _a, ctx) => {
    const row = (await ctx.api.get('/apiClients/me', {})).api_client;
    return row ? toApiClient(row) : null;
  },
};

/** Mutations of API clients. */
export const apiClientMutations: Pick<
  MutationResolvers,
  'createApiClient' | 'rotateApiClientSecret' | 'revokeApiClient'
> = {
  /** `POST /apiClients`: a taken or empty name, or no scope → BAD_USER_INPUT with field errors. */
  createApiClient: async (_p, { input }, ctx) => {
    const answer = await ctx.api.post('/apiClients', { body: { name: input.name, scopes: input.scopes } });
    return { message: answer.message, apiClient: toApiClient(answer.api_client), secret: answer.secret };
  },
  /** `POST /apiClients/{id}/rotate`: unknown → NOT_FOUND; revoked → CONFLICT. */
  rotateApiClientSecret: async (_p, { input }, ctx) => {
    const answer = await ctx.api.post('/apiClients/{id}/rotate', { params: { id: restId(input.id) } });
    return { message: answer.message, apiClient: toApiClient(answer.api_client), secret: answer.secret };
  },
  /** `POST /apiClients/{id}/revoke`: unknown → NOT_FOUND; already revoked → CONFLICT. */
  revokeApiClient: async (_p, { input }, ctx) => {
    const answer = await ctx.api.post('/apiClients/{id}/revoke', { params: { id: restId(input.id) } });
    return { message: answer.message, apiClient: toApiClient(answer.api_client) };
  },
};
