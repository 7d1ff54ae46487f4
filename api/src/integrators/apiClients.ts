/**
 * API clients: read, create, rotate, revoke (docs/integrators.md "Create an API client"). Each change is one
 * transaction with its audit event; rotating and revoking revoke the secret's session, announced
 * after commit so every instance ends the client's live streams.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AppDeps } from '../app-deps.js';
import { recordAudit } from '../audit/recordAudit.js';
import { revokeSessions } from '../auth/sessions.js';
import { hashToken } from '../auth/tokens.js';
import type { ApiClientScopeCode } from '../codes.js';
import type { Db, Tx } from '../db/client.js';
import { apiClients, sessions, users } from '../db/schema.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { AfterCommit } from '../events/afterCommit.js';
import { API_CLIENT_MESSAGES, type ApiClientRow } from './schemas.js';
import { NEVER, newApiClientSecret, secretHint } from './secrets.js';

const iso = (d: Date | string | null): string | null => (d == null ? null : new Date(d).toISOString());

/** `sessions.last_seen_at` of a secret not used yet. */
const NEVER_SEEN = new Date(0);

/** The client rows, newest first (or only `id`). */
async function selectClients(db: Db | Tx, where?: ReturnType<typeof eq>): Promise<ApiClientRow[]> {
  const creator = sql<{
    first_name: string;
    last_name: string;
  } | null>`(SELECT json_build_object('first_name', u.first_name, 'last_name', u.last_name) FROM users u WHERE u.id = ${apiClients.createdBy} AND u.deleted_at IS NULL)`;
  const rows = await db
    .select({
      id: apiClients.id,
      name: apiClients.name,
      scopes: apiClients.scopes,
      secretHint: apiClients.secretHint,
      createdAt: apiClients.createdAt,
      createdBy: apiClients.createdBy,
      creatorName: creator,
      secretRotatedAt: apiClients.secretRotatedAt,
      revokedAt: apiClients.revokedAt,
      lastUsedAt: sessions.lastSeenAt,
    })
    .from(apiClients)
    .leftJoin(sessions, eq(sessions.id, apiClients.sessionId))
    .where(where)
    .orderBy(desc(apiClients.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    scopes: r.scopes as ApiClientScopeCode[],
    secret_hint: r.secretHint,
    created_at: iso(r.createdAt)!,
    created_by:
      r.createdBy != null && r.creatorName != null
        ? { id: r.createdBy, first_name: r.creatorName.first_name, last_name: r.creatorName.last_name }
        : null,
    secret_rotated_at: iso(r.secretRotatedAt),
    // A secret never used still has NEVER_SEEN as its session's last_seen_at.
    last_used_at: r.lastUsedAt && new Date(r.lastUsedAt).getTime() > NEVER_SEEN.getTime() ? iso(r.lastUsedAt) : null,
    revoked_at: iso(r.revokedAt),
  }));
}

/** Every API client, newest first. */
export const listApiClients = (db: Db): Promise<ApiClientRow[]> => selectClients(db);

/** Client `id`, or 404. */
export async function loadApiClient(db: Db | Tx, id: number): Promise<ApiClientRow> {
  const [row] = await selectClients(db, eq(apiClients.id, id));
  if (!row) throw notFound(API_CLIENT_MESSAGES.notFound);
  return row;
}

/** What the audit trail keeps of a client (never its secret). */
const snapshot = (c: ApiClientRow) => ({
  name: c.name,
  scopes: c.scopes,
  secret_hint: c.secret_hint,
  revoked_at: c.revoked_at,
});

/** A new session carrying `secret` for the client's user. */
async function issueSecret(tx: Tx, userId: number): Promise<{ secret: string; sessionId: number }> {
  const secret = newApiClientSecret();
  const [session] = await tx
    .insert(sessions)
    .values({ userId, tokenHash: hashToken(secret), expiresAt: NEVER, userAgent: 'api-client' })
    .returning({ id: sessions.id });
  // "Never used" until the first call: authenticate.ts refreshes a last_seen_at older than a
  // minute, so the very first call records itself.
  await tx.update(sessions).set({ lastSeenAt: NEVER_SEEN }).where(eq(sessions.id, session!.id));
  return { secret, sessionId: session!.id };
}

/**
 * Creates a client (its user of kind `api_client`, its secret's session, the audit event) and
 * answers the secret once. 400 when the name is taken by a live client.
 */
export async function createApiClient(
  deps: Pick<AppDeps, 'db'>,
  actorId: number,
  input: { name: string; scopes: ApiClientScopeCode[] },
): Promise<{ client: ApiClientRow; secret: string }> {
  const scopes = [...new Set(input.scopes)];
  return deps.db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: apiClients.id })
      .from(apiClients)
      .where(and(sql`lower(${apiClients.name}) = ${input.name.toLowerCase()}`, isNull(apiClients.revokedAt)));
    if (taken) throw badRequest(API_CLIENT_MESSAGES.nameTaken, { name: API_CLIENT_MESSAGES.nameTaken });
    const [user] = await tx
      .insert(users)
      .values({
        firstName: input.name,
        lastName: '',
        email: `api-client-${randomUUID()}@clients.invalid`,
        passwordHash: '!',
        kind: 'api_client',
        emailNotifications: false,
      })
      .returning({ id: users.id });
    const { secret, sessionId } = await issueSecret(tx, user!.id);
    const [created] = await tx
      .insert(apiClients)
      .values({
        userId: user!.id,
        sessionId,
        name: input.name,
        scopes,
        secretHint: secretHint(secret),
        createdBy: actorId,
      })
      .returning({ id: apiClients.id });
    const client = await loadApiClient(tx, created!.id);
    await recordAudit(tx, {
      actorId,
      action: 'api_client.created',
      subjectType: 'api_client',
      subjectId: client.id,
      after: snapshot(client),
    });
    return { client, secret };
  });
}

/** The live client `id` locked for a change, or 404 / 409 when revoked. */
async function lockLiveClient(tx: Tx, id: number) {
  const [row] = await tx.select().from(apiClients).where(eq(apiClients.id, id)).for('update');
  if (!row) throw notFound(API_CLIENT_MESSAGES.notFound);
  if (row.revokedAt) throw conflict(API_CLIENT_MESSAGES.alreadyRevoked);
  return row;
}

/** Replaces a live client's secret: the old one stops at once; answers the new one once. */
export async function rotateApiClientSecret(
  deps: AppDeps,
  actorId: number,
  id: number,
): Promise<{ client: ApiClientRow; secret: string }> {
  const after = new AfterCommit();
  const result = await deps.db.transaction(async (tx) => {
    const row = await lockLiveClient(tx, id);
    const before = await loadApiClient(tx, id);
    if (row.sessionId != null) await revokeSessions({ db: tx, events: after }, { sessionId: row.sessionId });
    const { secret, sessionId } = await issueSecret(tx, row.userId);
    await tx
      .update(apiClients)
      .set({
        sessionId,
        secretHint: secretHint(secret),
        secretRotatedAt: new Date(),
        version: sql`${apiClients.version} + 1`,
      })
      .where(eq(apiClients.id, id));
    const client = await loadApiClient(tx, id);
    await recordAudit(tx, {
      actorId,
      action: 'api_client.secret_rotated',
      subjectType: 'api_client',
      subjectId: id,
      before: snapshot(before),
      after: snapshot(client),
    });
    return { client, secret };
  });
  await after.flush(deps);
  return result;
}

/** Revokes a live client: its secret stops at once on every instance. */
export async function revokeApiClient(deps: AppDeps, actorId: number, id: number): Promise<ApiClientRow> {
  const after = new AfterCommit();
  const client = await deps.db.transaction(async (tx) => {
    const row = await lockLiveClient(tx, id);
    const before = await loadApiClient(tx, id);
    await revokeSessions({ db: tx, events: after }, { userId: row.userId });
    await tx
      .update(apiClients)
      .set({ revokedAt: new Date(), version: sql`${apiClients.version} + 1` })
      .where(eq(apiClients.id, id));
    const revoked = await loadApiClient(tx, id);
    await recordAudit(tx, {
      actorId,
      action: 'api_client.revoked',
      subjectType: 'api_client',
      subjectId: id,
      before: snapshot(before),
      after: snapshot(revoked),
    });
    return revoked;
  });
  await after.flush(deps);
  return client;
}
