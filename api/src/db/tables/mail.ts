/**
 * The durable e-mail outbox: a message is written in the transaction that causes it.
 * docs/configuration.md.
 */
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { ts, createdAt } from '../columns.js';

/**
 * Outgoing e-mail, kept until it is delivered: a message is written in the transaction that
 * causes it and sent after commit; a failed delivery stays `pending` with its next attempt, so a
 * message is never lost to an SMTP outage or a restart.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** pending | sent | failed (gave up after the last attempt) */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: ts('sent_at'),
  },
  (t) => [index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);
