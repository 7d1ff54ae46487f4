import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { MockLink } from '@apollo/client/testing';
import { UpdateUserDocument, UserDetailDocument } from '../../generated/graphql';
import { showError, showSuccess } from '../../shared/toaster';
import { userRow } from './testing/adminFixtures';
import { UpdateUserPage } from './UpdateUserPage';

vi.mock('../../shared/toaster', () => ({ showError: vi.fn(), showSuccess: vi.fn(), showInfo: vi.fn() }));

const STALE = 'This user was changed by someone else. Reload it and try again.';
const BEN = userRow('7', 'Ben', 'Baker', { version: 4 });

function renderPage(mocks: MockLink.MockedResponse[]) {
  const router = createMemoryRouter(
    [
      { path: '/settings/user-management/:id', Component: UpdateUserPage },
      { path: '/settings/user-management', element: <p>User list</p> },
    ],
    { initialEntries: ['/settings/user-management/7'] },
  );
  render(
    <MockedProvider mocks={mocks}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
  return router;
}

const detail = (user: typeof BEN | null) => ({
  request: { query: UserDetailDocument, variables: { id: '7' } },
  result: { data: { user } },
});

describe('UpdateUserPage (access §2 Update User, §7 /user/{id}/update)', () => {
  beforeEach(() => {
    vi.mocked(showError).mockClear();
    vi.mocked(showSuccess).mockClear();
  });

  it('fills the form, shows the e-mail read-only and sends the change with the version read', async () => {
    const updated = vi.fn(() => ({
      data: {
        updateUser: {
          __typename: 'UpdateUserPayload',
          message: 'User updated successfully',
          user: { ...BEN, firstName: 'Benjamin', version: 5 },
        },
      },
    }));
    const router = renderPage([
      detail(BEN),
      {
        request: {
          query: UpdateUserDocument,
          variables: {
            input: {
              id: '7',
              firstName: 'Benjamin',
              lastName: 'Baker',
              mobileNumber: '0400111222',
              active: false,
              version: 4,
            },
          },
        },
        result: updated,
      },
    ]);
    const first = await screen.findByLabelText(/First name/);
    expect(first).toHaveValue('Ben');
    expect(screen.getByLabelText(/Email/)).toHaveValue('ben@example.edu.au');
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('readonly');
    expect(screen.queryByLabelText(/Password/)).toBeNull();
    await userEvent.clear(first);
    await userEvent.type(first, 'Benjamin');
    await userEvent.click(screen.getByRole('checkbox', { name: /^Status/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/user-management'));
    expect(updated).toHaveBeenCalledTimes(1);
    expect(showSuccess).toHaveBeenCalledWith('User updated successfully');
  });

  it('says someone else changed the user and reloads it (CONFLICT)', async () => {
    renderPage([
      detail(BEN),
      {
        request: { query: UpdateUserDocument, variables: () => true },
        result: { errors: [new GraphQLError(STALE, { extensions: { code: 'CONFLICT' } })] },
      },
      detail({ ...BEN, lastName: 'Barker', version: 5 }),
    ]);
    const last = await screen.findByLabelText(/Last name/);
    await userEvent.clear(last);
    await userEvent.type(last, 'Mine');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(showError).toHaveBeenCalledWith(STALE));
    await waitFor(() => expect(screen.getByLabelText(/Last name/)).toHaveValue('Barker'));
  });

  it('says so when the user does not exist', async () => {
    renderPage([detail(null)]);
    expect(await screen.findByText('User not found')).toBeInTheDocument();
  });
});
