/**
 * User management over HTTP: /listUsers, /addUser, /user/{id}/view, /user/{id}/update (PUT and the
 * spec's POST with `_method=PUT`), /assignRole, /user/{id}/delete — answers, the spec's messages
 * word for word, refusals, stale versions, the last-administrator rule, sessions ending, audit
 * events, and the "Campus manager" role made entirely through the api.
 * spec: access-and-administration §2 "User Management", §5 "Add user", §6, §7; docs/product.md "Administration".
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { PASSWORD_PATTERN_MESSAGE } from '../src/auth/passwords.js';
import { ROLE } from '../src/codes.js';
import * as t from '../src/db/schema.js';
import { LAST_ADMINISTRATOR } from '../src/users/administrators.js';
import { isUniqueViolation } from '../src/users/manage.js';
import { startTestApi, type TestApi } from './harness.js';
import { openEvents } from './sse.js';

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

const PASSWORD = 'Campus@2026';
const STAFF = {
  first_name: 'Zoë',
  last_name: 'Nguyễn',
  email: 'Zoe.Nguyen@Certify.test',
  mobile_number: '0400111222',
  password: PASSWORD,
};

/** Adds a user through the api (as the administrator); answers their id. */
async function addUser(fields: Record<string, unknown> = {}, token = admin): Promise<number> {
  const body = { ...STAFF, ...fields };
  const res = await api.post('/addUser', body, token);
  expect(res.status, res.text).toBe(200);
  return api.userId(String(body.email));
}

const view = async (id: number) => (await api.get(`/user/${id}/view`, admin)).body.user;
const auditOf = (action: string) =>
  api.db.select().from(t.auditEvents).where(eq(t.auditEvents.action, action)).orderBy(asc(t.auditEvents.id));

describe('GET /listUsers', () => {
  test('a page of 5 by first name, with roles, status and version; total counts every user', async () => {
    const res = await api.get('/listUsers?page=1', admin);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: 1, total: 6, page: 1, per_page: 5, has_next_page: true });
    expect(res.body.users).toHaveLength(5);
    // without paging keys (a client of the spec, paging its table itself): every user
    const whole = await api.get('/listUsers', admin);
    expect(whole.body).toMatchObject({ total: 6, has_next_page: false });
    expect(whole.body.users).toHaveLength(6);
    const names = res.body.users.map((u: any) => u.first_name);
    expect(names).toEqual(['Charlotte', 'James', 'Liam', 'Margaret', 'Olivia']);
    const olivia = res.body.users.find((u: any) => u.email === 'admin@certify.test');
    expect(olivia).toEqual({
      id: await api.userId('admin@certify.test'),
      first_name: 'Olivia',
      last_name: 'Bennett',
      email: 'admin@certify.test',
      mobile_number: '0412345670',
      status: true,
      roles: [
        { id: 1, name: 'Administrator' },
        { id: 2, name: 'Requisitioner' },
        { id: 3, name: 'Approver' },
        { id: 4, name: 'Signee' },
        { id: 5, name: 'Printer' },
      ],
      version: 1,
    });
    const second = await api.get('/listUsers?page=2', admin);
    expect(second.body.users.map((u: any) => u.first_name)).toEqual(['Priya']);
  });

  test('sorts by e-mail, last name or status, either way', async () => {
    const byEmail = await api.get('/listUsers?sort_by=email&sort_dir=desc&per_page=100', admin);
    const emails = byEmail.body.users.map((u: any) => u.email);
    expect(emails).toEqual([...emails].sort().reverse());
    const byLast = await api.get('/listUsers?sort_by=last_name&per_page=2', admin);
    expect(byLast.body.users.map((u: any) => u.last_name)).toEqual(['Bennett', 'Hughes']);
    await addUser({ status: 0 });
    const byStatus = await api.get('/listUsers?sort_by=status&sort_dir=asc&per_page=1', admin);
    expect(byStatus.body.users[0]).toMatchObject({ email: STAFF.email, status: false });
  });

  test('searches any part of first name, last name, full name or e-mail, ignoring case and accents', async () => {
    const id = await addUser();
    const found = async (search: string) =>
      (await api.get(`/listUsers?per_page=100&search=${encodeURIComponent(search)}`, admin)).body;
    for (const term of ['zoe', 'ZOË', 'nguyen', 'NGUYỄN', 'oë nguy', 'zoe.nguyen@', 'CERTIFY.TEST']) {
      expect(
        (await found(term)).users.map((u: any) => u.id),
        term,
      ).toContain(id);
    }
    // "nguyen" also finds Liam Nguyen; the total follows the search
    const nguyen = await found('nguyen');
    expect(nguyen.total).toBe(2);
    expect(nguyen.users.map((u: any) => u.last_name).sort()).toEqual(['Nguyen', 'Nguyễn']);
    // LIKE wildcards match themselves
    expect((await found('%')).total).toBe(0);
    expect((await found('_')).total).toBe(0);
    expect((await found('signee1@')).users.map((u: any) => u.email)).toEqual(['signee1@certify.test']);
  });

  test('leaves deleted users out', async () => {
    const id = await addUser();
    await api.request('DELETE', `/user/${id}/delete`, { token: admin });
    const res = await api.get('/listUsers?per_page=100', admin);
    expect(res.body.total).toBe(6);
    expect(res.body.users.map((u: any) => u.id)).not.toContain(id);
  });

  test('refuses bad paging and sorting; only user managers may list', async () => {
    expect((await api.get('/listUsers?per_page=101', admin)).status).toBe(400);
    expect((await api.get('/listUsers?page=0', admin)).status).toBe(400);
    const bad = await api.get('/listUsers?sort_by=password_hash', admin);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ sort_by: 'sort_by must be one of first_name, last_name, email, status' });
    expect((await api.get('/listUsers')).status).toBe(401);
    const approver = await api.login('approver@certify.test');
    const refused = await api.get('/listUsers', approver);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Your roles do not grant access to user_management');
  });
});

describe('POST /addUser', () => {
  test('adds an active user with an argon2id hash who can sign in; audits without the hash', async () => {
    const res = await api.post('/addUser', { ...STAFF, role_ids: [ROLE.PRINTER] }, admin);
    expect(res.body).toEqual({ success: 1, message: 'User added successfully' });
    const id = await api.userId(STAFF.email);
    const [row] = await api.db.select().from(t.users).where(eq(t.users.id, id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.status).toBe(true);
    expect(await view(id)).toMatchObject({
      first_name: 'Zoë',
      last_name: 'Nguyễn',
      email: STAFF.email,
      mobile_number: '0400111222',
      status: true,
      roles: [{ id: ROLE.PRINTER, name: 'Printer' }],
      version: 1,
    });
    const login = await api.post('/login', { email: 'zoe.nguyen@certify.test', password: PASSWORD });
    expect(login.status).toBe(200);
    expect(login.body.modules.map((m: any) => m.module_name)).toContain('printed_list');

    const [event] = await auditOf('user.created');
    expect(event).toMatchObject({
      actorId: await api.userId('admin@certify.test'),
      subjectType: 'user',
      subjectId: String(id),
      before: null,
      after: { email: STAFF.email, status: true, role_ids: [ROLE.PRINTER], version: 1 },
    });
    expect(JSON.stringify(event)).not.toMatch(/argon2|Campus@2026|password/i);
  });

  test('a form with status 0 adds an inactive user, who cannot sign in', async () => {
    const res = await api.postForm('/addUser', { ...STAFF, status: 0, 'role_ids[]': [2, 3] }, admin);
    expect(res.status, res.text).toBe(200);
    const user = await view(await api.userId(STAFF.email));
    expect(user.status).toBe(false);
    expect(user.roles.map((r: any) => r.id)).toEqual([2, 3]);
    expect((await api.post('/login', { email: STAFF.email, password: PASSWORD })).status).toBe(401);
  });

  test('answers the spec’s messages word for word, and changes nothing', async () => {
    const before = await api.digest();
    const empty = await api.post('/addUser', {}, admin);
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({
      first_name: 'Please enter First name',
      last_name: 'Please enter Last name',
      mobile_number: 'Please enter Mobile Number',
      email: 'Please enter your email',
      password: 'Please enter Password',
    });
    const blanks = await api.postForm(
      '/addUser',
      { first_name: ' ', last_name: '', mobile_number: '', email: '', password: '' },
      admin,
    );
    expect(blanks.body.errors).toEqual(empty.body.errors);
    const invalid = await api.post('/addUser', { ...STAFF, email: 'zoe@', password: 'password' }, admin);
    expect(invalid.body.errors).toEqual({
      email: 'Please enter a valid email',
      password: PASSWORD_PATTERN_MESSAGE,
    });
    expect(PASSWORD_PATTERN_MESSAGE).toBe(
      'Password must contain at least one lowercase letter, uppercase letter, digit, and special character.',
    );
    for (const weak of ['Aa1@aaa', 'Campus2026', 'campus@2026', 'CAMPUS@2026', 'Campus@#2026']) {
      const res = await api.post('/addUser', { ...STAFF, password: weak }, admin);
      expect(res.body.errors, weak).toEqual({ password: PASSWORD_PATTERN_MESSAGE });
    }
    const unknownRole = await api.post('/addUser', { ...STAFF, role_ids: [99] }, admin);
    expect(unknownRole.body).toMatchObject({ success: 0, errors: { role_ids: 'Invalid role' } });
    const tooLong = await api.post('/addUser', { ...STAFF, first_name: 'x'.repeat(101) }, admin);
    expect(tooLong.body.errors).toEqual({ first_name: 'First name must be at most 100 characters' });
    const badStatus = await api.post('/addUser', { ...STAFF, status: 2 }, admin);
    expect(badStatus.body.errors).toEqual({ status: 'Status must be 0 (inactive) or 1 (active)' });
    expect(await api.digest()).toEqual(before);
  });

  test('an e-mail already taken (any case, even by a deleted user) is refused on `email`', async () => {
    const taken = await api.post('/addUser', { ...STAFF, email: 'ADMIN@certify.test' }, admin);
    expect(taken.status).toBe(400);
    expect(taken.body).toEqual({
      success: 0,
      message: 'The email has already been taken.',
      errors: { email: 'The email has already been taken.' },
    });
    const id = await addUser();
    await api.request('DELETE', `/user/${id}/delete`, { token: admin });
    expect((await api.post('/addUser', { ...STAFF, email: STAFF.email.toLowerCase() }, admin)).status).toBe(400);
  });

  test('a unique violation of the e-mail index (a concurrent insert that won) is recognised', async () => {
    const [existing] = await api.db.select().from(t.users).limit(1);
    const duplicate = api.db.insert(t.users).values({ ...existing!, id: undefined, email: 'ADMIN@CERTIFY.TEST' });
    const err = await duplicate.then(
      () => null,
      (e: unknown) => e,
    );
    expect(isUniqueViolation(err, 'users_email_lower_uq')).toBe(true);
    expect(isUniqueViolation(new Error('other'))).toBe(false);
  });

  test('two concurrent adds of one e-mail: one user, and a clear 400 for the other', async () => {
    const answers = await Promise.all(
      ['zoe@certify.test', 'ZOE@certify.test', 'Zoe@Certify.test'].map((email) =>
        api.post('/addUser', { ...STAFF, email }, admin),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400, 400]);
    for (const r of answers.filter((a) => a.status === 400)) {
      expect(r.body.errors).toEqual({ email: 'The email has already been taken.' });
    }
    const rows = await api.db.execute(sql`SELECT id FROM users WHERE lower(email) = 'zoe@certify.test'`);
    expect(rows.rows).toHaveLength(1);
  });
});

describe('GET /user/{id}/view', () => {
  test('one user; 404 for unknown or deleted; 400 for a bad id', async () => {
    const id = await api.userId('printer@certify.test');
    const res = await api.get(`/user/${id}/view`, admin);
    expect(res.body).toEqual({
      success: 1,
      user: {
        id,
        first_name: 'Priya',
        last_name: 'Sharma',
        email: 'printer@certify.test',
        mobile_number: '0412345675',
        status: true,
        roles: [{ id: 5, name: 'Printer' }],
        version: 1,
      },
    });
    expect((await api.get('/user/999999/view', admin)).body).toEqual({ success: 0, message: 'User not found' });
    expect((await api.get('/user/abc/view', admin)).status).toBe(400);
    await api.request('DELETE', `/user/${id}/delete`, { token: admin });
    expect((await api.get(`/user/${id}/view`, admin)).status).toBe(404);
  });
});

describe('PUT /user/{id}/update', () => {
  test('updates names, mobile and status; POST with _method=PUT does the same; audited', async () => {
    const id = await api.userId('printer@certify.test');
    const res = await api.request('PUT', `/user/${id}/update`, {
      token: admin,
      body: { first_name: 'Pri', last_name: 'Sharma-Ng', mobile_number: '0499000111', status: 1, version: 1 },
    });
    expect(res.body).toEqual({ success: 1, message: 'User updated successfully' });
    expect(await view(id)).toMatchObject({ first_name: 'Pri', last_name: 'Sharma-Ng', status: true, version: 2 });

    const override = await api.postForm(
      `/user/${id}/update`,
      { _method: 'PUT', first_name: 'Priya', last_name: 'Sharma', mobile_number: '0412345675', status: 1 },
      admin,
    );
    expect(override.body).toEqual({ success: 1, message: 'User updated successfully' });
    expect(await view(id)).toMatchObject({ first_name: 'Priya', version: 3 });

    const events = await auditOf('user.updated');
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({
      subjectId: String(id),
      before: { first_name: 'Priya', version: 1 },
      after: { first_name: 'Pri', last_name: 'Sharma-Ng', mobile_number: '0499000111', version: 2 },
    });
  });

  test('the same messages as Add user; 404 unknown; the e-mail is not changed here', async () => {
    const id = await api.userId('printer@certify.test');
    const res = await api.request('PUT', `/user/${id}/update`, { token: admin, body: {} });
    expect(res.body.errors).toEqual({
      first_name: 'Please enter First name',
      last_name: 'Please enter Last name',
      mobile_number: 'Please enter Mobile Number',
    });
    const unknown = await api.request('PUT', '/user/999999/update', {
      token: admin,
      body: { first_name: 'A', last_name: 'B', mobile_number: '1' },
    });
    expect(unknown.status).toBe(404);
    await api.request('PUT', `/user/${id}/update`, {
      token: admin,
      body: { first_name: 'A', last_name: 'B', mobile_number: '1', email: 'x@certify.test' },
    });
    expect((await view(id)).email).toBe('printer@certify.test');
  });

  test('a stale version answers 409 and changes nothing', async () => {
    const id = await api.userId('printer@certify.test');
    const edit = (first_name: string) =>
      api.request('PUT', `/user/${id}/update`, {
        token: admin,
        body: { first_name, last_name: 'Sharma', mobile_number: '0412345675', version: 1 },
      });
    expect((await edit('First')).status).toBe(200);
    const before = await api.digest();
    const second = await edit('Second');
    expect(second.status).toBe(409);
    expect(second.body).toEqual({
      success: 0,
      message: 'This user was changed by someone else. Reload it and try again.',
    });
    expect(await api.digest()).toEqual(before);
    expect((await view(id)).first_name).toBe('First');
  });

  test('deactivating ends the user’s sessions at once; re-activating does not revive them', async () => {
    const id = await api.userId('printer@certify.test');
    const printer = await api.login('printer@certify.test');
    const body = { first_name: 'Priya', last_name: 'Sharma', mobile_number: '0412345675' };
    await api.request('PUT', `/user/${id}/update`, { token: admin, body: { ...body, status: 0 } });
    expect((await api.get('/me', printer)).status).toBe(401);
    expect((await api.post('/login', { email: 'printer@certify.test', password: 'Certify@2026' })).status).toBe(401);
    await api.request('PUT', `/user/${id}/update`, { token: admin, body: { ...body, status: 1 } });
    expect((await api.get('/me', printer)).status).toBe(401);
    expect(await api.login('printer@certify.test')).toEqual(expect.any(String));
  });

  test('the last active administrator cannot be deactivated (409, nothing changed)', async () => {
    const id = await api.userId('admin@certify.test');
    const before = await api.digest();
    const res = await api.request('PUT', `/user/${id}/update`, {
      token: admin,
      body: { first_name: 'Olivia', last_name: 'Bennett', mobile_number: '0412345670', status: 0 },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(LAST_ADMINISTRATOR);
    expect(await api.digest()).toEqual(before);
    expect((await api.get('/me', admin)).status).toBe(200);
  });

  test('two administrators deactivating each other at once: one administrator remains', async () => {
    const otherId = await addUser({ role_ids: [ROLE.ADMINISTRATOR] });
    const other = await api.login(STAFF.email, PASSWORD);
    const adminId = await api.userId('admin@certify.test');
    const deactivate = (token: string, id: number, names: [string, string]) =>
      api.request('PUT', `/user/${id}/update`, {
        token,
        body: { first_name: names[0], last_name: names[1], mobile_number: '0400000000', status: 0 },
      });
    const answers = await Promise.all([
      deactivate(admin, otherId, ['Zoë', 'Nguyễn']),
      deactivate(other, adminId, ['Olivia', 'Bennett']),
    ]);
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409 || s === 401)).toHaveLength(1);
    const active = await api.db
      .select({ id: t.users.id })
      .from(t.users)
      .where(and(eq(t.users.status, true), sql`${t.users.id} IN (${adminId}, ${otherId})`));
    expect(active).toHaveLength(1);
  });
});

describe('POST /assignRole', () => {
  test('sets exactly the roles sent, ends the user’s sessions, bumps the version, audits', async () => {
    const id = await api.userId('printer@certify.test');
    const printer = await api.login('printer@certify.test');
    const res = await api.postForm('/assignRole', { user_id: id, 'role_ids[]': [2, 3], version: 1 }, admin);
    expect(res.body).toEqual({ success: 1, message: 'Roles assigned successfully' });
    expect(await view(id)).toMatchObject({
      roles: [
        { id: 2, name: 'Requisitioner' },
        { id: 3, name: 'Approver' },
      ],
      version: 2,
    });
    expect((await api.get('/me', printer)).status).toBe(401);
    const [event] = await auditOf('user.roles_assigned');
    expect(event).toMatchObject({ before: { role_ids: [5] }, after: { role_ids: [2, 3], version: 2 } });
    // none at all: an empty list
    expect((await api.postForm('/assignRole', { user_id: id, 'role_ids[]': '' }, admin)).status).toBe(200);
    expect((await view(id)).roles).toEqual([]);
    expect((await api.post('/assignRole', { user_id: id, role_ids: [] }, admin)).status).toBe(200);
  });

  test('a change of roles ends the user’s live stream at once', async () => {
    const token = await api.login('signee1@certify.test');
    const stream = openEvents(api.url, token);
    await stream.waitFor((f) => f.some((x) => x.includes(': connected')));
    const id = await api.userId('signee1@certify.test');
    const t0 = Date.now();
    expect((await api.post('/assignRole', { user_id: id, role_ids: [ROLE.SIGNEE, ROLE.PRINTER] }, admin)).status).toBe(
      200,
    );
    expect((await stream.ended) - t0).toBeLessThan(1000);
    expect(stream.data('session-ended')).toEqual([{ success: 0, message: 'Unauthenticated.' }]);
    stream.close();
  });

  test('refuses unknown users and roles, stale versions, and leaving no administrator', async () => {
    const id = await api.userId('printer@certify.test');
    const before = await api.digest();
    expect((await api.post('/assignRole', { role_ids: [1] }, admin)).body.errors).toEqual({
      user_id: 'Please select a user',
    });
    expect((await api.post('/assignRole', { user_id: 999999, role_ids: [1] }, admin)).status).toBe(404);
    expect((await api.post('/assignRole', { user_id: id, role_ids: [1, 99] }, admin)).body.errors).toEqual({
      role_ids: 'Invalid role',
    });
    expect((await api.post('/assignRole', { user_id: id, role_ids: [1], version: 7 }, admin)).status).toBe(409);
    const adminId = await api.userId('admin@certify.test');
    const last = await api.post('/assignRole', { user_id: adminId, role_ids: [2, 3, 4, 5] }, admin);
    expect(last.status).toBe(409);
    expect(last.body.message).toBe(LAST_ADMINISTRATOR);
    expect(await api.digest()).toEqual(before);
  });
});

describe('DELETE /user/{id}/delete', () => {
  test('soft-deletes: gone from lists and views, sessions ended, the row and its names kept', async () => {
    const id = await api.userId('requisitioner@certify.test');
    const requisitioner = await api.login('requisitioner@certify.test');
    const [certificate] = await api.db
      .select({ id: t.certificates.id })
      .from(t.certificates)
      .where(eq(t.certificates.requisitionerId, id))
      .limit(1);

    const res = await api.request('DELETE', `/user/${id}/delete`, { token: admin });
    expect(res.body).toEqual({
      success: 1,
      message: 'User deleted successfully',
      user_details: 'User deleted successfully',
    });
    const [row] = await api.db.select().from(t.users).where(eq(t.users.id, id));
    expect(row).toMatchObject({ status: false, firstName: 'Liam', lastName: 'Nguyen', version: 2 });
    expect(row!.deletedAt).toBeInstanceOf(Date);
    expect((await api.get('/me', requisitioner)).status).toBe(401);
    expect((await api.get(`/user/${id}/view`, admin)).status).toBe(404);
    expect((await api.request('DELETE', `/user/${id}/delete`, { token: admin })).status).toBe(404);
    // the certificate they requested still names them
    const cert = await api.get(`/certificateView/${certificate!.id}`, admin);
    expect(cert.status).toBe(200);
    expect(JSON.stringify(cert.body)).toContain('Liam Nguyen');
    const [event] = await auditOf('user.deleted');
    expect(event).toMatchObject({
      subjectId: String(id),
      before: { email: 'requisitioner@certify.test' },
      after: null,
    });
  });

  test('nobody deletes themselves (403); the last administrator cannot be deleted (409)', async () => {
    const adminId = await api.userId('admin@certify.test');
    const self = await api.request('DELETE', `/user/${adminId}/delete`, { token: admin });
    expect(self.status).toBe(403);
    expect(self.body.message).toBe('You cannot delete your own account');

    // someone who manages users but not roles is no administrator: the admin is the last one
    await api.post('/createRole', { name: 'User desk', modules: ['user_management'] }, admin);
    const [desk] = await api.db.select().from(t.roles).where(eq(t.roles.name, 'User desk'));
    await addUser({ role_ids: [desk!.id] });
    const deskToken = await api.login(STAFF.email, PASSWORD);
    const before = await api.digest();
    const last = await api.request('DELETE', `/user/${adminId}/delete`, { token: deskToken });
    expect(last.status).toBe(409);
    expect(last.body.message).toBe(LAST_ADMINISTRATOR);
    expect(await api.digest()).toEqual(before);
  });
});

describe('the Campus manager (docs/product.md "Administration"): a role made through the api, no code change', () => {
  test('grants exactly its modules and permission, at login and on every call', async () => {
    const created = await api.postForm(
      '/createRole',
      {
        name: 'Campus manager',
        status: 1,
        'modules[]': ['printed_list', 'student_list'],
        'permissions[]': ['student_management.add'],
      },
      admin,
    );
    expect(created.body).toEqual({ success: 1, message: 'Role created successfully' });
    const roles = (await api.get('/listRoles?per_page=100', admin)).body.roles;
    const role = roles.find((r: any) => r.name === 'Campus manager');
    expect(role).toMatchObject({
      status: true,
      user_count: 0,
      modules: ['printed_list', 'student_list'],
      permissions: ['student_management.add'],
    });
    await addUser({ email: 'campus.manager@certify.test', role_ids: [role.id] });

    const login = await api.post('/login', { email: 'campus.manager@certify.test', password: PASSWORD });
    expect(login.status).toBe(200);
    expect(login.body.roles).toEqual([{ id: role.id, name: 'Campus manager' }]);
    expect(login.body.modules.map((m: any) => m.module_name)).toEqual(['printed_list', 'student_list']);
    expect(login.body.module_permissions).toEqual({
      requested_certificate: { add: false },
      campus_management: { add: false },
      course_management: { add: false },
      student_management: { add: true },
    });
    const token = login.body.token as string;

    const printed = await api.get('/reprintCertificateList', token);
    expect(printed.status).toBe(200);
    expect(printed.body.data.length).toBeGreaterThan(0);
    const printedId = printed.body.data[0].id;
    expect((await api.get(`/printedCertificateView/${printedId}`, token)).status).toBe(200);

    const [requested] = await api.db
      .select({ id: t.certificates.id })
      .from(t.certificates)
      .where(eq(t.certificates.credentialStatus, 0))
      .limit(1);
    const approve = await api.post(
      '/requestedCertificateApprove',
      { certificate_id: requested!.id, approve_comment: 'Checked', fee_due: 0 },
      token,
    );
    expect(approve.status).toBe(403);
    expect((await api.get('/listUsers', token)).status).toBe(403);
    expect((await api.get('/listRoles', token)).status).toBe(403);
    expect((await api.get('/searchRequestedCertificate', token)).status).toBe(403);
  });
});
