/** Query answers of the user- and role-management screens, with the __typename values the cache expects. */
import type { RoleGrantOptionsQuery, RoleRowFieldsFragment, UserRowFieldsFragment } from '../../../generated/graphql';

/** A user row. */
export const userRow = (id: string, firstName: string, lastName: string, extra: Record<string, unknown> = {}) =>
  ({
    __typename: 'User',
    id,
    firstName,
    lastName,
    fullName: `${firstName} ${lastName}`,
    email: `${firstName.toLowerCase()}@example.edu.au`,
    mobileNumber: '0400111222',
    active: true,
    version: 1,
    roles: [{ __typename: 'Role', id: '2', name: 'Requisitioner' }],
    ...extra,
  }) as unknown as UserRowFieldsFragment;

/** A page of users. */
export const userPage = (nodes: UserRowFieldsFragment[], totalCount: number, page = 1, pageSize = 5) => ({
  users: { __typename: 'UserPage', totalCount, page, pageSize, nodes },
});

/** The roles offered by Assign Role and Add User. */
export const roleChoices = {
  roles: {
    __typename: 'RolePage',
    totalCount: 3,
    nodes: [
      { __typename: 'Role', id: '1', name: 'Administrator', active: true },
      { __typename: 'Role', id: '2', name: 'Requisitioner', active: true },
      { __typename: 'Role', id: '6', name: 'Archive', active: false },
    ],
  },
};

/** A role row. */
export const roleRow = (id: string, name: string, extra: Record<string, unknown> = {}) =>
  ({
    __typename: 'Role',
    id,
    name,
    active: true,
    userCount: 1,
    version: 1,
    modules: [],
    permissions: [],
    ...extra,
  }) as unknown as RoleRowFieldsFragment;

const grantModule = (name: string, displayName: string, section: string, priority: number) => ({
  __typename: 'Module' as const,
  name,
  displayName,
  section,
  priority,
});

/** What a role can grant (a few of each section). */
export const grantOptions = {
  grantOptions: {
    __typename: 'GrantOptions',
    modules: [
      grantModule('requested_list', 'Certificate Requests', 'CERTIFICATES', 1),
      grantModule('printed_list', 'Certificate Printed', 'CERTIFICATES', 6),
      grantModule('campus_list', 'Campus', 'MASTER', 1),
      grantModule('student_list', 'Student', 'MASTER', 3),
      grantModule('user_management', 'User Management', 'SETTINGS', 1),
    ],
    permissions: [
      { __typename: 'Permission', code: 'requested_certificate.add', label: 'Request certificates' },
      { __typename: 'Permission', code: 'student_management.add', label: 'Add and import students' },
    ],
  },
} as unknown as RoleGrantOptionsQuery;
