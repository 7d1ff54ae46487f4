/**
 * Notifications of each user. spec: certificate-workflow §6; DESIGN.md "Notifications and live
 * updates".
 */
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { NotificationSubject } from '../../codes.js';
import { ts, createdAt } from '../columns.js';
import { users } from './access.js';
import { certificates } from './certificates.js';

/** Per-user notifications. `action_id` is the certificate id. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actionId: integer('action_id').references(() => certificates.id, { onDelete: 'cascade' }),
    subject: text('subject').$type<NotificationSubject>().notNull(),
    message: text('message').notNull(),
    readAt: ts('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    /** The unread count. */
    index('notifications_user_idx').on(t.userId, t.readAt),
    /** The caller's notifications, newest first (docs/architecture.md "Queries that scale"). */
    index('notifications_user_created_idx').on(t.userId, t.createdAt, t.id),
  ],
);
