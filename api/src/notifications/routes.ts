/**
 * Notifications read side: `/notifications` (POST or GET), `/readNotification` and
 * `/readAllNotifications`. spec: access-and-administration §2 "Notifications", §7;
 * api/CONTRACT.md "Notifications".
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../app-deps.js';
import { notifications } from '../db/schema.js';
import { errorAnswer, errors, json, messageAnswer } from '../http/answers.js';
import { ApiError } from '../http/errors.js';
import { fieldsOf, flag, optionalId, optionalWholeNumber } from '../http/fields.js';
import { notificationsAnswer } from './answers.js';
import { notificationJson, unreadCount } from './serialize.js';

const TAGS = ['Notifications'];
const NOT_FOUND = 'Notification not found';

const listFields = fieldsOf({
  limit: optionalWholeNumber('limit', 1, 100).describe('How many (default 20)'),
  unread_only: z.preprocess(
    (v) => (v === '' || v == null ? undefined : v),
    flag('unread_only must be true or false').optional(),
  ),
});
/** `/readNotification`'s 404 also says it in `notifications` (the spec's error text). */
const readError = errorAnswer.extend({ notifications: z.string().optional() });

/** Registers the notification routes. spec: api/CONTRACT.md "Notifications and live events". */
export async function registerNotificationRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  /** The caller's latest notifications and unread count. spec: access-and-administration §7. */
  const list = async (userId: number, input: z.infer<typeof listFields>) => {
    const where = input.unread_only
      ? and(eq(notifications.userId, userId), isNull(notifications.readAt))
      : eq(notifications.userId, userId);
    const [rows, unread] = await Promise.all([
      db
        .select()
        .from(notifications)
        .where(where)
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(input.limit ?? 20),
      unreadCount(db, userId),
    ]);
    return { success: 1 as const, notifications: rows.map(notificationJson), unread_notifications: unread };
  };
  const listSchema = {
    tags: TAGS,
    summary: 'The caller’s latest notifications (newest first) and unread count',
    response: { 200: json(notificationsAnswer, 'The notifications'), ...errors(400, 401) },
  };
  api.post('/notifications', { schema: { ...listSchema, body: listFields } }, async (request) =>
    list(request.principal.userId, request.body),
  );
  api.get('/notifications', { schema: { ...listSchema, querystring: listFields } }, async (request) =>
    list(request.principal.userId, request.query),
  );

  api.post(
    '/readNotification',
    {
      schema: {
        tags: TAGS,
        summary: 'Mark one of the caller’s notifications read',
        body: fieldsOf({ notification_id: optionalId(NOT_FOUND) }),
        response: {
          200: json(messageAnswer, 'Marked read (or already read)'),
          ...errors(401),
          400: json(readError, 'No notification named'),
          404: json(readError, NOT_FOUND),
        },
      },
    },
    async (request) => {
      const id = request.body.notification_id;
      if (id === undefined) {
        const message = 'Please select a notification';
        throw new ApiError(400, message, { notifications: message, errors: { notification_id: message } });
      }
      const userId = request.principal.userId;
      const updated = await db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId), isNull(notifications.readAt)))
        .returning({ id: notifications.id });
      if (!updated.length) {
        // Already read is fine; someone else's or unknown is not found.
        const [own] = await db
          .select({ id: notifications.id })
          .from(notifications)
          .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
        if (!own) throw new ApiError(404, NOT_FOUND, { notifications: NOT_FOUND });
      }
      return { success: 1 as const, message: 'Notification marked as read' };
    },
  );

  api.post(
    '/readAllNotifications',
    {
      schema: {
        tags: TAGS,
        summary: 'Mark all of the caller’s notifications read (extension)',
        response: { 200: json(messageAnswer, 'Done'), ...errors(401) },
      },
    },
    async (request) => {
      await db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(eq(notifications.userId, request.principal.userId), isNull(notifications.readAt)));
      return { success: 1 as const, message: 'All notifications marked as read' };
    },
  );
}
