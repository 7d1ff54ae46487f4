import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { MockLink } from '@apollo/client/testing';
import {
  AssignUserRolesDocument,
  DeleteUserDocument,
  RoleChoicesDocument,
  UserListDocument,
  type UserListQueryVariables,
} from '../../generated/graphql';
import { showError, showSuccess } from '../../shared/toaster';
import { viewerMock } from '../../test/viewerMock';
import { roleChoices, userPage, userRow } from './testing/adminFixtures';
import { UserManagementPage } from './UserManagementPage';

vi.mock('../../shared/toaster', () => ({ showError: vi.fn(), showSuccess: vi.fn(), showInfo: vi.fn() }));

const ADA = userRow('1', 'Ada', 'Admin', { roles: [{ __typename: 'Role', id: '1', name: 'Administrator' }] });
const BEN = userRow('7', 'Ben', 'Baker', { version: 4 });
const CLEO = userRow('8', 'Cleo', 'Cole', { active: false });

/** Every UserList request the page makes, in order. */
let requests: UserListQueryVariables[] = [];

/** Answers every UserList request with `answer(variables)`. */
function listMock(answer: (v: UserListQueryVariables) => ReturnType<typeof userPage>): MockLink.MockedResponse {
  return {
    request: {
      query: UserListDocument,
      variables: (v: UserListQueryVariables) => {
        requests.push(v);
        return true;
      },
    },
    result: (v: UserListQueryVariables) => ({ data: answer(v) }),
    maxUsageCount: Number.POSITIVE_INFINITY,
  } as MockLink.MockedResponse;
}

const twelveUsers = (v: UserListQueryVariables) => {
  if (v.search) return userPage([BEN], 1, 1, v.pageSize);
  const nodes = v.page === 1 ? [ADA, BEN, CLEO] : [userRow(`2${v.page}`, `Page${v.page}`, 'Person')];
  return userPage(nodes, 12, v.page, v.pageSize);
};

function renderPage(mocks: MockLink.MockedResponse[] = []) {
  const router = createMemoryRouter(
    [
      { path: '/settings/user-management', Component: UserManagementPage },
      { path: '/settings/user-management/:id', element: <p>Update user page</p> },
      { path: '/settings/add-user', element: <p>Add user page</p> },
    ],
    { initialEntries: ['/settings/user-management'] },
  );
  render(
    <MockedProvider mocks={[viewerMock(), listMock(twelveUsers), ...mocks]}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
  return router;
}

const rowOf = (name: string) => {
  const cell = screen.getByText(name);
  const tr = cell.closest('tr');
  if (!tr) throw new Error(`no row for ${name}`);
  return tr;
};

describe('UserManagementPage (access §2 User Management)', () => {
  beforeEach(() => {
    requests = [];
    vi.mocked(showError).mockClear();
    vi.mocked(showSuccess).mockClear();
  });

  it('shows the columns, asks for page 1 of 5, and numbers the rows', async () => {
    renderPage();
    await screen.findByText('Ben');
    expect(requests[0]).toMatchObject({ page: 1, pageSize: 5, search: null });
    for (const name of ['Sl.No', 'First Name', 'Last Name', 'Email', 'Status', 'Roles', 'Assign Role']) {
      expect(screen.getByRole('columnheader', { name: new RegExp(name) })).toBeInTheDocument();
    }
    const ben = rowOf('Ben');
    expect(within(ben).getAllByRole('cell')[0]).toHaveTextContent('2');
    expect(within(ben).getByText('ben@example.edu.au')).toBeInTheDocument();
    expect(within(ben).getByText('Active')).toBeInTheDocument();
    expect(within(ben).getByText('Requisitioner')).toBeInTheDocument();
    expect(within(rowOf('Cleo')).getByText('Inactive')).toBeInTheDocument();
    expect(screen.getByText('Showing 1–5 of 12')).toBeInTheDocument();
  });

  it("offers edit and delete on every row but the viewer's own, which has no delete icon", async () => {
    renderPage();
    await screen.findByText('Ben');
    expect(within(rowOf('Ada')).getByRole('button', { name: 'Edit Ada Admin' })).toBeInTheDocument();
    expect(within(rowOf('Ada')).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(within(rowOf('Ben')).getByRole('button', { name: 'Delete Ben Baker' })).toBeInTheDocument();
  });

  it('pages on the server, serial numbers following the real page size', async () => {
    renderPage();
    await screen.findByText('Ben');
    await userEvent.selectOptions(screen.getByLabelText('Rows per page'), '10');
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ page: 1, pageSize: 10 }));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ page: 2, pageSize: 10 }));
    await screen.findByText('Page2');
    const row = rowOf('Page2');
    expect(within(row).getAllByRole('cell')[0]).toHaveTextContent('11');
  });

  it('sorts by a column on the server', async () => {
    renderPage();
    await screen.findByText('Ben');
    await userEvent.click(screen.getByRole('button', { name: /Last Name/ }));
    await waitFor(() => expect(requests.at(-1)?.sort).toEqual({ field: 'LAST_NAME', direction: 'ASC' }));
    await userEvent.click(screen.getByRole('button', { name: /Last Name/ }));
    await waitFor(() => expect(requests.at(-1)?.sort).toEqual({ field: 'LAST_NAME', direction: 'DESC' }));
  });

  it('searches as you type, once the typing settles, from page 1', async () => {
    renderPage();
    await screen.findByText('Ada');
    await userEvent.type(screen.getByLabelText('Search users'), 'ben');
    await waitFor(() => expect(screen.queryByText('Ada')).toBeNull());
    const searches = requests.filter((r) => r.search);
    expect(searches.map((r) => r.search)).toEqual(['ben']);
    expect(searches[0]).toMatchObject({ page: 1 });
  });

  it('Add User and the edit icon open their screens', async () => {
    const router = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Ben Baker' }));
    expect(router.state.location.pathname).toBe('/settings/user-management/7');
    await router.navigate('/settings/user-management');
    await userEvent.click(await screen.findByRole('button', { name: 'Add User' }));
    expect(router.state.location.pathname).toBe('/settings/add-user');
  });

  it('Assign Role: a checkbox group of roles, saved with the version read', async () => {
    const assign = vi.fn(() => ({
      data: {
        assignUserRoles: {
          __typename: 'AssignUserRolesPayload',
          message: 'Roles assigned successfully',
          user: { ...BEN, version: 5 },
        },
      },
    }));
    renderPage([
      { request: { query: RoleChoicesDocument }, result: { data: roleChoices }, maxUsageCount: 5 },
      {
        request: {
          query: AssignUserRolesDocument,
          variables: { input: { userId: '7', roleIds: ['2', '1'], version: 4 } },
        },
        result: assign,
      },
    ]);
    await userEvent.click(within(await waitFor(() => rowOf('Ben'))).getByRole('button', { name: 'Assign Role' }));
    const dialog = await screen.findByRole('dialog');
    const group = await within(dialog).findByRole('group', { name: 'Roles' });
    expect(within(group).getByLabelText('Requisitioner')).toBeChecked();
    expect(within(group).getByLabelText('Administrator')).not.toBeChecked();
    expect(within(group).getByLabelText('Archive (inactive)')).toBeInTheDocument();
    await userEvent.click(within(group).getByLabelText('Administrator'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith('Roles assigned successfully'));
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it("deletes after confirming; the last administrator's refusal is an error toast with the server's message", async () => {
    const message = 'At least one active administrator (user and role management) must remain';
    renderPage([
      {
        request: { query: DeleteUserDocument, variables: { input: { id: '7' } } },
        result: { errors: [new GraphQLError(message, { extensions: { code: 'CONFLICT' } })] },
      },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Ben Baker' }));
    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveTextContent('Delete Ben Baker');
    await userEvent.click(within(alert).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(showError).toHaveBeenCalledWith(message));
    expect(showSuccess).not.toHaveBeenCalled();
  });
});
