import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import {
  AssignRoleUsersDocument,
  CreateRoleDocument,
  RoleDetailDocument,
  RoleGrantOptionsDocument,
  RoleListDocument,
  type RoleListQueryVariables,
  RoleUsersDocument,
  type RoleUsersQueryVariables,
  UnassignedUsersDocument,
  UpdateRoleDocument,
} from '../../generated/graphql';
import { showError, showSuccess } from '../../shared/toaster';
import { RoleManagementPage } from './RoleManagementPage';
import { grantOptions, roleRow } from './testing/adminFixtures';

vi.mock('../../shared/toaster', () => ({ showError: vi.fn(), showSuccess: vi.fn(), showInfo: vi.fn() }));

const STALE = 'This role was changed by someone else. Reload it and try again.';
const CAMPUS = roleRow('6', 'Campus manager', {
  version: 2,
  modules: [
    { __typename: 'Module', name: 'printed_list', displayName: 'Certificate Printed', section: 'CERTIFICATES' },
  ],
  permissions: [{ __typename: 'Permission', code: 'student_management.add', label: 'Add and import students' }],
});
const ROLES = [
  roleRow('1', 'Administrator'),
  roleRow('3', 'Approver'),
  CAMPUS,
  roleRow('5', 'Printer', { active: false }),
];

let listRequests: RoleListQueryVariables[] = [];
let userRequests: RoleUsersQueryVariables[] = [];

const always = <T,>(mock: T) => ({ ...mock, maxUsageCount: Number.POSITIVE_INFINITY });

function baseMocks(): MockLink.MockedResponse[] {
  return [
    always({
      request: {
        query: RoleListDocument,
        variables: (v: RoleListQueryVariables) => {
          listRequests.push(v);
          return true;
        },
      },
      result: (v: RoleListQueryVariables) => ({
        data: {
          roles: {
            __typename: 'RolePage',
            totalCount: 7,
            page: v.page,
            pageSize: v.pageSize,
            nodes: v.page === 1 ? ROLES : [roleRow('9', 'Signee'), roleRow('10', 'Viewer')],
          },
        },
      }),
    }),
    always({ request: { query: RoleGrantOptionsDocument }, result: { data: grantOptions } }),
    always({
      request: {
        query: RoleUsersDocument,
        variables: (v: RoleUsersQueryVariables) => {
          userRequests.push(v);
          return true;
        },
      },
      result: (v: RoleUsersQueryVariables) => ({
        data: {
          role: {
            __typename: 'Role',
            id: v.id,
            name: 'Campus manager',
            users: {
              __typename: 'UserPage',
              totalCount: 6,
              page: v.page,
              pageSize: v.pageSize,
              nodes: [
                {
                  __typename: 'User',
                  id: `u${v.page}`,
                  firstName: 'Zoe',
                  lastName: `Page${v.page}`,
                  fullName: `Zoe Page${v.page}`,
                  email: 'zoe@example.edu.au',
                  active: true,
                },
              ],
            },
          },
        },
      }),
    }),
    always({
      request: { query: UnassignedUsersDocument, variables: { roleId: '6' } },
      result: {
        data: {
          unassignedUsers: [
            { __typename: 'User', id: '4', fullName: 'Sam Signee' },
            { __typename: 'User', id: '5', fullName: 'Pat Printer' },
          ],
        },
      },
    }),
  ] as MockLink.MockedResponse[];
}

function renderPage(mocks: MockLink.MockedResponse[] = []) {
  render(
    <MockedProvider mocks={[...mocks, ...baseMocks()]}>
      <RoleManagementPage />
    </MockedProvider>,
  );
}

const rowOf = async (name: string) => {
  const cell = await screen.findByText(name, { selector: 'td' });
  return cell.closest('tr') as HTMLElement;
};
const detail = (role: typeof CAMPUS) => ({
  request: { query: RoleDetailDocument, variables: { id: '6' } },
  result: { data: { role } },
});

describe('RoleManagementPage (access §2 Role Management)', () => {
  beforeEach(() => {
    listRequests = [];
    userRequests = [];
    vi.mocked(showError).mockClear();
    vi.mocked(showSuccess).mockClear();
  });

  it('shows Sl.No, Roles (sortable), Status, View and Action, 5 a page, paged on the server', async () => {
    renderPage();
    const campus = await rowOf('Campus manager');
    for (const name of ['Sl.No', 'Roles', 'Status', 'View', 'Action']) {
      expect(screen.getByRole('columnheader', { name: new RegExp(name) })).toBeInTheDocument();
    }
    expect(listRequests[0]).toMatchObject({ page: 1, pageSize: 5, sortDirection: 'ASC' });
    expect(within(campus).getAllByRole('cell')[0]).toHaveTextContent('3');
    expect(within(campus).getByRole('button', { name: 'Details of Campus manager' })).toHaveTextContent('Details');
    expect(within(campus).getByRole('button', { name: 'Edit Campus manager' })).toBeInTheDocument();
    expect(within(await rowOf('Printer')).getByText('Inactive')).toBeInTheDocument();

    await userEvent.click(within(screen.getByRole('columnheader', { name: /Roles/ })).getByRole('button'));
    await waitFor(() => expect(listRequests.at(-1)).toMatchObject({ sortDirection: 'DESC', page: 1 }));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(listRequests.at(-1)).toMatchObject({ page: 2, pageSize: 5 }));
    expect(within(await rowOf('Signee')).getAllByRole('cell')[0]).toHaveTextContent('6');
  });

  it('Details opens the users of the role, paged', async () => {
    renderPage();
    await userEvent.click(within(await rowOf('Campus manager')).getByRole('button', { name: /Details/ }));
    const dialog = await screen.findByRole('dialog', { name: /Users — Campus manager/ });
    expect(await within(dialog).findByText('Zoe Page1')).toBeInTheDocument();
    expect(userRequests[0]).toMatchObject({ id: '6', page: 1, pageSize: 5 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next page' }));
    expect(await within(dialog).findByText('Zoe Page2')).toBeInTheDocument();
    expect(within(dialog).getByText('Zoe Page2').closest('tr')).toHaveTextContent(/^6/);
  });

  it("Add Roles: name, status, modules by section and permissions with grantOptions' labels", async () => {
    const created = vi.fn(() => ({
      data: {
        createRole: { __typename: 'CreateRolePayload', message: 'Role created successfully', role: CAMPUS },
      },
    }));
    renderPage([
      {
        request: {
          query: CreateRoleDocument,
          variables: {
            input: {
              name: 'Campus manager',
              active: true,
              modules: ['printed_list', 'student_list'],
              permissions: ['student_management.add'],
            },
          },
        },
        result: created,
      },
      detail(CAMPUS),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Add Roles' }));
    const dialog = await screen.findByRole('dialog', { name: /Add Roles/ });
    const certificates = await within(dialog).findByRole('group', { name: 'Certificates' });
    expect(
      within(certificates)
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')?.textContent),
    ).toEqual(['Certificate Requests', 'Certificate Printed']);
    const master = within(dialog).getByRole('group', { name: 'Master' });
    expect(within(dialog).getByRole('group', { name: 'Settings' })).toHaveTextContent('User Management');
    const permissions = within(dialog).getByRole('group', { name: 'Permissions' });
    expect(permissions).toHaveTextContent('Request certificates');
    expect(within(dialog).getByText(/Create the role first/)).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText('Please enter Role name')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText(/Name/), 'Campus manager');
    await userEvent.click(within(certificates).getByLabelText('Certificate Printed'));
    await userEvent.click(within(master).getByLabelText('Student'));
    await userEvent.click(within(permissions).getByLabelText('Add and import students'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith('Role created successfully'));
    expect(created).toHaveBeenCalledTimes(1);
    // the new role stays open to assign users to it
    expect(await screen.findByRole('dialog', { name: /Edit Role — Campus manager/ })).toBeInTheDocument();
    expect(await screen.findByLabelText('Sam Signee')).toBeInTheDocument();
  });

  it('the edit icon opens the modal filled in; it saves with the version and assigns the users chosen', async () => {
    const updated = vi.fn(() => ({
      data: {
        updateRole: { __typename: 'UpdateRolePayload', message: 'Role updated successfully', role: CAMPUS },
      },
    }));
    const assigned = vi.fn(() => ({
      data: {
        assignRoleUsers: { __typename: 'AssignRoleUsersPayload', message: 'Users assigned successfully', role: CAMPUS },
      },
    }));
    renderPage([
      detail(CAMPUS),
      {
        request: {
          query: UpdateRoleDocument,
          variables: {
            input: {
              id: '6',
              name: 'Campus manager',
              active: true,
              modules: ['printed_list'],
              permissions: ['student_management.add'],
              version: 2,
            },
          },
        },
        result: updated,
      },
      {
        request: { query: AssignRoleUsersDocument, variables: { input: { roleId: '6', userIds: ['5'] } } },
        result: assigned,
      },
    ]);
    await userEvent.click(within(await rowOf('Campus manager')).getByRole('button', { name: 'Edit Campus manager' }));
    const dialog = await screen.findByRole('dialog', { name: /Edit Role/ });
    await waitFor(() => expect(within(dialog).getByLabelText(/Name/)).toHaveValue('Campus manager'));
    expect(within(dialog).getByLabelText('Certificate Printed')).toBeChecked();
    expect(within(dialog).getByLabelText('Certificate Requests')).not.toBeChecked();
    expect(within(dialog).getByLabelText('Add and import students')).toBeChecked();
    const users = await within(dialog).findByRole('group', { name: 'Assign users' });
    expect(within(users).getAllByRole('checkbox')).toHaveLength(2);
    await userEvent.click(within(users).getByLabelText('Pat Printer'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith('Users assigned successfully'));
    expect(updated).toHaveBeenCalledTimes(1);
    expect(showSuccess).toHaveBeenCalledWith('Role updated successfully');
  });

  it('a stale version: the server message as an error toast, and the role reloads', async () => {
    renderPage([
      detail(CAMPUS),
      {
        request: { query: UpdateRoleDocument, variables: () => true },
        result: { errors: [new GraphQLError(STALE, { extensions: { code: 'CONFLICT' } })] },
      },
      detail({ ...CAMPUS, name: 'Campus leads', version: 3 }),
    ]);
    await userEvent.click(within(await rowOf('Campus manager')).getByRole('button', { name: 'Edit Campus manager' }));
    const dialog = await screen.findByRole('dialog', { name: /Edit Role/ });
    await waitFor(() => expect(within(dialog).getByLabelText(/Name/)).toHaveValue('Campus manager'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(showError).toHaveBeenCalledWith(STALE));
    await waitFor(() => expect(within(dialog).getByLabelText(/Name/)).toHaveValue('Campus leads'));
    expect(screen.getByRole('dialog', { name: /Edit Role — Campus leads/ })).toBeInTheDocument();
  });
});
