import type {
  MutationResolvers,
  NotificationResolvers,
  QueryResolvers,
  ResolversParentTypes,
  SubscriptionResolvers,
} from '../generated/resolvers.js';

type NotificationAddedEvent = ResolversParentTypes['NotificationAddedEvent'];
type CertificateUpdatedEvent = ResolversParentTypes['CertificateUpdatedEvent'];
import { isNotificationSubject, listPathOfSubject, reprintFromCode, statusFromCode } from '../certificates/codes.js';
import type { RestEnvelope, RestNotificationEvent, RestNotifications } from '../rest/types.js';
import type { NotificationModel } from './models.js';

/** How many recent notifications markNotificationRead scans to answer the marked one. */
const READ_LOOKUP_LIMIT = 100;

/** `Query.notifications` via `POST /notifications` (access-and-administration §2 Notifications). */
export const notificationQueries: Pick<QueryResolvers, 'notifications'> = {
  notifications: async (_p, { limit }, ctx) => {
    const answer = await ctx.rest.post<RestNotifications>('/notifications', { token: ctx.token, json: { limit: limit ?? 20 } });
    return {
      items: answer.notifications.filter((n) => isNotificationSubject(n.subject)),
      unreadCount: answer.unread_notifications,
    };
  },
};

/** `markNotificationRead` via `POST /readNotification`, then the feed for the new unread count. */
export const notificationMutations: Pick<MutationResolvers, 'markNotificationRead'> = {
  markNotificationRead: async (_p, { input }, ctx) => {
    await ctx.rest.post<RestEnvelope>('/readNotification', { token: ctx.token, json: { notification_id: input.id } });
    const feed = await ctx.rest.post<RestNotifications>('/notifications', {
      token: ctx.token,
      json: { limit: READ_LOOKUP_LIMIT },
    });
    const notification = feed.notifications.find((n) => String(n.id) === input.id && isNotificationSubject(n.subject));
    return { notification: notification ?? null, unreadCount: feed.unread_notifications };
  },
};

/** `Notification` fields from the REST notification (`action_id` is the certificate id). */
export const notificationResolvers: NotificationResolvers = {
  id: (n: NotificationModel) => String(n.id),
  subject: (n) => {
    if (!isNotificationSubject(n.subject)) throw new Error(`Unknown notification subject: ${n.subject}`);
    return n.subject;
  },
  message: (n) => n.message,
  certificateId: (n) => (n.action_id === null || n.action_id === undefined ? null : String(n.action_id)),
  read: (n) => n.read_at !== null && n.read_at !== undefined,
  createdAt: (n) => n.created_at,
  listPath: (n) => (isNotificationSubject(n.subject) ? listPathOfSubject(n.subject) : '/certificates'),
};

/**
 * Subscriptions over graphql-ws (DESIGN.md "Notifications and live updates"): each subscriber's
 * own `GET /events` stream (opened with their token) becomes `notificationAdded` and
 * `certificateUpdated` events; unsubscribing closes the upstream stream.
 */
export const notificationSubscriptions: SubscriptionResolvers = {
  notificationAdded: {
    subscribe: (_p, _a, ctx) =>
      ctx.events.subscribe(ctx.token, (e): { notificationAdded: NotificationAddedEvent } | null => {
        if (e.type !== 'notification' || !isNotificationSubject(e.data.subject)) return null;
        const { unread_notifications, ...notification }: RestNotificationEvent = e.data;
        return {
          notificationAdded: { notification, unreadCount: Number(unread_notifications ?? 0) },
        };
      }),
    resolve: (payload: { notificationAdded: NotificationAddedEvent }) => payload.notificationAdded,
  },
  certificateUpdated: {
    subscribe: (_p, { id }, ctx) =>
      ctx.events.subscribe(ctx.token, (e): { certificateUpdated: CertificateUpdatedEvent } | null => {
        if (e.type !== 'certificate') return null;
        if (id !== undefined && id !== null && String(e.data.id) !== id) return null;
        return {
          certificateUpdated: {
            id: String(e.data.id),
            status: statusFromCode(e.data.credential_status),
            reprintStatus: reprintFromCode(e.data.reprint_status),
            action: e.data.action,
          },
        };
      }),
    resolve: (payload: { certificateUpdated: CertificateUpdatedEvent }) => payload.certificateUpdated,
  },
};
