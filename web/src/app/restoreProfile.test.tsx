import { ApolloClient } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useParams } from 'react-router';
import { viewerMock } from '../test/viewerMock';
import { createCache } from './apollo';
import { redirectToFirstModule, requireLogin } from './guards';
import { DETAILS_KEY, getSessionProfile, PROFILE_KEY, type SessionProfile } from './session';

const details = JSON.stringify({ token: 'tok-printer', success: 1, expiresAt: '2030-01-01T00:00:00.000Z' });

/** A printer: Send To Print before Printed (priorities), no master or settings modules. */
const printer = viewerMock({
  user: { id: '7', firstName: 'Pat', lastName: 'Printer', fullName: 'Pat Printer', email: 'printer@example.edu.au' },
  modules: [
    {
      name: 'printed',
      displayName: 'Printed',
      url: '/certificates/printed-list',
      section: 'CERTIFICATES',
      priority: 6,
    },
    {
      name: 'send_to_print',
      displayName: 'Send To Print',
      url: '/certificates/send-to-print-list',
      section: 'CERTIFICATES',
      priority: 5,
    },
  ],
  roles: [{ id: '6', name: 'Role 6' }],
  permissions: [],
  passwordSecurity: true,
});

function ListPage() {
  const { list } = useParams();
  return <h1>List {list}</h1>;
}

/** Renders the protected routes (the real guards) at `path`; answers how many viewer queries were sent. */
function renderAt(path: string): { viewerQueries: () => number } {
  let count = 0;
  const link = new MockLink([
    {
      ...printer,
      result: () => {
        count += 1;
        return printer.result as never;
      },
    },
  ]);
  const client = new ApolloClient({ cache: createCache(), link });
  const router = createMemoryRouter(
    [
      { path: '/user/login', element: <h1>Login Account</h1> },
      {
        path: '/',
        loader: requireLogin(client),
        HydrateFallback: () => <p>Loading</p>,
        element: <Outlet />,
        children: [
          {
            path: 'certificates',
            children: [
              {
                index: true,
                loader: redirectToFirstModule(client, 'CERTIFICATES', '/certificates/requested-list'),
                Component: () => null,
              },
              { path: ':list', Component: ListPage },
            ],
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return { viewerQueries: () => count };
}

describe('a stored login with the token alone (access-and-administration §3 Stored session)', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('fetches the viewer, stores its profile beside the token and opens the first granted list', async () => {
    localStorage.setItem(DETAILS_KEY, details);
    const { viewerQueries } = renderAt('/certificates');
    expect(await screen.findByRole('heading', { name: 'List send-to-print-list' })).toBeInTheDocument();
    expect(viewerQueries()).toBe(1);
    expect(localStorage.getItem(PROFILE_KEY)).not.toBeNull();
    expect(getSessionProfile()).toEqual<SessionProfile>({
      username: 'Pat Printer',
      email: 'printer@example.edu.au',
      userid: '7',
      role: [6],
      certificates: [
        { module_name: 'Send To Print', module_url: '/certificates/send-to-print-list', key: 'send_to_print' },
        { module_name: 'Printed', module_url: '/certificates/printed-list', key: 'printed' },
      ],
      master: [],
      settings: [],
      permissions: [],
      password: true,
      productLogo: null,
      clientLogo: null,
    });
  });

  it('keeps a login stored for this session only in session storage', async () => {
    sessionStorage.setItem(DETAILS_KEY, details);
    renderAt('/certificates');
    expect(await screen.findByRole('heading', { name: 'List send-to-print-list' })).toBeInTheDocument();
    expect(sessionStorage.getItem(PROFILE_KEY)).not.toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('uses a stored profile as it is, without asking for the viewer', async () => {
    localStorage.setItem(DETAILS_KEY, details);
    const stored: Partial<SessionProfile> = {
      username: 'Pat Printer',
      certificates: [{ module_name: 'Printed', module_url: '/certificates/printed-list', key: 'printed' }],
    };
    localStorage.setItem(PROFILE_KEY, JSON.stringify(stored));
    const { viewerQueries } = renderAt('/certificates');
    expect(await screen.findByRole('heading', { name: 'List printed-list' })).toBeInTheDocument();
    expect(viewerQueries()).toBe(0);
  });

  it('sends a visitor without a stored login to the login page, without asking for the viewer', async () => {
    const { viewerQueries } = renderAt('/certificates/printed-list');
    expect(await screen.findByRole('heading', { name: 'Login Account' })).toBeInTheDocument();
    expect(viewerQueries()).toBe(0);
    expect(getSessionProfile()).toBeNull();
  });
});
