/**
 * The api's webhook answers → GraphQL objects (docs/integrators.md "Webhooks"; schema/integrator.graphql).
 * Event types and delivery statuses are the api's codes (the enums' internal values, enums.ts), so
 * nothing is mapped twice; the owning client goes through the API client mapper.
 */
import type { WebhookDelivery } from '../generated/resolvers.js';
import { type ApiClientModel, toApiClient } from '../integrators/apiClientModel.js';
import type { RestSchema } from '../rest/contract.js';

/** An endpoint as the api answers it. */
export type WebhookEndpointRow = RestSchema<'WebhookEndpoint'>;
/** A delivery (with its attempts) as the api answers it. */
export type WebhookDeliveryRow = RestSchema<'WebhookDelivery'>;

/**
 * What the `WebhookEndpoint` resolvers answer: its own fields, and the deliveries the api already
 * answered with it (`GET /webhookEndpoints/{id}` sends the latest `first`), so `deliveries` needs no
 * second call when it asks for no more.
 */
export interface WebhookEndpointModel {
  id: string;
  apiClient: ApiClientModel;
  url: string;
  description: string | null;
  events: WebhookEndpointRow['events'];
  enabled: boolean;
  createdAt: string;
  /** The latest deliveries answered with the endpoint, and how many were asked for. */
  known?: { first: number; deliveries: WebhookDelivery[] };
}

/** `WebhookEndpoint` from its REST row (and the deliveries answered with it, if any). */
export const toWebhookEndpoint = (
  row: WebhookEndpointRow,
  known?: { first: number; deliveries: readonly WebhookDeliveryRow[] },
): WebhookEndpointModel => ({
  id: String(row.id),
  apiClient: toApiClient(row.api_client),
  url: row.url,
  description: row.description,
  events: row.events,
  enabled: row.enabled,
  createdAt: row.created_at,
  ...(known ? { known: { first: known.first, deliveries: known.deliveries.map(toWebhookDelivery) } } : {}),
});

/** `WebhookDelivery` (with its attempts, oldest first) from its REST row. */
export const toWebhookDelivery = (row: WebhookDeliveryRow): WebhookDelivery => ({
  id: String(row.id),
  messageId: row.message_id,
  eventType: row.event_type,
  payload: row.payload,
  status: row.status,
  attemptCount: row.attempt_count,
  nextAttemptAt: row.next_attempt_at,
  lastStatusCode: row.last_status_code,
  lastError: row.last_error,
  createdAt: row.created_at,
  deliveredAt: row.delivered_at,
  attempts: row.attempts.map((a) => ({
    attemptedAt: a.attempted_at,
    statusCode: a.status_code,
    error: a.error,
    durationMs: a.duration_ms,
  })),
});
