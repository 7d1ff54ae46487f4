/**
 * The `idempotency_keys` table (api/src/db/schema.ts): claims, first answers, releases and the
 * purge of expired keys. Every statement stands alone (no transaction around a handler), so any
 * number of api instances share the table: the primary key (user_id, key) decides which request
 * holds a key. A claim is a row without `status_code`; its `created_at` is the holder's token, so
 * a request whose claim was taken over can neither store nor release the new holder's.
 * spec: docs/integrators.md "Request certificates safely"; api/CONTRACT.md "Idempotent writes".
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { IDEMPOTENCY_KEY_TTL_HOURS } from '../http/idempotencyKey.js';

/** A claim without an answer older than this may be taken over by a retry of the same request. */
export const CLAIM_LEASE_SECONDS = 60;
/** How many expired keys one purge deletes at most. */
export const PURGE_BATCH = 500;

/** A kept first answer: status, the headers that describe the body, and the body. */
export interface StoredAnswer {
  statusCode: number;
  headers: Record<string, string>;
  /** The body as sent (JSON and other text answers). */
  text?: string;
  /** The body as sent, base64 (binary answers such as a printed PDF). */
  base64?: string;
}

/** What claiming a key found. */
export type Claim =
  | { kind: 'claimed'; token: string }
  | { kind: 'replay'; answer: StoredAnswer }
  | { kind: 'reused' }
  | { kind: 'in-progress' };

interface KeyRow extends Record<string, unknown> {
  request_hash: string;
  status_code: number | null;
  response: unknown;
}

export class IdempotencyStore {
  constructor(private readonly db: Db) {}

  /**
   * Claims `key` of `userId` for a request with fingerprint `hash`: a new key, an expired one or a
   * stale claim of the same request (no answer after `CLAIM_LEASE_SECONDS`: its holder died) is
   * claimed; otherwise the live row answers (replay, reused for another request, in progress).
   */
  async claim(userId: number, key: string, route: string, hash: string): Promise<Claim> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const claimed = await this.db.execute<{ token: string }>(sql`
        INSERT INTO idempotency_keys (user_id, key, route, request_hash, created_at, expires_at)
        VALUES (${userId}, ${key}, ${route}, ${hash}, now(),
                now() + make_interval(hours => ${IDEMPOTENCY_KEY_TTL_HOURS}))
        ON CONFLICT (user_id, key) DO UPDATE SET
          route = EXCLUDED.route, request_hash = EXCLUDED.request_hash, status_code = NULL, response = NULL,
          created_at = EXCLUDED.created_at, expires_at = EXCLUDED.expires_at
        WHERE idempotency_keys.expires_at <= now()
           OR (idempotency_keys.status_code IS NULL
               AND idempotency_keys.request_hash = EXCLUDED.request_hash
               AND idempotency_keys.created_at <= now() - make_interval(secs => ${CLAIM_LEASE_SECONDS}))
        RETURNING created_at::text AS token`);
      const token = claimed.rows[0]?.token;
      if (token) return { kind: 'claimed', token };

      const found = await this.db.execute<KeyRow>(sql`
        SELECT request_hash, status_code, response FROM idempotency_keys
        WHERE user_id = ${userId} AND key = ${key} AND expires_at > now()`);
      const row = found.rows[0];
      // Released or expired since the insert: claim again.
      if (!row) continue;
      if (row.request_hash !== hash) return { kind: 'reused' };
      if (row.status_code === null) return { kind: 'in-progress' };
      const response = (typeof row.response === 'string' ? JSON.parse(row.response) : row.response) as Omit<
        StoredAnswer,
        'statusCode'
      >;
      return { kind: 'replay', answer: { ...response, statusCode: Number(row.status_code) } };
    }
    return { kind: 'in-progress' };
  }

  /** Keeps the first answer of the claim `token` (nothing when the claim is no longer this request's). */
  async complete(userId: number, key: string, token: string, answer: StoredAnswer): Promise<void> {
    const { statusCode, ...response } = answer;
    await this.db.execute(sql`
      UPDATE idempotency_keys SET status_code = ${statusCode}, response = ${JSON.stringify(response)}::jsonb
      WHERE user_id = ${userId} AND key = ${key} AND created_at = ${token}::timestamptz AND status_code IS NULL`);
  }

  /** Gives the key up (the request changed nothing, or its answer cannot be kept): a retry acts. */
  async release(userId: number, key: string, token: string): Promise<void> {
    await this.db.execute(sql`
      DELETE FROM idempotency_keys
      WHERE user_id = ${userId} AND key = ${key} AND created_at = ${token}::timestamptz AND status_code IS NULL`);
  }

  /** Deletes up to `limit` expired keys; answers how many. */
  async purgeExpired(limit = PURGE_BATCH): Promise<number> {
    const result = await this.db.execute(sql`
      DELETE FROM idempotency_keys WHERE (user_id, key) IN (
        SELECT user_id, key FROM idempotency_keys WHERE expires_at <= now() LIMIT ${limit})`);
    const counts = result as { rowCount?: number | null; affectedRows?: number };
    return Number(counts.rowCount ?? counts.affectedRows ?? 0);
  }
}
