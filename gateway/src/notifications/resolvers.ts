import type {
  MutationResolvers,
  NotificationResolvers,
  QueryResolvers,
  ResolversParentTypes,
  SubscriptionResolvers,
} from '../generated/resolvers.js';
import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../context.js';
import { restId } from '../rest/ids.js';
import type { EventSelector } from './eventFeed.js';
import type { NotificationModel } from './models.js';

type NotificationAddedEvent = ResolversParentTypes['NotificationAddedEvent'];
type CertificateUpdatedEvent = ResolversParentTypes['CertificateUpdatedEvent'];

/** The selected events of the caller's WebSocket connection (subscriptions run over graphql-ws only). */
export function live<T>(ctx: GatewayContext, select: EventSelector<T>): AsyncIterableIterator<T> {
  if (!ctx.feed) {
    throw new GraphQLError('Subscriptions run over WebSocket (graphql-ws) on /graphql', {
      extensions: { code: 'BAD_REQUEST' },
    });
  }
  return ctx.feed.iterate(select);
}

/** How many recent notifications markNotificationRead scans to answer the marked one. */
const READ_LOOKUP_LIMIT = 100;

/** `Query.notifications` via `POST /notifications` (access-and-administration §2 Notifications). */
export const notificationQueries: Pick<QueryResolvers, 'notifications'> = {
  notifications: async (_p, { limit }, ctx) => {
    const answer = await ctx.api.post('/notifications', { body: { limit: limit ?? 20 } });
    return { items: answer.notifications, unreadCount: answer.unread_notifications };
  },
};

/** `markNotificationRead` via `POST /readNotification`, then the feed for the new unread count. */
export const notificationMutations: Pick<MutationResolvers, 'markNotificationRead'> = {
  markNotificationRead: async (_p, { input }, ctx) => {
    await ctx.api.post('/readNotification', { body: { notification_id: restId(input.id) } });
    const feed = await ctx.api.post('/notifications', { body: { limit: READ_LOOKUP_LIMIT } });
    const notification = feed.notifications.find((n) => String(n.id) === input.id);
    return { notification: notification ?? null, unreadCount: feed.unread_notifications };
  },
};

/** `Notification` fields from the REST notification (`action_id` is the certificate id). */
export const notificationResolvers: NotificationResolvers = {
  id: (n: NotificationModel) => String(n.id),
  subject: (n) => n.subject,
  message: (n) => n.message,
  certificateId: (n) => (n.action_id === null ? null : String(n.action_id)),
  read: (n) => n.read_at !== null,
  createdAt: (n) => n.created_at,
  /** The api names the list each notification opens (no subject → list table here). */
  list: (n) => n.list,
  listPath: (n) => n.list_path,
};

/**
 * Subscriptions over graphql-ws (DESIGN.md "Notifications and live updates"): the connection's
 * `GET /events` stream (opened with its token and request id when the connection was accepted; the
 * api sends only what the caller may see) becomes `notificationAdded` and `certificateUpdated`
 * events. When the session dies they end with UNAUTHENTICATED (docs/security.md "Authorisation, limits and headers").
 */
export const notificationSubscriptions: SubscriptionResolvers = {
  notificationAdded: {
    subscribe: (_p, _a, ctx) =>
      live(ctx, (e): { notificationAdded: NotificationAddedEvent } | null => {
        if (e.type !== 'notification') return null;
        const { unread_notifications, ...notification } = e.data;
        return { notificationAdded: { notification, unreadCount: unread_notifications } };
      }),
    resolve: (payload: { notificationAdded: NotificationAddedEvent }) => payload.notificationAdded,
  },
  certificateUpdated: {
    subscribe: (_p, { id }, ctx) =>
      live(ctx, (e): { certificateUpdated: CertificateUpdatedEvent } | null => {
        if (e.type !== 'certificate') return null;
        if (id !== undefined && id !== null && String(e.data.id) !== id) return null;
        return {
          certificateUpdated: {
            id: String(e.data.id),
            status: e.data.credential_status,
            reprintStatus: e.data.reprint_status,
            action: e.data.action,
          },
        };
      }),
    resolve: (payload: { certificateUpdated: CertificateUpdatedEvent }) => payload.certificateUpdated,
  },
};
