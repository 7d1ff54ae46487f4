/**
 * The audit trail of administrative changes (docs/product.md "Administration"). Certificates
 * keep their own trail in `certificate_events`.
 */
import type { Db, Tx } from '../db/client.js';
import { auditEvents } from '../db/schema.js';

/** What changed: `action` is `<subject>.<verb>` (`user.created`, `role.updated`, …). */
export interface AuditEntry {
  /** Who made the change (null: the system, e.g. a reset by e-mailed token). */
  actorId: number | null;
  action: string;
  subjectType: string;
  subjectId: string | number | null;
  /** The subject before the change (null when created); never secrets (password hashes, tokens). */
  before?: Record<string, unknown> | null;
  /** The subject after the change (null when deleted). */
  after?: Record<string, unknown> | null;
}

/** Writes one audit event with `tx` (call it inside the change's transaction). */
export async function recordAudit(tx: Tx | Db, entry: AuditEntry): Promise<void> {
  await tx.insert(auditEvents).values({
    actorId: entry.actorId,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId == null ? null : String(entry.subjectId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
