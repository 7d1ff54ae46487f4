/**
 * Zod schemas of the webhook routes (docs/integrators.md "Webhooks"): inputs with their limits and messages,
 * and the answers (they also produce `/openapi.json`).
 */
import { z } from 'zod';
import { codesOf, WEBHOOK_DELIVERY_STATUS, WEBHOOK_EVENT } from '../codes.js';
import { timestamp } from '../http/answers.js';
import { fieldsOf, flag, id, idList, optionalId, optionalText, optionalWholeNumber, text } from '../http/fields.js';
import { apiClientRow } from '../integrators/schemas.js';
import { WEBHOOK_URL_MAX } from './urls.js';

/** Messages of the webhook routes, word for word. */
export const WEBHOOK_MESSAGES = {
  created: 'Webhook endpoint created',
  updated: 'Webhook endpoint updated',
  rotated: 'Webhook signing secret rotated',
  deleted: 'Webhook endpoint deleted',
  replayed: 'Delivery queued',
  endpointNotFound: 'Webhook endpoint not found',
  deliveryNotFound: 'Webhook delivery not found',
  clientRequired: 'Please select an API client',
  clientNotFound: 'API client not found',
  clientRevoked: 'This API client is revoked',
  url: 'Please enter an https:// URL',
  events: 'Choose at least one event',
  event: `Events must be among ${codesOf(WEBHOOK_EVENT).join(', ')}`,
  tooMany: 'An API client may have at most 20 webhook endpoints',
  replayDeleted: 'The endpoint of this delivery was deleted',
  replayDisabled: 'The endpoint of this delivery is disabled: enable it first',
  replayRevoked: 'The API client of this delivery is revoked',
  invalidId: 'Invalid id',
} as const;

/** Webhook endpoints one API client may have. */
export const MAX_ENDPOINTS_PER_CLIENT = 20;
/** The longest description. */
export const DESCRIPTION_MAX = 500;
/** Deliveries answered per endpoint (default and most). */
export const DELIVERIES_DEFAULT = 20;
export const DELIVERIES_MAX = 100;
/** Attempts answered per delivery (the latest, oldest first). */
export const ATTEMPTS_MAX = 100;

const EVENT_CODES = codesOf(WEBHOOK_EVENT);
const NUL = String.fromCharCode(0);

/** An endpoint URL as typed (trimmed, at most 2,000 characters); the rules of urls.ts are checked by the handler. */
const urlField = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v),
  z
    .string({ error: WEBHOOK_MESSAGES.url })
    .min(1, { error: WEBHOOK_MESSAGES.url })
    .max(WEBHOOK_URL_MAX, { error: `The URL must be at most ${WEBHOOK_URL_MAX} characters` })
    .refine((s) => !s.includes(NUL), { error: WEBHOOK_MESSAGES.url }),
);

/** The events to receive: 1…8 distinct webhook types. */
const eventsField = z
  .array(z.enum(EVENT_CODES, { error: WEBHOOK_MESSAGES.event }), { error: WEBHOOK_MESSAGES.events })
  .min(1, { error: WEBHOOK_MESSAGES.events })
  .max(EVENT_CODES.length, { error: WEBHOOK_MESSAGES.events })
  .transform((events) => [...new Set(events)])
  .describe('Event types (`certificate.approved`, …), at least one.');

const descriptionField = optionalText({ max: DESCRIPTION_MAX, label: 'The description' }).describe(
  `A note for people (at most ${DESCRIPTION_MAX} characters).`,
);

/** `POST /webhookEndpoints`. */
export const createEndpointBody = fieldsOf({
  api_client_id: optionalId(WEBHOOK_MESSAGES.clientNotFound).describe(
    'The owning API client: needed when an administrator creates it; an API client always creates its own.',
  ),
  url: urlField.describe(
    `An https:// URL (at most ${WEBHOOK_URL_MAX} characters) whose host resolves to public addresses only.`,
  ),
  description: descriptionField,
  events: eventsField,
});
export type CreateEndpointBody = z.infer<typeof createEndpointBody>;

/** `POST /webhookEndpoints/{id}/update`: only the fields given change. */
export const updateEndpointBody = fieldsOf({
  url: urlField.optional(),
  description: z
    .preprocess((v) => (v === null ? '' : v), text({ max: DESCRIPTION_MAX, label: 'The description' }).optional())
    .describe('A new note; `null` or "" clears it; absent leaves it.'),
  events: eventsField.optional(),
  enabled: flag('enabled must be true or false').optional().describe('Turn deliveries on or off.'),
});
export type UpdateEndpointBody = z.infer<typeof updateEndpointBody>;

/** The `{ id }` path parameter of an endpoint or a delivery. */
export const webhookIdParams = z.object({ id: id(WEBHOOK_MESSAGES.invalidId) });

/** `GET /webhookEndpoints`. */
export const listEndpointsQuery = z.object({
  api_client_id: optionalId(WEBHOOK_MESSAGES.clientNotFound).describe(
    'An administrator: only this client’s endpoints. Ignored for an API client (always its own).',
  ),
});

/** `GET /webhookEndpoints/{id}`. */
export const endpointQuery = z.object({
  deliveries: optionalWholeNumber('deliveries', 1, DELIVERIES_MAX).describe(
    `How many of the latest deliveries to answer (default ${DELIVERIES_DEFAULT}).`,
  ),
});

/** `GET /webhookDeliveries`. */
export const deliveriesQuery = z.object({
  endpoint_ids: idList(WEBHOOK_MESSAGES.invalidId, { max: 100 }).describe('Endpoint ids (`1,2` or repeated).'),
  first: optionalWholeNumber('first', 1, DELIVERIES_MAX).describe(
    `The latest deliveries of each endpoint (default ${DELIVERIES_DEFAULT}).`,
  ),
});

/** One webhook endpoint (never its secret). */
export const webhookEndpointAnswer = z
  .object({
    id: z.int(),
    api_client_id: z.int(),
    api_client: apiClientRow,
    url: z.string(),
    description: z.string().nullable(),
    events: z.array(z.enum(EVENT_CODES)),
    enabled: z.boolean(),
    created_at: timestamp(),
    updated_at: timestamp(),
    deleted_at: timestamp().nullable().describe('Set once deleted (administrators still read its log).'),
  })
  .meta({ id: 'WebhookEndpoint' });
export type WebhookEndpointJson = z.infer<typeof webhookEndpointAnswer>;

/** One attempt of a delivery. */
export const webhookAttemptAnswer = z
  .object({
    attempted_at: timestamp(),
    status_code: z.int().nullable().describe('The HTTP status answered, or null when none came.'),
    error: z.string().nullable(),
    duration_ms: z.int(),
  })
  .meta({ id: 'WebhookAttempt' });

/** One delivery with its attempts (the delivery log). */
export const webhookDeliveryAnswer = z
  .object({
    id: z.int(),
    endpoint_id: z.int(),
    message_id: z.string().describe('The Standard Webhooks `webhook-id`, the same on every attempt and replay.'),
    event_type: z.enum(EVENT_CODES),
    payload: z.record(z.string(), z.unknown()).describe('The JSON body sent.'),
    status: z.enum(codesOf(WEBHOOK_DELIVERY_STATUS)),
    attempt_count: z.int(),
    next_attempt_at: timestamp().nullable().describe('When the next attempt is due (pending only).'),
    last_attempt_at: timestamp().nullable(),
    last_status_code: z.int().nullable(),
    last_error: z.string().nullable(),
    created_at: timestamp(),
    delivered_at: timestamp().nullable(),
    attempts: z.array(webhookAttemptAnswer).describe(`The latest ${ATTEMPTS_MAX} attempts, oldest first.`),
  })
  .meta({ id: 'WebhookDelivery' });
export type WebhookDeliveryJson = z.infer<typeof webhookDeliveryAnswer>;

export const endpointsAnswer = z.object({ success: z.literal(1), endpoints: z.array(webhookEndpointAnswer) });
export const endpointDetailAnswer = z.object({
  success: z.literal(1),
  endpoint: webhookEndpointAnswer,
  deliveries: z.array(webhookDeliveryAnswer).describe('The latest deliveries first.'),
});
export const endpointAnswer = z.object({ success: z.literal(1), message: z.string(), endpoint: webhookEndpointAnswer });
export const endpointSecretAnswer = z.object({
  success: z.literal(1),
  message: z.string(),
  endpoint: webhookEndpointAnswer,
  secret: z
    .string()
    .describe('The signing secret (`whsec_` + base64 of 32 random bytes). Answered only this once: store it now.'),
});
export const deliveriesAnswer = z.object({
  success: z.literal(1),
  deliveries: z.array(webhookDeliveryAnswer).describe('Per endpoint, the latest first.'),
});
export const deliveryAnswer = z.object({ success: z.literal(1), message: z.string(), delivery: webhookDeliveryAnswer });
