/**
 * API client routes (docs/integrators.md "Create an API client"): `GET /apiClients`, `POST /apiClients`,
 * `POST /apiClients/{id}/rotate`, `POST /apiClients/{id}/revoke` (module `api_clients`, i.e. the
 * administrator), and `GET /apiClients/me` (the calling client itself; null for staff).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps.js';
import { requireModule } from '../auth/guards.js';
import { errors, json } from '../http/answers.js';
import { fastifyPath } from '../http/paths.js';
import {
  createApiClient,
  listApiClients,
  loadApiClient,
  revokeApiClient,
  rotateApiClientSecret,
} from './apiClients.js';
import {
  API_CLIENT_MESSAGES,
  apiClientAnswer,
  apiClientIdParams,
  apiClientSecretAnswer,
  apiClientsAnswer,
  createApiClientBody,
  viewerApiClientAnswer,
} from './schemas.js';

const TAGS = ['API clients'];
/** The settings module that manages API clients (seeded for the Administrator role). */
export const API_CLIENTS_MODULE = 'api_clients';
const guard = requireModule(API_CLIENTS_MODULE);
const needs = `Needs module \`${API_CLIENTS_MODULE}\`.`;

/** Registers the API client routes. */
export async function registerApiClientRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  /** GET /apiClients — every client, live and revoked, newest first. */
  api.get(
    '/apiClients',
    {
      schema: {
        tags: TAGS,
        summary: 'Every API client, newest first',
        description: needs,
        response: { 200: json(apiClientsAnswer, 'The clients'), ...errors(401, 403) },
      },
      preValidation: guard,
    },
    async () => ({ success: 1 as const, api_clients: await listApiClients(db) }),
  );

  /** GET /apiClients/me — the calling API client, or null for a staff member. */
  api.get(
    '/apiClients/me',
    {
      config: { apiClient: true },
      schema: {
        tags: TAGS,
        summary: 'The calling API client itself',
        description: 'Any authenticated caller; `api_client` is null for a staff member.',
        response: { 200: json(viewerApiClientAnswer, 'The calling client'), ...errors(401) },
      },
    },
    async (request) => {
      const own = request.principal.apiClient;
      return { success: 1 as const, api_client: own ? await loadApiClient(db, own.id) : null };
    },
  );

  /** POST /apiClients — creates a client and answers its secret once. */
  api.post(
    '/apiClients',
    {
      schema: {
        tags: TAGS,
        summary: 'Create an API client (its secret is answered only this once)',
        description: needs,
        body: createApiClientBody,
        response: { 200: json(apiClientSecretAnswer, 'The client and its secret'), ...errors(400, 401, 403) },
      },
      preValidation: guard,
    },
    async (request) => {
      const { client, secret } = await createApiClient(deps, request.principal.userId, request.body);
      return { success: 1 as const, message: API_CLIENT_MESSAGES.created, api_client: client, secret };
    },
  );

  /** POST /apiClients/{id}/rotate — a new secret; the old one stops at once. */
  api.post(
    fastifyPath('/apiClients/{id}/rotate'),
    {
      schema: {
        tags: TAGS,
        summary: 'Replace a live client’s secret (the old one stops working at once)',
        description: needs,
        params: apiClientIdParams,
        response: { 200: json(apiClientSecretAnswer, 'The client and its new secret'), ...errors(401, 403, 404, 409) },
      },
      preValidation: guard,
    },
    async (request) => {
      const { client, secret } = await rotateApiClientSecret(deps, request.principal.userId, request.params.id);
      return { success: 1 as const, message: API_CLIENT_MESSAGES.rotated, api_client: client, secret };
    },
  );

  /** POST /apiClients/{id}/revoke — the client's secret stops working at once, everywhere. */
  api.post(
    fastifyPath('/apiClients/{id}/revoke'),
    {
      schema: {
        tags: TAGS,
        summary: 'Revoke an API client',
        description: needs,
        params: apiClientIdParams,
        response: { 200: json(apiClientAnswer, 'The revoked client'), ...errors(401, 403, 404, 409) },
      },
      preValidation: guard,
    },
    async (request) => {
      const client = await revokeApiClient(deps, request.principal.userId, request.params.id);
      return { success: 1 as const, message: API_CLIENT_MESSAGES.revoked, api_client: client };
    },
  );
}
