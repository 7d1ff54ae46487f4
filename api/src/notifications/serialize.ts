/**
 * Notification rows → the JSON of `/notifications` and live events.
 * spec: access-and-administration §3 "Notification"; api/CONTRACT.md "Notifications".
 */
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { notifications } from '../db/schema.js';
import { certificateListPath, NOTIFICATION_SUBJECT_LIST } from '../codes.js';
import type { NotificationJson } from './answers.js';

/** One notification as `/notifications` answers it. */
export function notificationJson(n: typeof notifications.$inferSelect): NotificationJson {
  return {
    id: n.id,
    action_id: n.actionId,
    subject: n.subject,
    message: n.message,
    read_at: n.readAt ? n.readAt.toISOString() : null,
    created_at: n.createdAt.toISOString(),
    list: NOTIFICATION_SUBJECT_LIST[n.subject],
    list_path: certificateListPath(NOTIFICATION_SUBJECT_LIST[n.subject]),
  };
}

/** Number of unread notifications of a user. spec: access-and-administration §2 (bell count). */
export async function unreadCount(db: Db | Tx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}
