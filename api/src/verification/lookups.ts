/**
 * Verification look-ups counted (docs/security.md "Audit trail": "verification look-ups counted"): every
 * successful public look-up appends one `verification_lookups` row per certificate it showed —
 * `code` (GET /verify/{code}), `document` (POST /verifyDocument, each matched certificate),
 * `credential` (GET /verify/{code}/credential). Rows are never updated or deleted (a trigger
 * refuses it, SQLSTATE 2F003). Counting never slows or fails the answer: the insert runs after
 * the answer is ready, unawaited, and a failure is logged, not surfaced.
 */
import { count, inArray, max } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { verificationLookups } from '../db/schema.js';

/** How the public looked a credential up (`verification_lookups.via`). */
export const LOOKUP_VIA = { CODE: 'code', DOCUMENT: 'document', CREDENTIAL: 'credential' } as const;
export type LookupVia = (typeof LOOKUP_VIA)[keyof typeof LOOKUP_VIA];

/**
 * Appends one look-up row per certificate id, in the background: answers at once; a failure is
 * logged as a warning. Answers the insert's promise (settled, never rejecting) for tests.
 */
export function countLookups(db: Db, certificateIds: readonly number[], via: LookupVia, log: FastifyBaseLogger) {
  if (certificateIds.length === 0) return Promise.resolve();
  return db
    .insert(verificationLookups)
    .values(certificateIds.map((certificateId) => ({ certificateId, via })))
    .then(
      () => undefined,
      (err: unknown) => log.warn({ err, via }, 'could not count a verification look-up'),
    );
}

/** Look-ups of one certificate for staff: how many, and the latest (null when never looked up). */
export interface LookupCount {
  count: number;
  last_at: string | null;
}

/** The look-up counts of `certificateIds` (absent ids were never looked up), in one query. */
export async function lookupCounts(db: Db, certificateIds: readonly number[]): Promise<Map<number, LookupCount>> {
  const counts = new Map<number, LookupCount>();
  if (certificateIds.length === 0) return counts;
  const rows = await db
    .select({
      certificateId: verificationLookups.certificateId,
      count: count(),
      lastAt: max(verificationLookups.createdAt),
    })
    .from(verificationLookups)
    .where(inArray(verificationLookups.certificateId, [...certificateIds]))
    .groupBy(verificationLookups.certificateId);
  for (const r of rows) {
    const last = r.lastAt == null ? null : new Date(r.lastAt as Date | string).toISOString();
    counts.set(r.certificateId, { count: Number(r.count), last_at: last });
  }
  return counts;
}
