import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { getSessionDetails, getSessionProfile } from '../../app/session';
import { LoginDocument } from '../../generated/graphql';
import { LoginPage } from './LoginPage';

const loginData = {
  login: {
    __typename: 'LoginPayload',
    token: 'tok-123',
    expiresAt: '2030-01-01T00:00:00.000Z',
    viewer: {
      __typename: 'Viewer',
      user: {
        __typename: 'User',
        id: '9',
        firstName: 'Ada',
        lastName: 'Admin',
        fullName: 'Ada Admin',
        email: 'ada@example.edu.au',
      },
      roles: [{ __typename: 'Role', id: '1', name: 'Administrator' }],
      modules: [
        {
          __typename: 'Module',
          name: 'requested',
          displayName: 'Requested',
          url: '/certificates/requested-list',
          section: 'CERTIFICATES',
          priority: 1,
        },
      ],
      permissions: ['requested_certificate.add'],
      passwordSecurity: true,
      emailNotifications: false,
      hasSignature: false,
      companyLogoUrl: null,
      productLogoUrl: null,
    },
  },
};

function renderLogin(resultFn: () => void) {
  const router = createMemoryRouter(
    [
      { path: '/user/login', Component: LoginPage },
      { path: '/dashboard', element: <p>Dashboard page</p> },
    ],
    { initialEntries: ['/user/login'] },
  );
  render(
    <MockedProvider
      mocks={[
        {
          request: {
            query: LoginDocument,
            variables: { input: { email: 'ada@example.edu.au', password: 'Secret@123' } },
          },
          result: () => {
            resultFn();
            return { data: loginData };
          },
          delay: 50,
          maxUsageCount: 5,
        },
      ]}
    >
      <RouterProvider router={router} />
    </MockedProvider>,
  );
}

describe('LoginPage', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('logs in once even when submitted twice, stores the session and opens the dashboard', async () => {
    const calls = vi.fn();
    renderLogin(calls);
    expect(screen.getByRole('heading', { name: 'Login Account' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Username'), 'ada@example.edu.au');
    await userEvent.type(screen.getByLabelText('Password'), 'Secret@123');
    const button = screen.getByRole('button', { name: 'Login' });
    await userEvent.click(button);
    await userEvent.click(button);
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(calls).toHaveBeenCalledTimes(1);
    expect(getSessionDetails()).toMatchObject({ token: 'tok-123', success: 1 });
    expect(localStorage.getItem('certify.authority.details')).not.toBeNull();
    await waitFor(() => expect(getSessionProfile()?.certificates[0]?.module_url).toBe('/certificates/requested-list'));
    expect(getSessionProfile()?.password).toBe(true);
  });
});
