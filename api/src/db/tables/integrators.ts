/**
 * API clients, idempotency keys and webhooks. docs/integrators.md.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts, createdAt } from '../columns.js';
import { sessions, users } from './access.js';

/**
 * API clients (docs/integrators.md "Create an API client"): machine callers with scopes. Each acts as its own `users` row of kind
 * `api_client` and authenticates with a secret that is a `sessions` token (stored only as SHA-256,
 * never expiring); rotating or revoking the secret revokes that session, so every instance stops
 * accepting it at once and its live streams end.
 */
export const apiClients = pgTable(
  'api_clients',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id),
    /** The session whose token is the current secret (null once revoked). */
    sessionId: integer('session_id').references(() => sessions.id),
    name: text('name').notNull(),
    /** `register:read`, `certificates:request`, `webhooks:manage` (auth/scopes.ts). */
    scopes: text('scopes').array().notNull(),
    /** The secret's prefix and last four characters, to recognise it (`cfy_…Ab3d`). */
    secretHint: text('secret_hint').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    secretRotatedAt: ts('secret_rotated_at'),
    revokedAt: ts('revoked_at'),
    version: integer('version').notNull().default(1),
  },
  (t) => [uniqueIndex('api_clients_name_live_uq').on(sql`lower(${t.name})`).where(sql`revoked_at IS NULL`)],
);

/**
 * Idempotency keys (IETF httpapi-idempotency-key): the first answer of a mutation sent with an
 * `Idempotency-Key`, kept 24 hours per caller (stored once the change committed; see api/src/idempotency).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** `METHOD path` of the first request. */
    route: text('route').notNull(),
    /** SHA-256 hex of the first request's body. */
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_expires_idx').on(t.expiresAt)],
);

/** Webhook endpoints (Standard Webhooks): an HTTPS URL subscribed by an API client to certificate events. */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serial('id').primaryKey(),
    apiClientId: integer('api_client_id')
      .notNull()
      .references(() => apiClients.id),
    url: text('url').notNull(),
    description: text('description'),
    /** The signing secret, `whsec_` + base64 (it must be readable to sign each delivery). */
    secret: text('secret').notNull(),
    /** Event types: `certificate.requested`, `certificate.approved`, … */
    events: text('events').array().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [index('webhook_endpoints_client_idx').on(t.apiClientId)],
);

/**
 * One message to one endpoint, written in the transaction of the change it reports (an outbox), then
 * delivered with retries and exponential backoff; `dead` after 24 hours of failures.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id),
    /** The Standard Webhooks `webhook-id` (`msg_…`), the same on every attempt and replay. */
    messageId: text('message_id').notNull(),
    eventType: text('event_type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** pending | delivered | dead */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
    lastAttemptAt: ts('last_attempt_at'),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    deliveredAt: ts('delivered_at'),
  },
  (t) => [
    index('webhook_deliveries_due_idx').on(t.status, t.nextAttemptAt),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.id),
  ],
);

/** Every attempt of a delivery: the delivery log. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: serial('id').primaryKey(),
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attemptedAt: createdAt(),
    statusCode: integer('status_code'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId)],
);
