/**
 * Header bell: unread count badge and a dropdown of the latest notifications. Selecting one marks
 * it read and opens its list (access-and-administration §2 Notifications) when the viewer may open
 * that list; otherwise the certificate's preview, which its requisitioner or signee may always see
 * (docs/product.md "Dashboard, register and exports": links lead only where the viewer may go). No count is shown
 * until the feed has answered (never a false 0).
 */
import { Button, Menu, MenuDivider, MenuItem, NonIdealState, PopoverNext, Tag } from '@blueprintjs/core';
import { CombinedGraphQLErrors } from '@apollo/client';
import { formatDistanceToNow, parseISO } from 'date-fns';
import { useNavigate } from 'react-router';
import type { NotificationItemFragment } from '../../generated/graphql';
import { showError } from '../../shared/toaster';
import { useListAccess } from '../certificates/lists/listAccess';
import { subjectLabel } from './subjectLabel';
import { useNotificationFeed } from './useNotificationFeed';

const timeAgo = (iso: string) => {
  try {
    return formatDistanceToNow(parseISO(iso), { addSuffix: true });
  } catch {
    return '';
  }
};

export function NotificationBell() {
  const navigate = useNavigate();
  const { items, unreadCount, loading, markRead } = useNotificationFeed();
  const { mayOpen } = useListAccess();

  /** Where a notification leads: its list when the viewer may open it, else the certificate's preview. */
  const destination = (item: NotificationItemFragment): string | null => {
    if (mayOpen(item.listPath)) return item.listPath;
    return item.certificateId ? `/reports/${item.certificateId}/preview` : null;
  };

  async function open(item: NotificationItemFragment) {
    if (!item.read) {
      try {
        await markRead(item.id);
      } catch (error) {
        if (CombinedGraphQLErrors.is(error))
          void showError(error.errors[0]?.message ?? 'Could not read the notification');
        else console.warn('[notifications] mark read failed', error);
      }
    }
    const to = destination(item);
    if (to) await navigate(to);
  }

  const content = (
    <div className="notification-panel">
      <div className="notification-panel__header">
        <span>Notifications</span>
        {unreadCount > 0 && (
          <Tag minimal round intent="primary">
            {unreadCount} unread
          </Tag>
        )}
      </div>
      {items.length === 0 ? (
        <NonIdealState
          icon="notifications"
          title="You're all caught up"
          description="New activity on certificates appears here."
        />
      ) : (
        <Menu className="notification-panel__list">
          {items.map((item, index) => (
            <div key={item.id}>
              {index > 0 && <MenuDivider />}
              <MenuItem
                className={`notification-item${item.read ? '' : ' notification-item--unread'}`}
                multiline
                onClick={() => void open(item)}
                text={
                  <div>
                    <div className="notification-item__subject">{subjectLabel(item.subject)}</div>
                    <div className="notification-item__message">{item.message}</div>
                    <div className="notification-item__time">{timeAgo(item.createdAt)}</div>
                  </div>
                }
              />
            </div>
          ))}
        </Menu>
      )}
    </div>
  );

  return (
    <PopoverNext content={content} placement="bottom-end" arrow={false}>
      {/* the button itself is the popover target: its aria-expanded is allowed there (axe), not on a span */}
      <Button
        className="notification-bell"
        variant="minimal"
        icon="notifications"
        aria-label={loading ? 'Notifications' : `Notifications, ${unreadCount} unread`}
      >
        {unreadCount > 0 && (
          <span className="notification-bell__badge" data-testid="notification-count" aria-hidden="true">
            {unreadCount > 99 ? '99+' : unreadCount}
          </span>
        )}
      </Button>
    </PopoverNext>
  );
}
