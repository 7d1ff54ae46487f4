/**
 * Role management over HTTP: /listRoles, /createRole, /editRole (grants, stale versions, two
 * administrators editing one role), /unassignedUsers, /assignUsers, /roleUsers/{id},
 * /grantOptions — answers, messages, refusals, sessions ending when grants change, audit events.
 * spec: access-and-administration §2 "Role Management", §7; docs/product.md "Administration".
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { UNPAGED_LIST_MAX } from '../src/http/paging.js';
import { PERMISSION, ROLE } from '../src/codes.js';
import * as t from '../src/db/schema.js';
import { MODULES } from '../src/auth/modules.js';
import { LAST_ADMINISTRATOR } from '../src/users/administrators.js';
import { startTestApi, type TestApi } from './harness.js';

let api: TestApi;
let admin: string;
beforeAll(async () => {
  api = await startTestApi({ config: { rateLimitPerAddress: 1_000_000 } });
});
beforeEach(async () => {
  await api.reset();
  admin = await api.login('admin@certify.test');
});
afterAll(() => api?.close());

/** Creates a role through the api; answers its id. */
async function createRole(fields: Record<string, unknown>): Promise<number> {
  const res = await api.post('/createRole', fields, admin);
  expect(res.status, res.text).toBe(200);
  const [role] = await api.db
    .select()
    .from(t.roles)
    .where(eq(t.roles.name, String(fields.name)));
  return role!.id;
}

const roleRow = async (id: number) =>
  (await api.get('/listRoles?per_page=100', admin)).body.roles.find((r: any) => r.id === id);
const auditOf = (action: string) =>
  api.db.select().from(t.auditEvents).where(eq(t.auditEvents.action, action)).orderBy(asc(t.auditEvents.id));

describe('GET /listRoles', () => {
  test('a page of 5 by name with grants, user counts and versions', async () => {
    const res = await api.get('/listRoles?page=1', admin);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: 1, total: 5, page: 1, per_page: 5, has_next_page: false });
    expect(res.body.roles.map((r: any) => r.name)).toEqual([
      'Administrator',
      'Approver',
      'Printer',
      'Requisitioner',
      'Signee',
    ]);
    const printer = res.body.roles.find((r: any) => r.id === ROLE.PRINTER);
    expect(printer).toEqual({
      id: ROLE.PRINTER,
      name: 'Printer',
      status: true,
      user_count: 2,
      modules: ['send_to_print_list', 'printed_list', 'reprint_request_list', 'user_configurations'],
      permissions: ['certificate.print', 'certificate.request_reprint'],
      version: 1,
    });
    const administrator = res.body.roles.find((r: any) => r.id === ROLE.ADMINISTRATOR);
    expect(administrator.modules).toHaveLength(MODULES.length);
    expect([...administrator.permissions].sort()).toEqual(Object.keys(PERMISSION).sort());
    expect(administrator.user_count).toBe(1);

    const desc = await api.get('/listRoles?sort_by=name&sort_dir=desc&per_page=2&page=1', admin);
    expect(desc.body.roles.map((r: any) => r.name)).toEqual(['Signee', 'Requisitioner']);
    expect((await api.get('/listRoles?page=3&per_page=2', admin)).body.roles.map((r: any) => r.name)).toEqual([
      'Signee',
    ]);
  });

  test('user counts leave deleted users out; only role and user managers may list', async () => {
    await api.request('DELETE', `/user/${await api.userId('printer@certify.test')}/delete`, { token: admin });
    expect((await roleRow(ROLE.PRINTER)).user_count).toBe(1);
    expect((await api.get('/listRoles?sort_by=status', admin)).status).toBe(400);
    const printer = await api.login('signee1@certify.test');
    const refused = await api.get('/listRoles', printer);
    expect(refused.body).toEqual({
      success: 0,
      message: 'Your roles do not grant access to role_management or user_management',
    });
  });

  test('user management alone may list the roles (to assign them), not change them', async () => {
    const roleId = await createRole({ name: 'User desk', modules: ['user_management'] });
    const res = await api.post(
      '/addUser',
      {
        first_name: 'Uma',
        last_name: 'Desk',
        email: 'uma.desk@certify.test',
        mobile_number: '0400000001',
        password: 'Certify@2026',
        status: 1,
        role_ids: [roleId],
      },
      admin,
    );
    expect(res.status, res.text).toBe(200);
    const desk = await api.login('uma.desk@certify.test');
    const listed = await api.get('/listRoles?per_page=100', desk);
    expect(listed.status).toBe(200);
    expect(listed.body.roles.map((r: { name: string }) => r.name)).toContain('Printer');
    expect((await api.post('/createRole', { name: 'Nope' }, desk)).status).toBe(403);
  });
});

describe('POST /createRole', () => {
  test('a form with modules[] and permissions[] writes the grants and audits', async () => {
    const res = await api.postForm(
      '/createRole',
      {
        name: 'Campus manager',
        status: 1,
        'modules[]': ['student_list', 'printed_list', 'student_list'],
        'permissions[]': ['student_management.add', 'campus_management.add'],
      },
      admin,
    );
    expect(res.body).toEqual({ success: 1, message: 'Role created successfully' });
    const [role] = await api.db.select().from(t.roles).where(eq(t.roles.name, 'Campus manager'));
    const perms = await api.db
      .select({ resource: t.rolePermissions.resource, action: t.rolePermissions.action })
      .from(t.rolePermissions)
      .where(eq(t.rolePermissions.roleId, role!.id))
      .orderBy(asc(t.rolePermissions.resource));
    expect(perms).toEqual([
      { resource: 'campus_management', action: 'add' },
      { resource: 'student_management', action: 'add' },
    ]);
    expect(await roleRow(role!.id)).toMatchObject({
      status: true,
      user_count: 0,
      modules: ['printed_list', 'student_list'],
      version: 1,
    });
    const [event] = await auditOf('role.created');
    expect(event).toMatchObject({
      subjectType: 'role',
      subjectId: String(role!.id),
      before: null,
      after: { name: 'Campus manager', status: true, modules: ['printed_list', 'student_list'] },
    });
  });

  test('a role without grants, inactive; JSON lists work too', async () => {
    const id = await createRole({ name: 'Parked', status: 0, modules: [], permissions: [] });
    expect(await roleRow(id)).toMatchObject({ status: false, modules: [], permissions: [] });
  });

  test('refuses a missing or taken name and unknown grants, changing nothing', async () => {
    const before = await api.digest();
    const missing = await api.post('/createRole', { name: '  ' }, admin);
    expect(missing.body).toEqual({
      success: 0,
      message: 'Please enter Role name',
      errors: { name: 'Please enter Role name' },
    });
    const taken = await api.post('/createRole', { name: 'PRINTER' }, admin);
    expect(taken.body).toEqual({
      success: 0,
      message: 'The role name has already been taken.',
      errors: { name: 'The role name has already been taken.' },
    });
    const module = await api.post('/createRole', { name: 'X', modules: ['student_list', 'secret_list'] }, admin);
    expect(module.body.errors).toEqual({ modules: 'Unknown module: secret_list' });
    const permission = await api.post('/createRole', { name: 'X', permissions: ['certificate.delete'] }, admin);
    expect(permission.status).toBe(400);
    expect(permission.body.errors).toEqual({ 'permissions.0': 'Unknown permission' });
    const tooLong = await api.post('/createRole', { name: 'x'.repeat(101) }, admin);
    expect(tooLong.body.errors).toEqual({ name: 'Role name must be at most 100 characters' });
    expect(await api.digest()).toEqual(before);
  });
});

describe('POST /editRole', () => {
  test('renames, changes status and grants; absent grants stay, empty ones clear; audits', async () => {
    const id = await createRole({ name: 'Desk', modules: ['student_list'], permissions: ['student_management.add'] });
    const res = await api.post('/editRole', { role_id: id, name: 'Front desk', version: 1 }, admin);
    expect(res.body).toEqual({ success: 1, message: 'Role updated successfully' });
    expect(await roleRow(id)).toMatchObject({
      name: 'Front desk',
      status: true,
      modules: ['student_list'],
      permissions: ['student_management.add'],
      version: 2,
    });
    const cleared = await api.postForm(
      '/editRole',
      { role_id: id, name: 'Front desk', status: 0, 'modules[]': ['campus_list', 'course_list'], permissions: '' },
      admin,
    );
    expect(cleared.status, cleared.text).toBe(200);
    expect(await roleRow(id)).toMatchObject({
      status: false,
      modules: ['campus_list', 'course_list'],
      permissions: [],
      version: 3,
    });
    const events = await auditOf('role.updated');
    expect(events.map((e) => [e.before?.name, e.after?.name])).toEqual([
      ['Desk', 'Front desk'],
      ['Front desk', 'Front desk'],
    ]);
    expect(events[1]).toMatchObject({
      before: { status: true, permissions: ['student_management.add'] },
      after: { status: false, permissions: [], version: 3 },
    });
  });

  test('a change of grants or status ends the sessions of the role’s users; a rename does not', async () => {
    const printer = await api.login('printer@certify.test');
    const approver = await api.login('approver@certify.test');
    await api.post('/editRole', { role_id: ROLE.PRINTER, name: 'Print room' }, admin);
    expect((await api.get('/me', printer)).status).toBe(200);
    await api.post('/editRole', { role_id: ROLE.PRINTER, name: 'Print room', modules: ['printed_list'] }, admin);
    expect((await api.get('/me', printer)).status).toBe(401);
    expect((await api.get('/me', approver)).status).toBe(200);
    // signing in again shows the new grants
    const login = await api.post('/login', { email: 'printer@certify.test', password: 'Certify@2026' });
    expect(login.body.modules.map((m: any) => m.module_name)).toEqual(['printed_list']);
    expect(login.body.roles).toEqual([{ id: ROLE.PRINTER, name: 'Print room' }]);
  });

  test('two administrators editing one role: the second gets 409 and nothing changes', async () => {
    const id = await createRole({ name: 'Desk', modules: ['student_list'] });
    await api.post(
      '/assignUsers',
      { role_id: ROLE.ADMINISTRATOR, user_ids: [await api.userId('approver@certify.test')] },
      admin,
    );
    const second = await api.login('approver@certify.test');
    const version = (await roleRow(id)).version;
    const first = await api.post(
      '/editRole',
      { role_id: id, name: 'Desk A', modules: ['campus_list'], version },
      admin,
    );
    expect(first.status).toBe(200);
    const before = await api.digest();
    const late = await api.post('/editRole', { role_id: id, name: 'Desk B', status: 0, modules: [], version }, second);
    expect(late.status).toBe(409);
    expect(late.body).toEqual({
      success: 0,
      message: 'This role was changed by someone else. Reload it and try again.',
    });
    expect(await api.digest()).toEqual(before);
    expect(await roleRow(id)).toMatchObject({ name: 'Desk A', status: true, modules: ['campus_list'] });
  });

  test('the same, at the same moment: exactly one edit wins', async () => {
    const id = await createRole({ name: 'Desk' });
    const answers = await Promise.all(
      ['Desk A', 'Desk B', 'Desk C'].map((name) => api.post('/editRole', { role_id: id, name, version: 1 }, admin)),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect((await roleRow(id)).version).toBe(2);
  });

  test('refuses an unknown role, a taken name, and leaving no administrator', async () => {
    const id = await createRole({ name: 'Desk' });
    expect((await api.post('/editRole', { role_id: 999, name: 'X' }, admin)).body).toEqual({
      success: 0,
      message: 'Role not found',
    });
    expect((await api.post('/editRole', { role_id: id, name: 'signee' }, admin)).body.errors).toEqual({
      name: 'The role name has already been taken.',
    });
    expect((await api.post('/editRole', { name: 'X' }, admin)).body.errors).toEqual({
      role_id: 'Please select a role',
    });
    const before = await api.digest();
    const off = await api.post('/editRole', { role_id: ROLE.ADMINISTRATOR, name: 'Administrator', status: 0 }, admin);
    expect(off.status).toBe(409);
    expect(off.body.message).toBe(LAST_ADMINISTRATOR);
    const noRoles = await api.post(
      '/editRole',
      { role_id: ROLE.ADMINISTRATOR, name: 'Administrator', modules: ['user_management'] },
      admin,
    );
    expect(noRoles.body.message).toBe(LAST_ADMINISTRATOR);
    expect(await api.digest()).toEqual(before);
    expect((await api.get('/me', admin)).status).toBe(200);
  });
});

describe('POST /unassignedUsers and POST /assignUsers', () => {
  test('offers active users without the role; assigning adds them and ends their sessions', async () => {
    const id = await createRole({ name: 'Desk', modules: ['student_list'] });
    const approverId = await api.userId('approver@certify.test');
    const printerId = await api.userId('printer@certify.test');
    const signee2Id = await api.userId('signee2@certify.test');
    await api.request('PUT', `/user/${signee2Id}/update`, {
      token: admin,
      body: { first_name: 'James', last_name: "O'Connor", mobile_number: '0412345674', status: 0 },
    });
    const offered = await api.postForm('/unassignedUsers', { role_id: id }, admin);
    expect(offered.body.success).toBe(1);
    expect(offered.body.users).toEqual([
      { id: approverId, full_name: 'Charlotte Walsh' },
      { id: await api.userId('requisitioner@certify.test'), full_name: 'Liam Nguyen' },
      { id: await api.userId('signee1@certify.test'), full_name: 'Margaret Hughes' },
      { id: await api.userId('admin@certify.test'), full_name: 'Olivia Bennett' },
      { id: printerId, full_name: 'Priya Sharma' },
    ]);

    const printer = await api.login('printer@certify.test');
    const approver = await api.login('approver@certify.test');
    const res = await api.postForm('/assignUsers', { role_id: id, 'user_ids[]': [printerId] }, admin);
    expect(res.body).toEqual({ success: 1, message: 'Users assigned successfully' });
    expect((await api.get('/me', printer)).status).toBe(401);
    expect((await api.get('/me', approver)).status).toBe(200);
    expect((await api.get(`/user/${printerId}/view`, admin)).body.user).toMatchObject({
      roles: [
        { id: ROLE.PRINTER, name: 'Printer' },
        { id, name: 'Desk' },
      ],
      version: 2,
    });
    const again = await api.post('/unassignedUsers', { role_id: id }, admin);
    expect(again.body.users.map((u: any) => u.id)).not.toContain(printerId);

    // holding it already: left alone
    await api.post('/assignUsers', { role_id: id, user_ids: [printerId, approverId] }, admin);
    expect((await roleRow(id)).user_count).toBe(2);
    const events = await auditOf('role.users_assigned');
    expect(events.map((e) => [e.before, e.after])).toEqual([
      [{ user_ids: [] }, { user_ids: [printerId] }],
      [{ user_ids: [printerId] }, { user_ids: [printerId, approverId] }],
    ]);
  });

  test('refuses unknown roles and users, deleted users and an empty list', async () => {
    const id = await createRole({ name: 'Desk' });
    const printerId = await api.userId('printer@certify.test');
    await api.request('DELETE', `/user/${printerId}/delete`, { token: admin });
    const before = await api.digest();
    expect((await api.post('/unassignedUsers', { role_id: 999 }, admin)).status).toBe(404);
    expect((await api.post('/unassignedUsers', {}, admin)).body.errors).toEqual({ role_id: 'Please select a role' });
    expect((await api.post('/assignUsers', { role_id: 999, user_ids: [1] }, admin)).status).toBe(404);
    expect((await api.post('/assignUsers', { role_id: id, user_ids: [printerId] }, admin)).body.errors).toEqual({
      user_ids: 'Invalid user',
    });
    expect((await api.post('/assignUsers', { role_id: id, user_ids: [999999] }, admin)).status).toBe(400);
    expect((await api.post('/assignUsers', { role_id: id, user_ids: [] }, admin)).body.errors).toEqual({
      user_ids: 'Please select at least one user',
    });
    expect(await api.digest()).toEqual(before);
  });
});

describe('GET /roleUsers/{id} and GET /grantOptions (extensions)', () => {
  test('a page of the role’s users, deleted ones left out', async () => {
    const res = await api.get(`/roleUsers/${ROLE.SIGNEE}`, admin);
    expect(res.body).toEqual({
      success: 1,
      role: { id: ROLE.SIGNEE, name: 'Signee' },
      users: [
        {
          id: await api.userId('signee2@certify.test'),
          first_name: 'James',
          last_name: "O'Connor",
          email: 'signee2@certify.test',
          status: true,
        },
        {
          id: await api.userId('signee1@certify.test'),
          first_name: 'Margaret',
          last_name: 'Hughes',
          email: 'signee1@certify.test',
          status: true,
        },
        {
          id: await api.userId('admin@certify.test'),
          first_name: 'Olivia',
          last_name: 'Bennett',
          email: 'admin@certify.test',
          status: true,
        },
      ],
      total: 3,
      page: 1,
      per_page: UNPAGED_LIST_MAX,
      has_next_page: false,
    });
    await api.request('DELETE', `/user/${await api.userId('signee1@certify.test')}/delete`, { token: admin });
    const page2 = await api.get(`/roleUsers/${ROLE.SIGNEE}?page=2&per_page=1`, admin);
    expect(page2.body).toMatchObject({ total: 2, users: [{ first_name: 'Olivia' }] });
    expect((await api.get('/roleUsers/999', admin)).status).toBe(404);
  });

  test('every module and permission a role can grant', async () => {
    const res = await api.get('/grantOptions', admin);
    expect(res.body.success).toBe(1);
    expect(res.body.modules).toHaveLength(MODULES.length);
    expect(res.body.modules[0]).toEqual({
      module_name: 'requested_list',
      module_display_name: 'Certificate Requests',
      section: 2,
      url: '/certificates/requested-list',
    });
    expect(res.body.permissions).toEqual(Object.entries(PERMISSION).map(([code, label]) => ({ code, label })));
    const requisitioner = await api.login('requisitioner@certify.test');
    expect((await api.get('/grantOptions', requisitioner)).status).toBe(403);
  });
});
