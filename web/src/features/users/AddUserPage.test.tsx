import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { MockLink } from '@apollo/client/testing';
import { AddUserDocument, RoleChoicesDocument } from '../../generated/graphql';
import { showError, showSuccess } from '../../shared/toaster';
import { AddUserPage } from './AddUserPage';
import { roleChoices, userRow } from './testing/adminFixtures';

vi.mock('../../shared/toaster', () => ({ showError: vi.fn(), showSuccess: vi.fn(), showInfo: vi.fn() }));

const PATTERN = 'Password must contain at least one lowercase letter, uppercase letter, digit, and special character.';
const INPUT = {
  firstName: 'Zoe',
  lastName: 'Ng',
  mobileNumber: '0400111222',
  email: 'zoe@example.edu.au',
  password: 'Campus@2026',
  active: true,
  roleIds: ['2'],
};

function renderPage(mocks: MockLink.MockedResponse[] = []) {
  const router = createMemoryRouter(
    [
      { path: '/settings/add-user', Component: AddUserPage },
      { path: '/settings/user-management', element: <p>User list</p> },
    ],
    { initialEntries: ['/settings/add-user'] },
  );
  render(
    <MockedProvider
      mocks={[{ request: { query: RoleChoicesDocument }, result: { data: roleChoices }, maxUsageCount: 5 }, ...mocks]}
    >
      <RouterProvider router={router} />
    </MockedProvider>,
  );
  return router;
}

async function fill() {
  await userEvent.type(screen.getByLabelText(/First name/), INPUT.firstName);
  await userEvent.type(screen.getByLabelText(/Last name/), INPUT.lastName);
  await userEvent.type(screen.getByLabelText(/Mobile Number/), INPUT.mobileNumber);
  await userEvent.type(screen.getByLabelText(/Email/), INPUT.email);
  await userEvent.type(screen.getByLabelText(/Password/), INPUT.password);
  await userEvent.click(await screen.findByLabelText('Requisitioner'));
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Submit' }));

describe('AddUserPage (access §5 "Add user")', () => {
  beforeEach(() => {
    vi.mocked(showError).mockClear();
    vi.mocked(showSuccess).mockClear();
  });

  it('shows the §5 messages word for word and sends nothing', async () => {
    renderPage();
    await submit();
    for (const message of [
      'Please enter First name',
      'Please enter Last name',
      'Please enter Mobile Number',
      'Please enter your email',
      'Please enter Password',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    await userEvent.type(screen.getByLabelText(/Email/), 'not-an-email');
    await userEvent.type(screen.getByLabelText(/Password/), 'password');
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
    expect(screen.getByText(PATTERN)).toBeInTheDocument();
    expect(showError).not.toHaveBeenCalled();
  });

  it('is active by default and offers the roles as checkboxes', async () => {
    renderPage();
    expect(screen.getByRole('checkbox', { name: /^Status/ })).toBeChecked();
    const roles = await screen.findByRole('group', { name: 'Roles' });
    expect(within(roles).getAllByRole('checkbox')).toHaveLength(3);
  });

  it('adds the user (blocking a second submit while pending), toasts and goes back to the list', async () => {
    const added = vi.fn(() => ({
      data: {
        addUser: {
          __typename: 'AddUserPayload',
          message: 'User added successfully',
          user: userRow('9', 'Zoe', 'Ng'),
        },
      },
    }));
    const router = renderPage([
      { request: { query: AddUserDocument, variables: { input: INPUT } }, result: added, delay: 80 },
    ]);
    await fill();
    await submit();
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/user-management'));
    expect(added).toHaveBeenCalledTimes(1);
    expect(showSuccess).toHaveBeenCalledWith('User added successfully');
  });

  it("shows a taken e-mail under the field and the server's message as an error toast", async () => {
    const taken = 'The email has already been taken.';
    renderPage([
      {
        request: { query: AddUserDocument, variables: { input: INPUT } },
        result: {
          errors: [new GraphQLError(taken, { extensions: { code: 'BAD_USER_INPUT', fieldErrors: { email: taken } } })],
        },
      },
    ]);
    await fill();
    await submit();
    expect(await screen.findByText(taken, { selector: '.bp6-form-helper-text' })).toBeInTheDocument();
    expect(showError).toHaveBeenCalledWith(taken);
  });
});
