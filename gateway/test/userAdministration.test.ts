/**
 * User and role management over GraphQL against the real in-process api: the administrator makes
 * a "Campus manager" role of grants, adds a user holding it (who then signs in with exactly those
 * menus), edits, assigns and deletes; a stale `version` answers CONFLICT with the api's message; a
 * requisitioner is refused (FORBIDDEN); a certificate's requisitioner still resolves its names for
 * everyone while its administration fields are null without user management.
 * spec: access-and-administration §2 "User Management", "Role Management", §5 "Add user", §6, §7,
 * §8; api/CONTRACT.md "Users and roles".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN } from './support/operations.js';
import { codeOf, ok, type Stack, startStack } from './support/stack.js';

let stack: Stack;
let admin: string;
beforeAll(async () => {
  stack = await startStack();
  admin = await stack.token('admin');
});
afterAll(async () => {
  await stack?.close();
});

const USER_FIELDS = 'id firstName lastName fullName email mobileNumber active version roles { id name }';
const ROLE_FIELDS =
  'id name active userCount version modules { name displayName section url } permissions { code label }';

const GRANT_OPTIONS = `{ grantOptions { modules { name displayName section url priority } permissions { code label } } }`;
const USERS = `query($search: String, $page: Int, $pageSize: Int, $sort: UserSort) {
  users(search: $search, page: $page, pageSize: $pageSize, sort: $sort) {
    totalCount page pageSize nodes { ${USER_FIELDS} } } }`;
const USER = `query($id: ID!) { user(id: $id) { ${USER_FIELDS} } }`;
const ROLES = `query($page: Int, $pageSize: Int) { roles(page: $page, pageSize: $pageSize) {
  totalCount page pageSize nodes { ${ROLE_FIELDS} } } }`;
const ROLE_USERS = `query($id: ID!) { role(id: $id) { id name users(pageSize: 5) {
  totalCount nodes { id fullName email active mobileNumber } } } }`;
const UNASSIGNED = `query($roleId: ID!) { unassignedUsers(roleId: $roleId) { id fullName email } }`;

const mutation = (field: string, input: string, selection: string) =>
  `mutation($input: ${input}!) { ${field}(input: $input) { message ${selection} } }`;
const ADD_USER = mutation('addUser', 'AddUserInput', `user { ${USER_FIELDS} }`);
const UPDATE_USER = mutation('updateUser', 'UpdateUserInput', `user { ${USER_FIELDS} }`);
const ASSIGN_ROLES = mutation('assignUserRoles', 'AssignUserRolesInput', `user { ${USER_FIELDS} }`);
const DELETE_USER = mutation('deleteUser', 'DeleteUserInput', 'deletedUserId');
const CREATE_ROLE = mutation('createRole', 'CreateRoleInput', `role { ${ROLE_FIELDS} }`);
const UPDATE_ROLE = mutation('updateRole', 'UpdateRoleInput', `role { ${ROLE_FIELDS} }`);
const ASSIGN_USERS = mutation('assignRoleUsers', 'AssignRoleUsersInput', `role { ${ROLE_FIELDS} }`);

interface UserData {
  id: string;
  fullName: string;
  email: string | null;
  mobileNumber: string | null;
  active: boolean | null;
  version: number | null;
  roles: { id: string; name: string }[] | null;
}
interface RoleData {
  id: string;
  name: string;
  active: boolean | null;
  userCount: number | null;
  version: number | null;
  modules: { name: string; section: string }[] | null;
  permissions: { code: string; label: string }[] | null;
}

const fieldErrorsOf = (res: { errors?: Array<{ extensions?: Record<string, unknown> }> }) =>
  res.errors?.[0]?.extensions?.fieldErrors as Record<string, string> | undefined;

let serial = 0;
const newUser = (extra: Record<string, unknown> = {}) => {
  serial += 1;
  return {
    firstName: 'Zoë',
    lastName: `Campus${serial}`,
    mobileNumber: '0400111222',
    email: `campus.${serial}.${Date.now()}@certify.test`,
    password: 'Campus@2026',
    ...extra,
  };
};

/** Adds a user as the administrator and answers it. */
async function addUser(extra: Record<string, unknown> = {}): Promise<UserData> {
  const res = await stack.gql<{ addUser: { user: UserData } }>(ADD_USER, { input: newUser(extra) }, admin);
  return ok(res).addUser.user;
}

describe('the administrator manages roles and users (access §2 User Management, Role Management)', () => {
  it('creates a role of grants, adds a user with it who signs in with exactly those menus, edits and deletes', async () => {
    const options = ok(
      await stack.gql<{
        grantOptions: { modules: { name: string; section: string; priority: number }[]; permissions: unknown[] };
      }>(GRANT_OPTIONS, {}, admin),
    ).grantOptions;
    expect(options.modules.find((m) => m.name === 'printed_list')).toMatchObject({ section: 'CERTIFICATES' });
    expect(options.modules.find((m) => m.name === 'student_list')).toMatchObject({ section: 'MASTER', priority: 3 });
    expect(options.permissions).toContainEqual({ code: 'student_management.add', label: 'Add and import students' });

    // the role
    const created = await stack.gql<{ createRole: { message: string; role: RoleData } }>(
      CREATE_ROLE,
      {
        input: {
          name: 'Campus manager',
          modules: ['printed_list', 'student_list'],
          permissions: ['student_management.add'],
        },
      },
      admin,
    );
    const role = ok(created).createRole.role;
    expect(ok(created).createRole.message).toBe('Role created successfully');
    expect(role).toMatchObject({
      name: 'Campus manager',
      active: true,
      userCount: 0,
      version: 1,
      modules: [
        { name: 'printed_list', section: 'CERTIFICATES' },
        { name: 'student_list', section: 'MASTER' },
      ],
      permissions: [{ code: 'student_management.add', label: 'Add and import students' }],
    });

    // a user holding it
    const input = newUser({ roleIds: [role.id] });
    const added = ok(await stack.gql<{ addUser: { message: string; user: UserData } }>(ADD_USER, { input }, admin));
    expect(added.addUser.message).toBe('User added successfully');
    const user = added.addUser.user;
    expect(user).toMatchObject({
      fullName: `Zoë ${input.lastName}`,
      email: input.email,
      mobileNumber: '0400111222',
      active: true,
      version: 1,
      roles: [{ id: role.id, name: 'Campus manager' }],
    });

    // the user signs in with the role's grants
    const login = ok(
      await stack.gql<{ login: { token: string } }>(LOGIN, { input: { email: input.email, password: input.password } }),
    );
    const viewer = ok(
      await stack.gql<{ viewer: { modules: { name: string }[]; permissions: string[] } }>(
        '{ viewer { modules { name } permissions } }',
        {},
        login.login.token,
      ),
    ).viewer;
    expect(viewer.modules.map((m) => m.name)).toEqual(['printed_list', 'student_list']);
    expect(viewer.permissions).toEqual(['student_management.add']);

    // the list finds them (search, sort, paging); the view answers the same row
    const found = ok(
      await stack.gql<{ users: { totalCount: number; pageSize: number; nodes: UserData[] } }>(
        USERS,
        { search: input.lastName.toUpperCase(), sort: { field: 'LAST_NAME', direction: 'DESC' } },
        admin,
      ),
    ).users;
    expect(found).toMatchObject({ totalCount: 1, pageSize: 5, nodes: [{ id: user.id }] });
    expect(ok(await stack.gql<{ user: UserData }>(USER, { id: user.id }, admin)).user).toEqual(found.nodes[0]);
    expect(ok(await stack.gql<{ user: null }>(USER, { id: '999999' }, admin)).user).toBeNull();

    // the role's users, and who can still be given it
    const withUsers = ok(await stack.gql<{ role: { users: unknown } }>(ROLE_USERS, { id: role.id }, admin));
    expect(withUsers.role.users).toEqual({
      totalCount: 1,
      nodes: [{ id: user.id, fullName: user.fullName, email: input.email, active: true, mobileNumber: '0400111222' }],
    });
    expect(ok(await stack.gql<{ role: null }>(ROLE_USERS, { id: '999999' }, admin)).role).toBeNull();
    const unassigned = ok(
      await stack.gql<{ unassignedUsers: { id: string; email: string }[] }>(UNASSIGNED, { roleId: role.id }, admin),
    ).unassignedUsers;
    expect(unassigned.map((u) => u.id)).not.toContain(user.id);
    const other = unassigned.find((u) => u.email === 'printer@certify.test');
    expect(other).toBeDefined();

    const assigned = ok(
      await stack.gql<{ assignRoleUsers: { message: string; role: RoleData } }>(
        ASSIGN_USERS,
        { input: { roleId: role.id, userIds: [other!.id] } },
        admin,
      ),
    ).assignRoleUsers;
    expect(assigned).toMatchObject({ message: 'Users assigned successfully', role: { userCount: 2, version: 1 } });

    // edits with the version read
    const updated = ok(
      await stack.gql<{ updateUser: { message: string; user: UserData } }>(
        UPDATE_USER,
        {
          input: {
            id: user.id,
            firstName: 'Zoe',
            lastName: input.lastName,
            mobileNumber: '0400999888',
            active: false,
            version: 1,
          },
        },
        admin,
      ),
    ).updateUser;
    expect(updated).toMatchObject({
      message: 'User updated successfully',
      user: { fullName: `Zoe ${input.lastName}`, mobileNumber: '0400999888', active: false, version: 2 },
    });
    const reassigned = ok(
      await stack.gql<{ assignUserRoles: { user: UserData } }>(
        ASSIGN_ROLES,
        { input: { userId: user.id, roleIds: [role.id, '5'], version: 2 } },
        admin,
      ),
    ).assignUserRoles;
    expect(reassigned.user.roles?.map((r) => r.name).sort()).toEqual(['Campus manager', 'Printer']);
    const renamed = ok(
      await stack.gql<{ updateRole: { role: RoleData } }>(
        UPDATE_ROLE,
        { input: { id: role.id, name: 'Campus managers', permissions: [], version: 1 } },
        admin,
      ),
    ).updateRole;
    expect(renamed.role).toMatchObject({ name: 'Campus managers', version: 2, permissions: [] });
    expect(renamed.role.modules?.map((m) => m.name)).toEqual(['printed_list', 'student_list']);

    // delete: gone from the list
    const deleted = ok(
      await stack.gql<{ deleteUser: { message: string; deletedUserId: string } }>(
        DELETE_USER,
        { input: { id: user.id } },
        admin,
      ),
    );
    expect(deleted.deleteUser).toEqual({ message: 'User deleted successfully', deletedUserId: user.id });
    const after = ok(await stack.gql<{ users: { totalCount: number } }>(USERS, { search: input.lastName }, admin));
    expect(after.users.totalCount).toBe(0);
  });

  it('pages the user list at the size asked for', async () => {
    const first = ok(
      await stack.gql<{ users: { totalCount: number; page: number; pageSize: number; nodes: UserData[] } }>(
        USERS,
        { page: 1, pageSize: 2 },
        admin,
      ),
    ).users;
    const second = ok(
      await stack.gql<{ users: { page: number; nodes: UserData[] } }>(USERS, { page: 2, pageSize: 2 }, admin),
    ).users;
    expect(first).toMatchObject({ page: 1, pageSize: 2 });
    expect(first.nodes).toHaveLength(2);
    expect(first.totalCount).toBeGreaterThan(4);
    expect(second.page).toBe(2);
    expect(second.nodes.map((u) => u.id)).not.toContain(first.nodes[0]!.id);
    const roles = ok(await stack.gql<{ roles: { totalCount: number; nodes: RoleData[] } }>(ROLES, {}, admin)).roles;
    expect(roles.nodes.length).toBeLessThanOrEqual(5);
    expect(roles.nodes.map((r) => r.name)).toEqual(
      [...roles.nodes.map((r) => r.name)].sort((a, b) => a.localeCompare(b)),
    );
  });

  it('maps the §5 messages and a taken e-mail to fieldErrors keyed by the input names', async () => {
    const empty = await stack.gql(
      ADD_USER,
      { input: { firstName: '', lastName: '', mobileNumber: '', email: 'nope', password: 'weak' } },
      admin,
    );
    expect(codeOf(empty)).toBe('BAD_USER_INPUT');
    expect(fieldErrorsOf(empty)).toMatchObject({
      firstName: 'Please enter First name',
      lastName: 'Please enter Last name',
      mobileNumber: 'Please enter Mobile Number',
      email: 'Please enter a valid email',
      password: 'Password must contain at least one lowercase letter, uppercase letter, digit, and special character.',
    });
    const taken = await stack.gql(ADD_USER, { input: newUser({ email: 'ADMIN@certify.test' }) }, admin);
    expect(fieldErrorsOf(taken)).toEqual({ email: 'The email has already been taken.' });
    const role = await stack.gql(CREATE_ROLE, { input: { name: 'administrator' } }, admin);
    expect(fieldErrorsOf(role)).toEqual({ name: 'The role name has already been taken.' });
  });
});

describe('CONFLICT (access §8: the server message as an error)', () => {
  it('a stale user version changes nothing and carries the api message', async () => {
    const user = await addUser();
    const input = { id: user.id, firstName: 'First', lastName: 'Writer', mobileNumber: '0400000001', version: 1 };
    ok(await stack.gql(UPDATE_USER, { input }, admin));
    const stale = await stack.gql(UPDATE_USER, { input: { ...input, firstName: 'Second' } }, admin);
    expect(codeOf(stale)).toBe('CONFLICT');
    expect(stale.errors?.[0]?.message).toBe('This user was changed by someone else. Reload it and try again.');
    const staleRoles = await stack.gql(ASSIGN_ROLES, { input: { userId: user.id, roleIds: [], version: 1 } }, admin);
    expect(codeOf(staleRoles)).toBe('CONFLICT');
    expect(ok(await stack.gql<{ user: UserData }>(USER, { id: user.id }, admin)).user).toMatchObject({
      fullName: 'First Writer',
      version: 2,
    });
  });

  it('a stale role version is a CONFLICT too', async () => {
    const role = ok(
      await stack.gql<{ createRole: { role: RoleData } }>(CREATE_ROLE, { input: { name: 'Stale role' } }, admin),
    ).createRole.role;
    ok(await stack.gql(UPDATE_ROLE, { input: { id: role.id, name: 'Stale role 2', version: 1 } }, admin));
    const stale = await stack.gql(UPDATE_ROLE, { input: { id: role.id, name: 'Stale role 3', version: 1 } }, admin);
    expect(codeOf(stale)).toBe('CONFLICT');
    expect(stale.errors?.[0]?.message).toBe('This role was changed by someone else. Reload it and try again.');
  });

  it('the last administrator keeps their roles, and nobody deletes themselves', async () => {
    const me = ok(await stack.gql<{ viewer: { user: { id: string } } }>('{ viewer { user { id } } }', {}, admin));
    const strip = await stack.gql(ASSIGN_ROLES, { input: { userId: me.viewer.user.id, roleIds: [] } }, admin);
    expect(codeOf(strip)).toBe('CONFLICT');
    expect(strip.errors?.[0]?.message).toBe('At least one active administrator (user and role management) must remain');
    const self = await stack.gql(DELETE_USER, { input: { id: me.viewer.user.id } }, admin);
    expect(codeOf(self)).toBe('FORBIDDEN');
    expect(self.errors?.[0]?.message).toBe('You cannot delete your own account');
  });
});

describe('who may (access §6: grants, not role numbers)', () => {
  it('refuses a requisitioner every administration query and mutation (FORBIDDEN)', async () => {
    const token = await stack.token('requisitioner');
    for (const [query, variables] of [
      [USERS, {}],
      [USER, { id: '1' }],
      [ROLES, {}],
      [ROLE_USERS, { id: '1' }],
      [GRANT_OPTIONS, {}],
      [UNASSIGNED, { roleId: '1' }],
      [ADD_USER, { input: newUser() }],
      [CREATE_ROLE, { input: { name: 'Not mine' } }],
      [DELETE_USER, { input: { id: '2' } }],
    ] as const) {
      expect(codeOf(await stack.gql(query, variables, token)), query).toBe('FORBIDDEN');
    }
  });

  it("a certificate's requisitioner resolves its names for everyone; its administration fields need user management", async () => {
    const query = `{ certificates(list: REQUESTED, pageSize: 1) { nodes { requisitioner {
      id fullName mobileNumber active version roles { id name active } } } } }`;
    type Answer = { certificates: { nodes: { requisitioner: UserData }[] } };
    const asRequisitioner = ok(await stack.gql<Answer>(query, {}, await stack.token('requisitioner')));
    const requisitioner = asRequisitioner.certificates.nodes[0]!.requisitioner;
    expect(requisitioner).toMatchObject({ mobileNumber: null, active: null, version: null, roles: null });
    expect(requisitioner.fullName).toMatch(/\S+ \S+/);

    const asApprover = ok(await stack.gql<Answer>(query, {}, await stack.token('approver')));
    expect(asApprover.certificates.nodes[0]!.requisitioner).toMatchObject({
      fullName: requisitioner.fullName,
      roles: null,
    });

    const asAdmin = ok(await stack.gql<Answer>(query, {}, admin)).certificates.nodes[0]!.requisitioner;
    expect(asAdmin).toMatchObject({ id: requisitioner.id, fullName: requisitioner.fullName, active: true });
    expect(asAdmin.version).toEqual(expect.any(Number));
    expect(asAdmin.roles).toContainEqual({ id: '2', name: 'Requisitioner', active: true });
  });

  it("the viewer's roles answer null administration fields without role management", async () => {
    const res = await stack.gql<{ viewer: { roles: RoleData[] } }>(
      '{ viewer { roles { id name active userCount modules { name } } } }',
      {},
      await stack.token('signee2'),
    );
    expect(ok(res).viewer.roles).toEqual([{ id: '4', name: 'Signee', active: null, userCount: null, modules: null }]);
  });
});
