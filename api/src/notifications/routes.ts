/**
 * Notifications read side: `/notifications` (POST or GET) and `/readNotification`.
 * spec: access-and-administration §2 "Notifications", §7; api/CONTRACT.md "Notifications".
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps } from '../app-deps.js';
import { notifications } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import { parseInput } from '../http/validate.js';
import { notificationJson, unreadCount } from './serialize.js';

const listSchema = z.object({
  limit: z.preprocess(
    (v) => (v === '' || v == null ? undefined : v),
    z.coerce.number({ error: 'limit must be a number' }).int('limit must be a whole number').min(1, 'limit must be between 1 and 100').max(100, 'limit must be between 1 and 100').default(20),
  ),
  unread_only: z.preprocess((v) => v === true || v === 'true' || v === '1' || v === 1, z.boolean()).optional(),
});
const readSchema = z.object({
  notification_id: z.coerce.number({ error: 'Notification not found' }).int('Notification not found').positive('Notification not found'),
});

/** Registers the notification routes. spec: api/CONTRACT.md "Notifications and live events". */
export async function registerNotificationRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  const list = async (request: FastifyRequest) => {
    const input = parseInput(listSchema, { ...(request.query as object), ...((request.body as object) ?? {}) });
    const userId = request.principal.userId;
    const where = input.unread_only
      ? and(eq(notifications.userId, userId), isNull(notifications.readAt))
      : eq(notifications.userId, userId);
    const [rows, unread] = await Promise.all([
      db.select().from(notifications).where(where).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(input.limit),
      unreadCount(db, userId),
    ]);
    return { success: 1, notifications: rows.map(notificationJson), unread_notifications: unread };
  };
  /** POST|GET /notifications — the caller's latest notifications and unread count. spec: access-and-administration §7. */
  app.post('/notifications', list);
  app.get('/notifications', list);

  /** POST /readNotification — marks one of the caller's notifications read. spec: access-and-administration §7. */
  app.post('/readNotification', async (request) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const parsed = readSchema.safeParse(body);
    const missing = () =>
      new ApiError(404, 'Notification not found', { notifications: 'Notification not found' });
    if (!parsed.success) {
      if (body.notification_id === undefined || body.notification_id === '') {
        throw new ApiError(400, 'Please select a notification', {
          notifications: 'Please select a notification',
          errors: { notification_id: 'Please select a notification' },
        });
      }
      throw missing();
    }
    const updated = await db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(and(eq(notifications.id, parsed.data.notification_id), eq(notifications.userId, request.principal.userId), isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    if (!updated.length) {
      // Already read is fine; someone else's or unknown is not found.
      const [own] = await db
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.id, parsed.data.notification_id), eq(notifications.userId, request.principal.userId)));
      if (!own) throw missing();
    }
    return { success: 1, message: 'Notification marked as read' };
  });

  /** POST /readAllNotifications — marks all of the caller's notifications read (extension). */
  app.post('/readAllNotifications', async (request) => {
    await db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(and(eq(notifications.userId, request.principal.userId), isNull(notifications.readAt)));
    return { success: 1, message: 'All notifications marked as read' };
  });
}
