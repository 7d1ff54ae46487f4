/**
 * The audit trail of administrative changes: append-only and hash-chained. docs/security.md "Audit
 * trail".
 */
import { bigint, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns.js';
import { users } from './access.js';

/**
 * The audit trail of administrative changes (users, roles, templates, signatures, settings): who,
 * when, what, and the subject before and after, written in the transaction of the change.
 * Certificates have their own trail (`certificate_events`). Append-only: nothing updates or deletes
 * a row.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: serial('id').primaryKey(),
    /** The user who made the change (null: the system, e.g. a password reset by token). */
    actorId: integer('actor_id').references(() => users.id),
    /** `<subject>.<verb>`, e.g. `user.created`, `role.updated`, `template.signees_assigned`. */
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    /**
     * The hash chain (docs/security.md "Audit trail"): position in the chain, the previous row's hash and
     * this row's SHA-256 over it and its content, set by a trigger on insert; UPDATE and DELETE
     * are refused by a trigger. `npm run audit:verify` walks the chain.
     */
    chainSeq: bigint('chain_seq', { mode: 'number' }),
    prevHash: text('prev_hash'),
    hash: text('hash'),
  },
  (t) => [
    index('audit_events_subject_idx').on(t.subjectType, t.subjectId),
    /** The Audit Log order and filters, as on `certificate_events`. */
    index('audit_events_created_idx').on(t.createdAt, t.id),
    index('audit_events_actor_idx').on(t.actorId, t.createdAt, t.id),
    index('audit_events_action_idx').on(t.action, t.createdAt, t.id),
    uniqueIndex('audit_events_chain_seq_uq').on(t.chainSeq),
  ],
);
