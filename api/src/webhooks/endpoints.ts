/**
 * Webhook endpoints and their delivery log (docs/integrators.md "Webhooks"): list, read, create, change,
 * rotate the signing secret, delete, and replay a delivery. Who sees what: an API client (scope
 * `webhooks:manage`) its own live endpoints; an administrator (module `api_clients`) every client's,
 * deleted ones included (read only). Every change is one transaction with its audit event (never
 * the secret). Secrets are `whsec_` + base64 of 32 random bytes (the Standard Webhooks format),
 * answered only by create and rotate.
 */
import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AppDeps } from '../app-deps.js';
import { recordAudit } from '../audit/recordAudit.js';
import type { Principal } from '../auth/principal.js';
import { WEBHOOK_DELIVERY_STATUS, type WebhookDeliveryStatusCode, type WebhookEventCode } from '../codes.js';
import type { Db, Tx } from '../db/client.js';
import { apiClients, webhookEndpoints } from '../db/schema.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { listApiClients, loadApiClient } from '../integrators/apiClients.js';
import type { ApiClientRow } from '../integrators/schemas.js';
import {
  ATTEMPTS_MAX,
  type CreateEndpointBody,
  MAX_ENDPOINTS_PER_CLIENT,
  type UpdateEndpointBody,
  WEBHOOK_MESSAGES,
  type WebhookDeliveryJson,
  type WebhookEndpointJson,
} from './schemas.js';
import { checkWebhookUrl, WebhookUrlError } from './urls.js';
import { intArrayLiteral } from '../db/idIn.js';

/** A new signing secret: `whsec_` + base64 of 32 random bytes (Standard Webhooks). */
export const newWebhookSecret = (): string => `whsec_${randomBytes(32).toString('base64')}`;

/** Whose endpoints the caller manages: its own (an API client) or every client's (null: an administrator). */
const ownerOf = (principal: Principal): number | null => principal.apiClient?.id ?? null;

const iso = (d: Date | string): string => new Date(d).toISOString();
const isoOrNull = (d: Date | string | null | undefined): string | null => (d == null ? null : iso(d));

type EndpointRecord = typeof webhookEndpoints.$inferSelect;

/** The endpoint as answered (never its secret). */
function endpointJson(e: EndpointRecord, client: ApiClientRow): WebhookEndpointJson {
  return {
    id: e.id,
    api_client_id: e.apiClientId,
    api_client: client,
    url: e.url,
    description: e.description,
    events: e.events as WebhookEventCode[],
    enabled: e.enabled,
    created_at: iso(e.createdAt),
    updated_at: iso(e.updatedAt),
    deleted_at: isoOrNull(e.deletedAt),
  };
}

/** What the audit trail keeps of an endpoint (never its secret). */
const snapshot = (e: EndpointRecord) => ({
  api_client_id: e.apiClientId,
  url: e.url,
  description: e.description,
  events: e.events,
  enabled: e.enabled,
  deleted_at: isoOrNull(e.deletedAt),
});

/** The endpoints answered with their clients (one look-up of the clients). */
async function withClients(db: Db | Tx, rows: readonly EndpointRecord[]): Promise<WebhookEndpointJson[]> {
  const ids = [...new Set(rows.map((r) => r.apiClientId))];
  const clients = new Map<number, ApiClientRow>();
  if (ids.length === 1) clients.set(ids[0]!, await loadApiClient(db, ids[0]!));
  else if (ids.length > 1) for (const c of await listApiClients(db as Db)) clients.set(c.id, c);
  return rows.map((r) => endpointJson(r, clients.get(r.apiClientId)!));
}

/**
 * The live endpoints the caller manages, newest first: an API client's own; for an administrator
 * every client's, or `apiClientId`'s.
 */
export async function listEndpoints(
  db: Db,
  principal: Principal,
  apiClientId: number | undefined,
): Promise<WebhookEndpointJson[]> {
  const owner = ownerOf(principal) ?? apiClientId;
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(and(isNull(webhookEndpoints.deletedAt), owner == null ? undefined : eq(webhookEndpoints.apiClientId, owner)))
    .orderBy(desc(webhookEndpoints.id));
  return withClients(db, rows);
}

/**
 * Endpoint `id` as the caller may see it (404 otherwise): an API client's own live endpoint; any
 * for an administrator, deleted ones only with `deleted: 'include'`. `lock` takes it FOR UPDATE.
 */
async function visibleEndpoint(
  db: Db | Tx,
  principal: Principal,
  id: number,
  { deleted = 'exclude', lock = false }: { deleted?: 'include' | 'exclude'; lock?: boolean } = {},
): Promise<EndpointRecord> {
  const query = db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  const [row] = lock ? await query.for('update') : await query;
  const owner = ownerOf(principal);
  const hidden =
    !row ||
    (owner != null && row.apiClientId !== owner) ||
    (row.deletedAt != null && (owner != null || deleted === 'exclude'));
  if (hidden) throw notFound(WEBHOOK_MESSAGES.endpointNotFound);
  return row;
}

/** Endpoint `id` with its client, as the caller may see it (deleted ones for administrators). */
export async function loadEndpoint(db: Db, principal: Principal, id: number): Promise<WebhookEndpointJson> {
  const row = await visibleEndpoint(db, principal, id, { deleted: 'include' });
  return (await withClients(db, [row]))[0]!;
}

/** The URL checked by the rules of urls.ts, or 400 on `url` with the rule's message. */
async function checkedUrl(deps: Pick<AppDeps, 'config'>, url: string): Promise<string> {
  try {
    return await checkWebhookUrl(url, { allowInsecureLoopback: deps.config.webhooks.allowInsecureLoopback });
  } catch (err) {
    if (err instanceof WebhookUrlError) throw badRequest(err.message, { url: err.message });
    throw err;
  }
}

/**
 * Creates an endpoint for the calling API client (or, for an administrator, `api_client_id`) and
 * answers its secret once. 400: a refused URL, no client chosen, 20 endpoints already; 404 unknown
 * client; 409 revoked client.
 */
export async function createEndpoint(
  deps: Pick<AppDeps, 'db' | 'config'>,
  principal: Principal,
  input: CreateEndpointBody,
): Promise<{ endpoint: WebhookEndpointJson; secret: string }> {
  const clientId = ownerOf(principal) ?? input.api_client_id;
  if (clientId == null) {
    throw badRequest(WEBHOOK_MESSAGES.clientRequired, { api_client_id: WEBHOOK_MESSAGES.clientRequired });
  }
  const url = await checkedUrl(deps, input.url);
  const secret = newWebhookSecret();
  const endpoint = await deps.db.transaction(async (tx) => {
    const [client] = await tx.select().from(apiClients).where(eq(apiClients.id, clientId)).for('update');
    if (!client) throw notFound(WEBHOOK_MESSAGES.clientNotFound);
    if (client.revokedAt) throw conflict(WEBHOOK_MESSAGES.clientRevoked);
    const [{ n }] = (await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.apiClientId, clientId), isNull(webhookEndpoints.deletedAt)))) as [{ n: number }];
    if (Number(n) >= MAX_ENDPOINTS_PER_CLIENT) throw badRequest(WEBHOOK_MESSAGES.tooMany);
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({ apiClientId: clientId, url, description: input.description ?? null, secret, events: input.events })
      .returning();
    await recordAudit(tx, {
      actorId: principal.userId,
      action: 'webhook_endpoint.created',
      subjectType: 'webhook_endpoint',
      subjectId: row!.id,
      after: snapshot(row!),
    });
    return (await withClients(tx, [row!]))[0]!;
  });
  return { endpoint, secret };
}

/** Changes the fields given of a live endpoint; 400 on a refused URL, 404 when not the caller's. */
export async function updateEndpoint(
  deps: Pick<AppDeps, 'db' | 'config'>,
  principal: Principal,
  id: number,
  input: UpdateEndpointBody,
): Promise<WebhookEndpointJson> {
  const url = input.url === undefined ? undefined : await checkedUrl(deps, input.url);
  return deps.db.transaction(async (tx) => {
    const before = await visibleEndpoint(tx, principal, id, { lock: true });
    const changes: Partial<EndpointRecord> = {};
    if (url !== undefined) changes.url = url;
    if (input.description !== undefined) changes.description = input.description === '' ? null : input.description;
    if (input.events !== undefined) changes.events = input.events;
    if (input.enabled !== undefined) changes.enabled = input.enabled;
    if (Object.keys(changes).length === 0) return (await withClients(tx, [before]))[0]!;
    const [after] = await tx
      .update(webhookEndpoints)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(webhookEndpoints.id, id))
      .returning();
    await recordAudit(tx, {
      actorId: principal.userId,
      action: 'webhook_endpoint.updated',
      subjectType: 'webhook_endpoint',
      subjectId: id,
      before: snapshot(before),
      after: snapshot(after!),
    });
    return (await withClients(tx, [after!]))[0]!;
  });
}

/** A new signing secret for a live endpoint, answered once; deliveries from now on use it. */
export async function rotateEndpointSecret(
  deps: Pick<AppDeps, 'db'>,
  principal: Principal,
  id: number,
): Promise<{ endpoint: WebhookEndpointJson; secret: string }> {
  const secret = newWebhookSecret();
  const endpoint = await deps.db.transaction(async (tx) => {
    const before = await visibleEndpoint(tx, principal, id, { lock: true });
    const [after] = await tx
      .update(webhookEndpoints)
      .set({ secret, updatedAt: new Date() })
      .where(eq(webhookEndpoints.id, id))
      .returning();
    await recordAudit(tx, {
      actorId: principal.userId,
      action: 'webhook_endpoint.secret_rotated',
      subjectType: 'webhook_endpoint',
      subjectId: id,
      before: snapshot(before),
      after: snapshot(after!),
    });
    return (await withClients(tx, [after!]))[0]!;
  });
  return { endpoint, secret };
}

/**
 * Deletes a live endpoint (kept, disabled, with its log readable to administrators): nothing more
 * is queued for it, and its pending deliveries end `dead` without a request.
 */
export async function deleteEndpoint(
  deps: Pick<AppDeps, 'db'>,
  principal: Principal,
  id: number,
): Promise<WebhookEndpointJson> {
  return deps.db.transaction(async (tx) => {
    const before = await visibleEndpoint(tx, principal, id, { lock: true });
    const now = new Date();
    const [after] = await tx
      .update(webhookEndpoints)
      .set({ enabled: false, deletedAt: now, updatedAt: now })
      .where(eq(webhookEndpoints.id, id))
      .returning();
    await recordAudit(tx, {
      actorId: principal.userId,
      action: 'webhook_endpoint.deleted',
      subjectType: 'webhook_endpoint',
      subjectId: id,
      before: snapshot(before),
      after: snapshot(after!),
    });
    return (await withClients(tx, [after!]))[0]!;
  });
}

interface DeliveryRecord extends Record<string, unknown> {
  id: number;
  endpoint_id: number;
  message_id: string;
  event_type: WebhookEventCode;
  payload: unknown;
  status: WebhookDeliveryStatusCode;
  attempts: number;
  next_attempt_at: Date | string;
  last_attempt_at: Date | string | null;
  last_status_code: number | null;
  last_error: string | null;
  created_at: Date | string;
  delivered_at: Date | string | null;
}

interface AttemptRecord extends Record<string, unknown> {
  delivery_id: number;
  created_at: Date | string;
  status_code: number | null;
  error: string | null;
  duration_ms: number;
}

/** The deliveries with their latest ATTEMPTS_MAX attempts, oldest first. */
async function withAttempts(db: Db | Tx, rows: readonly DeliveryRecord[]): Promise<WebhookDeliveryJson[]> {
  const attempts = new Map<number, WebhookDeliveryJson['attempts']>();
  if (rows.length > 0) {
    const found = await db.execute<AttemptRecord>(sql`
      SELECT delivery_id, created_at, status_code, error, duration_ms FROM (
        SELECT a.*, row_number() OVER (PARTITION BY a.delivery_id ORDER BY a.id DESC) AS rn
          FROM webhook_attempts a WHERE a.delivery_id = ANY(${intArrayLiteral(rows.map((r) => Number(r.id)))}::int[])
      ) a WHERE rn <= ${ATTEMPTS_MAX}::int ORDER BY delivery_id, rn DESC`);
    for (const a of found.rows) {
      const list = attempts.get(Number(a.delivery_id)) ?? [];
      list.push({
        attempted_at: iso(a.created_at),
        status_code: a.status_code == null ? null : Number(a.status_code),
        error: a.error,
        duration_ms: Number(a.duration_ms),
      });
      attempts.set(Number(a.delivery_id), list);
    }
  }
  return rows.map((d) => ({
    id: Number(d.id),
    endpoint_id: Number(d.endpoint_id),
    message_id: d.message_id,
    event_type: d.event_type,
    payload: (typeof d.payload === 'string' ? JSON.parse(d.payload) : d.payload) as Record<string, unknown>,
    status: d.status,
    attempt_count: Number(d.attempts),
    next_attempt_at: d.status === WEBHOOK_DELIVERY_STATUS.PENDING ? iso(d.next_attempt_at) : null,
    last_attempt_at: isoOrNull(d.last_attempt_at),
    last_status_code: d.last_status_code == null ? null : Number(d.last_status_code),
    last_error: d.last_error,
    created_at: iso(d.created_at),
    delivered_at: isoOrNull(d.delivered_at),
    attempts: attempts.get(Number(d.id)) ?? [],
  }));
}

const DELIVERY_COLUMNS = sql.raw(
  'id, endpoint_id, message_id, event_type, payload, status, attempts, next_attempt_at, last_attempt_at, ' +
    'last_status_code, last_error, created_at, delivered_at',
);

/**
 * The latest `first` deliveries of each of `endpointIds` the caller may see (others are left out),
 * newest first per endpoint, with their attempts.
 */
export async function listDeliveries(
  db: Db,
  principal: Principal,
  endpointIds: readonly number[],
  first: number,
): Promise<WebhookDeliveryJson[]> {
  const owner = ownerOf(principal);
  const visible = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        sql`${webhookEndpoints.id} = ANY(${intArrayLiteral(endpointIds)}::int[])`,
        owner == null ? undefined : and(eq(webhookEndpoints.apiClientId, owner), isNull(webhookEndpoints.deletedAt)),
      ),
    );
  if (visible.length === 0) return [];
  const found = await db.execute<DeliveryRecord>(sql`
    SELECT ${DELIVERY_COLUMNS} FROM (
      SELECT d.*, row_number() OVER (PARTITION BY d.endpoint_id ORDER BY d.id DESC) AS rn
        FROM webhook_deliveries d WHERE d.endpoint_id = ANY(${intArrayLiteral(visible.map((v) => v.id))}::int[])
    ) d WHERE rn <= ${first}::int ORDER BY endpoint_id, id DESC`);
  return withAttempts(db, found.rows);
}

/**
 * Sends delivery `id` again (any status): `pending`, due now, same message id, attempts kept; the
 * dispatcher is woken. 404 when not the caller's; 409 when its endpoint was deleted or is disabled,
 * or its client revoked.
 */
export async function replayDelivery(
  deps: Pick<AppDeps, 'db' | 'webhooks'>,
  principal: Principal,
  id: number,
): Promise<WebhookDeliveryJson> {
  const delivery = await deps.db.transaction(async (tx) => {
    const found = await tx.execute<DeliveryRecord>(
      sql`SELECT ${DELIVERY_COLUMNS} FROM webhook_deliveries WHERE id = ${id} FOR UPDATE`,
    );
    const before = found.rows[0];
    if (!before) throw notFound(WEBHOOK_MESSAGES.deliveryNotFound);
    let endpoint: EndpointRecord;
    try {
      endpoint = await visibleEndpoint(tx, principal, Number(before.endpoint_id), { deleted: 'include' });
    } catch {
      throw notFound(WEBHOOK_MESSAGES.deliveryNotFound);
    }
    if (endpoint.deletedAt) throw conflict(WEBHOOK_MESSAGES.replayDeleted);
    const [client] = await tx
      .select({ revokedAt: apiClients.revokedAt })
      .from(apiClients)
      .where(eq(apiClients.id, endpoint.apiClientId));
    if (client?.revokedAt) throw conflict(WEBHOOK_MESSAGES.replayRevoked);
    if (!endpoint.enabled) throw conflict(WEBHOOK_MESSAGES.replayDisabled);
    const updated = await tx.execute<DeliveryRecord>(sql`
      UPDATE webhook_deliveries
         SET status = ${WEBHOOK_DELIVERY_STATUS.PENDING}, next_attempt_at = now(), delivered_at = NULL
       WHERE id = ${id}
      RETURNING ${DELIVERY_COLUMNS}`);
    await recordAudit(tx, {
      actorId: principal.userId,
      action: 'webhook_delivery.replayed',
      subjectType: 'webhook_delivery',
      subjectId: id,
      before: { status: before.status, message_id: before.message_id, attempts: Number(before.attempts) },
      after: { status: WEBHOOK_DELIVERY_STATUS.PENDING, message_id: before.message_id },
    });
    return (await withAttempts(tx, updated.rows))[0]!;
  });
  deps.webhooks.wake();
  return delivery;
}
