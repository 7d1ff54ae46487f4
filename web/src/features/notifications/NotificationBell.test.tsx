import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  MarkNotificationReadDocument,
  NotificationFeedDocument,
  type NotificationItemFragment,
  type ViewerQuery,
} from '../../generated/graphql';
import { viewerMock } from '../../test/viewerMock';
import { NotificationBell } from './NotificationBell';
import { FEED_LIMIT } from './useNotificationFeed';

/** A requisitioner's certificates modules: requested, rejected/cancelled and printed lists. */
const REQUISITIONER_MODULES: ViewerQuery['viewer']['modules'] = [
  ['requested_list', 'Certificate Requests', 'requested-list'],
  ['rejected_list', 'Certificate Rejected/Cancelled', 'rejected-list'],
  ['printed_list', 'Certificate Printed', 'printed-list'],
].map(([name, displayName, path], i) => ({
  name: name!,
  displayName: displayName!,
  url: `/certificates/${path}`,
  section: 'CERTIFICATES',
  priority: i + 1,
}));

const notification = (
  id: string,
  subject: NotificationItemFragment['subject'],
  listPath: string,
  message: string,
): NotificationItemFragment & { __typename: 'Notification' } => ({
  __typename: 'Notification',
  id,
  subject,
  message,
  certificateId: '9',
  read: false,
  createdAt: new Date().toISOString(),
  listPath,
});

const SIGNED = notification(
  'n1',
  'CERTIFICATE_SIGNED',
  '/certificates/signed-list',
  'The certificate of Jane Citizen is signed',
);
const REJECTED = notification(
  'n2',
  'CERTIFICATE_REJECTED',
  '/certificates/rejected-list',
  'The certificate of Sam Student was rejected',
);

const feedMock = (items: NotificationItemFragment[], delay = 0): MockLink.MockedResponse => ({
  request: { query: NotificationFeedDocument, variables: { limit: FEED_LIMIT } },
  result: {
    data: { notifications: { __typename: 'NotificationFeed', items, unreadCount: items.length } },
  },
  delay,
});

const markReadMock = (item: NotificationItemFragment, unreadCount: number): MockLink.MockedResponse => ({
  request: { query: MarkNotificationReadDocument, variables: { input: { id: item.id } } },
  result: {
    data: {
      markNotificationRead: {
        __typename: 'MarkNotificationReadPayload',
        notification: { ...item, read: true },
        unreadCount,
      },
    },
  },
});

function renderBell(mocks: MockLink.MockedResponse[]) {
  const router = createMemoryRouter(
    [
      { path: '/dashboard', element: <NotificationBell /> },
      { path: '/certificates/:list', element: <p>List page</p> },
      { path: '/reports/:id/preview', element: <p>Certificate preview page</p> },
    ],
    { initialEntries: ['/dashboard'] },
  );
  render(
    <MockedProvider mocks={[viewerMock({ modules: REQUISITIONER_MODULES }), ...mocks]}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
  return router;
}

describe('NotificationBell', () => {
  it('opens the list of a notification when the viewer may open it', async () => {
    const router = renderBell([feedMock([SIGNED, REJECTED]), markReadMock(REJECTED, 1)]);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await userEvent.click(await screen.findByText('The certificate of Sam Student was rejected'));
    expect(await screen.findByText('List page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/certificates/rejected-list');
  });

  it('never opens a list the viewer may not see: the certificate preview instead', async () => {
    const router = renderBell([feedMock([SIGNED, REJECTED]), markReadMock(SIGNED, 1)]);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await userEvent.click(await screen.findByText('The certificate of Jane Citizen is signed'));
    expect(await screen.findByText('Certificate preview page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reports/9/preview');
  });

  it('claims no unread count while the feed loads', async () => {
    renderBell([feedMock([SIGNED], 200)]);
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByTestId('notification-count')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    expect(screen.getByTestId('notification-count')).toHaveTextContent('1');
  });
});
