/**
 * Webhook routes (docs/integrators.md "Webhooks"): `GET|POST /webhookEndpoints`, `GET|DELETE
 * /webhookEndpoints/{id}`, `POST /webhookEndpoints/{id}/update`, `POST
 * /webhookEndpoints/{id}/rotateSecret`, `GET /webhookDeliveries`, `POST
 * /webhookDeliveries/{id}/replay`. Callers: an API client with scope `webhooks:manage` (its own
 * endpoints), or a staff member with module `api_clients` (every client's). Others: 403.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps.js';
import { API_CLIENT_SCOPE } from '../codes.js';
import { errorAnswer, errors, json } from '../http/answers.js';
import { fastifyPath } from '../http/paths.js';
import { requireScope } from '../auth/scopes.js';
import {
  createEndpoint,
  deleteEndpoint,
  listDeliveries,
  listEndpoints,
  loadEndpoint,
  replayDelivery,
  rotateEndpointSecret,
  updateEndpoint,
} from './endpoints.js';
import {
  createEndpointBody,
  DELIVERIES_DEFAULT,
  deliveriesAnswer,
  deliveriesQuery,
  deliveryAnswer,
  endpointAnswer,
  endpointDetailAnswer,
  endpointQuery,
  endpointSecretAnswer,
  endpointsAnswer,
  listEndpointsQuery,
  updateEndpointBody,
  WEBHOOK_MESSAGES,
  webhookIdParams,
} from './schemas.js';

const TAGS = ['Webhooks'];
/** The staff module that manages every client's webhooks (the API Clients settings screen). */
const STAFF_MODULE = 'api_clients';
const guard = requireScope(API_CLIENT_SCOPE.WEBHOOKS_MANAGE, STAFF_MODULE);
/** API clients may call every webhook route (their scope decides). */
const config = { apiClient: true };
const needs =
  `An API client with scope \`${API_CLIENT_SCOPE.WEBHOOKS_MANAGE}\` manages its own endpoints; a staff member ` +
  `with module \`${STAFF_MODULE}\` every client's.`;
const CONFLICT_TEXT = 'The API client is revoked, or the endpoint deleted or disabled; nothing was changed.';

/** Registers the webhook routes. spec: docs/integrators.md "Webhooks". */
export async function registerWebhookRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  /** GET /webhookEndpoints — the live endpoints the caller manages, newest first. */
  api.get(
    '/webhookEndpoints',
    {
      config,
      schema: {
        tags: TAGS,
        summary: 'The webhook endpoints the caller manages, newest first',
        description: `Deleted endpoints are left out. ${needs}`,
        querystring: listEndpointsQuery,
        response: { 200: json(endpointsAnswer, 'The endpoints'), ...errors(400, 401, 403) },
      },
      preValidation: guard,
    },
    async (request) => ({
      success: 1 as const,
      endpoints: await listEndpoints(db, request.principal, request.query.api_client_id),
    }),
  );

  /** POST /webhookEndpoints — subscribes an HTTPS endpoint; answers its signing secret once. */
  api.post(
    '/webhookEndpoints',
    {
      config,
      schema: {
        tags: TAGS,
        summary: 'Subscribe an HTTPS endpoint to certificate events (its signing secret is answered only this once)',
        description:
          'The URL must be https:// (at most 2,000 characters) and its host must resolve to public addresses only ' +
          '(no loopback, private or link-local address). At most 20 endpoints per client. 404 unknown client; ' +
          `409 revoked client. ${needs}`,
        body: createEndpointBody,
        response: {
          200: json(endpointSecretAnswer, 'The endpoint and its secret'),
          ...errors(400, 401, 403, 404),
          409: json(errorAnswer, CONFLICT_TEXT),
        },
      },
      preValidation: guard,
    },
    async (request) => {
      const { endpoint, secret } = await createEndpoint(deps, request.principal, request.body);
      return { success: 1 as const, message: WEBHOOK_MESSAGES.created, endpoint, secret };
    },
  );

  /** GET /webhookEndpoints/{id} — one endpoint with its latest deliveries and their attempts. */
  api.get(
    fastifyPath('/webhookEndpoints/{id}'),
    {
      config,
      schema: {
        tags: TAGS,
        summary: 'One webhook endpoint with its delivery log',
        description: `404 when unknown or not the caller's (deleted endpoints: administrators only). ${needs}`,
        params: webhookIdParams,
        querystring: endpointQuery,
        response: { 200: json(endpointDetailAnswer, 'The endpoint and its deliveries'), ...errors(400, 401, 403, 404) },
      },
      preValidation: guard,
    },
    async (request) => {
      const { principal } = request;
      const endpoint = await loadEndpoint(db, principal, request.params.id);
      const first = request.query.deliveries ?? DELIVERIES_DEFAULT;
      return { success: 1 as const, endpoint, deliveries: await listDeliveries(db, principal, [endpoint.id], first) };
    },
  );

  /** POST /webhookEndpoints/{id}/update — changes the fields given. */
  api.post(
    fastifyPath('/webhookEndpoints/{id}/update'),
    {
      config,
      schema: {
        tags: TAGS,
        summary: 'Change a webhook endpoint’s URL, description, events or switch (only the fields given)',
        description: `The URL follows the rules of creation. 404 when unknown, deleted or not the caller's. ${needs}`,
        params: webhookIdParams,
        body: updateEndpointBody,
        response: { 200: json(endpointAnswer, 'The endpoint'), ...errors(400, 401, 403, 404) },
      },
      preValidation: guard,
    },
    async (request) => {
      const endpoint = await updateEndpoint(deps, request.principal, request.params.id, request.body);
      return { success: 1 as const, message: WEBHOOK_MESSAGES.updated, endpoint };
    },
  );

  /** POST /webhookEndpoints/{id}/rotateSecret — a new signing secret, answered once. */
  api.post(
    fastifyPath('/webhookEndpoints/{id}/rotateSecret'),
    {
      config,
      schema: {
        tags: TAGS,
        summary: 'Replace a webhook endpoint’s signing secret (answered only this once)',
        description: `Every attempt from now on (retries too) is signed with the new secret. ${needs}`,
        params: webhookIdParams,
        response: { 200: json(endpointSecretAnswer, 'The endpoint and its new secret'), ...errors(400, 401, 403, 404) },
      },
      preValidation: guard,
    },
    async (request) => {
      const { endpoint, secret } = await rotateEndpointSecret(deps, request.principal, request.params.id);
      return { success: 1 as const, message: WEBHOOK_MESSAGES.rotated, endpoint, secret };
    },
  );

  /** DELETE /webhookEndpoints/{id} — no more deliveries; the log stays for administrators. */
  api.delete(
    fastifyPath('/webhookEndpoints/{id}'),
    {
      config,
      schema: {
        tags: TAGS,
        summary: 'Delete a webhook endpoint',
        description:
          'Nothing more is sent to it (pending deliveries end dead); administrators can still read its log. ' +
          `404 when unknown, already deleted or not the caller's. ${needs}`,
        params: webhookIdParams,
        response: { 200: json(endpointAnswer, 'The deleted endpoint'), ...errors(400, 401, 403, 404) },
      },
      preValidation: guard,
    },
    async (request) => {
      const endpoint = await deleteEndpoint(deps, request.principal, request.params.id);
      return { success: 1 as const, message: WEBHOOK_MESSAGES.deleted, endpoint };
    },
  );

  /** GET /webhookDeliveries — the latest deliveries of several endpoints (the gateway's batched loader). */
  api.get(
    '/webhookDeliveries',
    {
      config,
      schema: {
        tags: TAGS,
        summary: 'The latest deliveries of each of several webhook endpoints, with their attempts',
        description: `Endpoints the caller may not see are left out. ${needs}`,
        querystring: deliveriesQuery,
        response: { 200: json(deliveriesAnswer, 'The deliveries'), ...errors(400, 401, 403) },
      },
      preValidation: guard,
    },
    async (request) => ({
      success: 1 as const,
      deliveries: await listDeliveries(
        db,
        request.principal,
        request.query.endpoint_ids,
        request.query.first ?? DELIVERIES_DEFAULT,
      ),
    }),
  );

  /** POST /webhookDeliveries/{id}/replay — sends a delivery again with the same message id. */
  api.post(
    fastifyPath('/webhookDeliveries/{id}/replay'),
    {
      config,
      schema: {
        tags: TAGS,
        summary: 'Send a webhook delivery again (any status), with the same message id',
        description:
          'The delivery becomes pending and due now; its attempts are kept. 404 when unknown or not the ' +
          `caller's; 409 when its endpoint was deleted or is disabled, or its client revoked. ${needs}`,
        params: webhookIdParams,
        response: {
          200: json(deliveryAnswer, 'The delivery, pending again'),
          ...errors(400, 401, 403, 404),
          409: json(errorAnswer, CONFLICT_TEXT),
        },
      },
      preValidation: guard,
    },
    async (request) => {
      const delivery = await replayDelivery(deps, request.principal, request.params.id);
      return { success: 1 as const, message: WEBHOOK_MESSAGES.replayed, delivery };
    },
  );
}
