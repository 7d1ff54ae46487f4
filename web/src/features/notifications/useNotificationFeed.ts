/**
 * The viewer's notifications: the feed query, live additions through `notificationAdded`
 * (written into the cached feed, with a small toast) and marking one read.
 */
import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import {
  MarkNotificationReadDocument,
  NotificationAddedDocument,
  NotificationFeedDocument,
  type NotificationItemFragment,
} from '../../generated/graphql';
import { showInfo } from '../../shared/toaster';

export const FEED_LIMIT = 20;
const feedQuery = { query: NotificationFeedDocument, variables: { limit: FEED_LIMIT } } as const;

export function useNotificationFeed() {
  const { data, loading } = useQuery(NotificationFeedDocument, { variables: { limit: FEED_LIMIT } });

  useSubscription(NotificationAddedDocument, {
    onData: ({ client, data: event }) => {
      const added = event.data?.notificationAdded;
      if (!added) return;
      client.cache.updateQuery(feedQuery, (prev) => {
        const items = prev?.notifications.items ?? [];
        return {
          notifications: {
            __typename: 'NotificationFeed' as const,
            items: [added.notification, ...items.filter((i) => i.id !== added.notification.id)].slice(0, FEED_LIMIT),
            unreadCount: added.unreadCount,
          },
        };
      });
      void showInfo(added.notification.message, 3000);
    },
  });

  const [markRead] = useMutation(MarkNotificationReadDocument, {
    update: (cache, { data: result }) => {
      const unreadCount = result?.markNotificationRead.unreadCount;
      if (unreadCount === undefined) return;
      cache.updateQuery(feedQuery, (prev) => (prev ? { notifications: { ...prev.notifications, unreadCount } } : prev));
    },
  });

  const items: NotificationItemFragment[] = data?.notifications.items ?? [];
  return {
    items,
    unreadCount: data?.notifications.unreadCount ?? 0,
    loading,
    markRead: (id: string) => markRead({ variables: { input: { id } } }),
  };
}
