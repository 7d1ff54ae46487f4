/**
 * Gives a verification code to every certificate issued before codes existed (docs/verification.md): run at start (main.ts), idempotent and safe with several instances starting at
 * once — each row gets a code only while it has none (`WHERE verification_code IS NULL`, re-checked
 * by the database when two instances race), so a code once given never changes.
 */
import { and, asc, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { certificates } from '../db/schema.js';
import { newVerificationCode } from './code.js';
import { publiclyVerifiableSql } from './publicView.js';

/** Rows updated per statement. */
const BATCH = 500;

/**
 * Sets a new code on each issued, printed, completed or (after issue) cancelled certificate that
 * has none; answers how many it set. Rows changed this way get a new `change_xid` (the register's
 * incremental sync sees them once more) but keep their `updated_at`.
 */
export async function backfillVerificationCodes(db: Db): Promise<number> {
  let total = 0;
  for (;;) {
    const rows = await db
      .select({ id: certificates.id })
      .from(certificates)
      .where(and(isNull(certificates.verificationCode), publiclyVerifiableSql()))
      .orderBy(asc(certificates.id))
      .limit(BATCH);
    if (rows.length === 0) return total;
    const ids = rows.map((r) => r.id);
    // Array literals (one parameter each, whichever driver): ids are integers, codes [A-Z2-7].
    const codes = ids.map(() => newVerificationCode());
    const updated = await db.execute<{ id: number }>(sql`
      UPDATE ${certificates} SET verification_code = v.code
        FROM (SELECT unnest(${`{${ids.join(',')}}`}::int[]) AS id, unnest(${`{${codes.join(',')}}`}::text[]) AS code) v
       WHERE ${certificates.id} = v.id AND ${certificates.verificationCode} IS NULL
       RETURNING ${certificates.id}`);
    total += rowCount(updated);
    // Another instance took these rows between the select and the update: the next select moves on.
    if (rows.length < BATCH) return total;
  }
}

/** Rows of a `db.execute` answer, whichever driver (node-postgres or PGlite) gave it. */
function rowCount(result: unknown): number {
  const r = result as { rows?: unknown[]; rowCount?: number; affectedRows?: number };
  return r.rows?.length ?? r.rowCount ?? r.affectedRows ?? 0;
}
