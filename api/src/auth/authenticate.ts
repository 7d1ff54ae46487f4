/**
 * Token → Principal: one query joining the session, its active user and the union of the grants of
 * the user's active roles, kept a few seconds per token by the api's PrincipalCache (docs/architecture.md "A gateway that adds nothing").
 * spec: DESIGN.md "Authentication", "Roles, modules and permissions".
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { ApiClientScopeCode } from '../codes.js';
import { grantsOfScopes } from './scopes.js';
import type { Principal } from './principal.js';
import type { LoadedPrincipal, PrincipalCache } from './principalCache.js';
import { hashToken } from './tokens.js';

interface PrincipalRow extends Record<string, unknown> {
  session_id: number;
  user_id: number;
  email: string;
  first_name: string;
  last_name: string;
  password_security: boolean;
  sign_verified_at: Date | string | null;
  last_seen_at: Date | string;
  expires_at: Date | string;
  role_ids: number[] | null;
  kind: string;
  api_client_id: number | null;
  api_client_name: string | null;
  api_client_scopes: string[] | null;
  modules: string[] | null;
  permissions: string[] | null;
}

const toDate = (v: Date | string | null): Date | null => (v == null ? null : v instanceof Date ? v : new Date(v));

/**
 * A session `s` of user `u` is live: not revoked, not expired, its user active and not deleted.
 * The one home of that rule (authentication and the `/events` re-check use it).
 */
export const LIVE_SESSION_SQL = sql`s.revoked_at IS NULL AND s.expires_at > now() AND u.status AND u.deleted_at IS NULL`;

/** How often `sessions.last_seen_at` is refreshed. */
const LAST_SEEN_RESOLUTION_MS = 60_000;

/**
 * The Principal for a bearer token, or null when the token is unknown, expired, revoked, or its
 * user is inactive or deleted. With `cache`, a principal read in the last few seconds is answered
 * without a query (auth/principalCache.ts says when it is dropped). spec: api/CONTRACT.md
 * "Conventions" (401); docs/architecture.md "A gateway that adds nothing".
 */
export async function authenticateToken(db: Db, token: string, cache?: PrincipalCache): Promise<Principal | null> {
  const tokenHash = hashToken(token);
  if (cache) return cache.get(tokenHash, () => loadPrincipal(db, tokenHash));
  return (await loadPrincipal(db, tokenHash))?.principal ?? null;
}

/**
 * Reads the principal of the session whose token hashes to `tokenHash` (one query), refreshing
 * `sessions.last_seen_at` when older than a minute; null when no live session has it.
 */
async function loadPrincipal(db: Db, tokenHash: string): Promise<LoadedPrincipal | null> {
  const result = await db.execute<PrincipalRow>(sql`
    SELECT s.id AS session_id, u.id AS user_id, u.email, u.first_name, u.last_name, u.password_security,
           s.sign_verified_at, s.last_seen_at, s.expires_at, u.kind,
           ac.id AS api_client_id, ac.name AS api_client_name, ac.scopes AS api_client_scopes,
           (SELECT array_agg(DISTINCT ur.role_id ORDER BY ur.role_id) FROM user_roles ur
              JOIN roles r ON r.id = ur.role_id AND r.status WHERE ur.user_id = u.id) AS role_ids,
           (SELECT array_agg(DISTINCT m.module_name) FROM user_roles ur
              JOIN roles r ON r.id = ur.role_id AND r.status
              JOIN role_modules rm ON rm.role_id = r.id
              JOIN modules m ON m.id = rm.module_id WHERE ur.user_id = u.id) AS modules,
           (SELECT array_agg(DISTINCT rp.resource || '.' || rp.action) FROM user_roles ur
              JOIN roles r ON r.id = ur.role_id AND r.status
              JOIN role_permissions rp ON rp.role_id = r.id WHERE ur.user_id = u.id) AS permissions
      FROM sessions s JOIN users u ON u.id = s.user_id
      LEFT JOIN api_clients ac ON ac.user_id = u.id AND ac.session_id = s.id AND ac.revoked_at IS NULL
     WHERE s.token_hash = ${tokenHash} AND ${LIVE_SESSION_SQL}`);
  const row = result.rows[0];
  if (!row) return null;
  // An API client's user authenticates only through its live client's current secret.
  if (row.kind === 'api_client' && row.api_client_id == null) return null;
  const lastSeen = toDate(row.last_seen_at);
  if (!lastSeen || Date.now() - lastSeen.getTime() > LAST_SEEN_RESOLUTION_MS) {
    await db.execute(sql`UPDATE sessions SET last_seen_at = now() WHERE id = ${row.session_id}`);
  }
  const apiClient =
    row.api_client_id == null
      ? null
      : {
          id: Number(row.api_client_id),
          name: row.api_client_name ?? '',
          scopes: new Set((row.api_client_scopes ?? []) as ApiClientScopeCode[]),
        };
  const grants = apiClient
    ? grantsOfScopes([...apiClient.scopes])
    : { modules: new Set(row.modules ?? []), permissions: new Set(row.permissions ?? []) };
  const principal: Principal = {
    userId: Number(row.user_id),
    sessionId: Number(row.session_id),
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    roleIds: (row.role_ids ?? []).map(Number),
    modules: grants.modules,
    permissions: grants.permissions,
    passwordSecurity: row.password_security,
    signVerifiedAt: toDate(row.sign_verified_at),
    apiClient,
  };
  return { principal, expiresAt: toDate(row.expires_at)! };
}
