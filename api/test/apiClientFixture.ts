/**
 * API clients for tests, written straight to the tables (docs/integrators.md "Create an API client": a user of kind
 * `api_client`, a never-expiring session whose token is the secret, stored as its SHA-256, and the
 * `api_clients` row pointing at both), so webhook and scope tests need no administrator call.
 *
 *   const client = await createTestApiClient(api, { scopes: ['webhooks:manage', 'register:read'] });
 *   await api.get('/webhookEndpoints', client.token);
 *   await revokeTestApiClient(api, client.id);
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { ApiClientScopeCode } from '../src/codes.js';
import { hashToken } from '../src/auth/tokens.js';
import { apiClients, sessions, users } from '../src/db/schema.js';
import type { TestApi } from './harness.js';

export interface TestApiClient {
  /** `api_clients.id`. */
  id: number;
  /** The client's own user (`users.kind = 'api_client'`). */
  userId: number;
  name: string;
  /** The secret, sent as `Authorization: Bearer <token>`. */
  token: string;
}

let serial = 0;

/** A live API client with `scopes` (default: every scope) and a fresh secret. */
export async function createTestApiClient(
  api: Pick<TestApi, 'db'>,
  {
    name = `Test client ${++serial} ${randomUUID().slice(0, 8)}`,
    scopes,
  }: { name?: string; scopes?: ApiClientScopeCode[] } = {},
): Promise<TestApiClient> {
  const token = `cfy_${randomBytes(32).toString('base64url')}`;
  return api.db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        firstName: name,
        lastName: '',
        email: `api-client-${randomUUID()}@clients.invalid`,
        passwordHash: '!',
        kind: 'api_client',
        emailNotifications: false,
      })
      .returning({ id: users.id });
    const [session] = await tx
      .insert(sessions)
      .values({
        userId: user!.id,
        tokenHash: hashToken(token),
        expiresAt: new Date('9999-12-31T00:00:00.000Z'),
        userAgent: 'api-client',
      })
      .returning({ id: sessions.id });
    const [client] = await tx
      .insert(apiClients)
      .values({
        userId: user!.id,
        sessionId: session!.id,
        name,
        scopes: scopes ?? ['register:read', 'certificates:request', 'webhooks:manage'],
        secretHint: `cfy_…${token.slice(-4)}`,
      })
      .returning({ id: apiClients.id });
    return { id: client!.id, userId: user!.id, name, token };
  });
}

/**
 * Revokes client `id` as the api does: its session ends, `revoked_at` is set, and `session-revoked`
 * goes out on the bus (which drops the principal the api keeps for the secret).
 */
export async function revokeTestApiClient(api: Pick<TestApi, 'db' | 'events'>, id: number): Promise<void> {
  const [client] = await api.db.select().from(apiClients).where(eq(apiClients.id, id));
  if (!client) throw new Error(`no API client ${id}`);
  await api.db.execute(sql`UPDATE sessions SET revoked_at = now() WHERE user_id = ${client.userId}`);
  await api.db.execute(sql`UPDATE api_clients SET revoked_at = now() WHERE id = ${id}`);
  api.events.publish({ type: 'session-revoked', userId: client.userId });
}
