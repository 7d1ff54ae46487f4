/**
 * Administration as the spec's client calls it (access-and-administration §2, §3, §5, §7, §8):
 * users and their roles, roles and their users, templates with their courses and signees, the
 * caller's signature and switches, configuration items and the organisation's profile.
 */
import { expect, test } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { PNG } from 'pngjs';
import { type Answer, indexed, SpecClient } from './support/specClient';
import { addThrowawayUser, addUserPayload, uniqueEmail, userRow } from './support/users';

let serial = 0;
const unique = (tag: string) => `${tag} ${Date.now().toString(36)}${++serial}`;

/** A small PNG (a signature or a logo). */
function png(width = 120, height = 40): Buffer {
  const image = new PNG({ width, height });
  for (let i = 0; i < width * height; i++) {
    const dark = i % width > 10 && i % width < width - 10 && Math.floor(i / width) === Math.floor(height / 2);
    image.data.set(dark ? [0, 0, 0, 255] : [255, 255, 255, 0], i * 4);
  }
  return PNG.sync.write(image);
}

/** A throwaway user holding the Signee role (whose modules include the signature and the switches), signed in. */
async function signedInSignee(tag: string): Promise<SpecClient> {
  const user = await addThrowawayUser(tag);
  const admin = await SpecClient.as('admin');
  const roles = (await admin.get('/listRoles')).expectSuccess().roles as Answer[];
  const signee = roles.find((r) => r.name === 'Signee')!;
  (await admin.postForm('/assignRole', { user_id: user.id, 'role_ids[]': [signee.id] })).expectSuccess();
  return SpecClient.login(user.email, user.password);
}

/** A one-page PDF with a `student_name` text field (a template). */
async function templatePdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([842, 595]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  page.drawText('Certificate', { x: 360, y: 500, size: 28, font });
  const field = doc.getForm().createTextField('student_name');
  field.addToPage(page, { x: 221, y: 300, width: 400, height: 40 });
  return Buffer.from(await doc.save());
}

test.describe('users (access-and-administration §2 "User Management", §7)', () => {
  test('GET /listUsers → users (every one, with roles); GET /user/{id}/view → user details', async () => {
    for (let i = 0; i < 3; i++) await addThrowawayUser('list');
    const admin = await SpecClient.as('admin');
    const answer = (await admin.get('/listUsers')).expectSuccess();
    const users = answer.users as Answer[];
    expect(users.length).toBeGreaterThan(5);
    for (const user of users) {
      for (const key of ['id', 'first_name', 'last_name', 'email', 'status', 'roles']) expect(user).toHaveProperty(key);
    }
    const view = (await admin.get('/user/{id}/view', { id: users[0]!.id })).expectSuccess();
    expect(JSON.stringify(view)).toContain(String(users[0]!.email));
  });

  test('POST /addUser {first_name, last_name, email, mobile_number, password, status} → success, message', async () => {
    const admin = await SpecClient.as('admin');
    const email = uniqueEmail('add');
    const answer = (await admin.postJson('/addUser', addUserPayload(email))).expectSuccess();
    expect(typeof answer.message).toBe('string');
    expect(await userRow(email)).toMatchObject({ first_name: 'Casey', status: true });
    const user = await SpecClient.login(email, 'Initial@2026x');
    expect(user.token).toBeTruthy();
  });

  test("POST /addUser: §5's messages word for word", async () => {
    const admin = await SpecClient.as('admin');
    const empty = await admin.postJson('/addUser', {});
    expect(empty.body.success).toBe(0);
    const text = JSON.stringify(empty.body);
    for (const message of [
      'Please enter First name',
      'Please enter Last name',
      'Please enter Mobile Number',
      'Please enter your email',
      'Please enter Password',
    ]) {
      expect(text, message).toContain(message);
    }
    const bad = await admin.postJson('/addUser', addUserPayload('nobody', { password: 'simple' }));
    const badText = JSON.stringify(bad.body);
    expect(badText).toContain('Please enter a valid email');
    expect(badText).toContain(
      'Password must contain at least one lowercase letter, uppercase letter, digit, and special character.',
    );
  });

  test('POST /user/{id}/update (method override PUT) {first_name, last_name, mobile_number, status}', async () => {
    const user = await addThrowawayUser('update');
    const admin = await SpecClient.as('admin');
    const answer = await admin.call('POST', '/user/{id}/update', {
      params: { id: user.id },
      form: { _method: 'PUT', first_name: 'Renamed', last_name: 'Person', mobile_number: '0412000111', status: 0 },
    });
    expect(typeof answer.expectSuccess().message).toBe('string');
    expect(await userRow(user.email)).toMatchObject({ first_name: 'Renamed', last_name: 'Person', status: false });
  });

  test('POST /assignRole (form: user_id, role_ids[]) → success, message', async () => {
    const user = await addThrowawayUser('assign');
    const admin = await SpecClient.as('admin');
    const roles = (await admin.get('/listRoles')).expectSuccess().roles as Answer[];
    const printer = roles.find((r) => r.name === 'Printer')!;
    const answer = await admin.postForm('/assignRole', { user_id: user.id, 'role_ids[]': [printer.id] });
    expect(typeof answer.expectSuccess().message).toBe('string');
    const row = await userRow(user.email);
    expect(((row?.roles ?? []) as Answer[]).map((r) => r.id)).toEqual([printer.id]);
  });

  test('DELETE /user/{id}/delete → success, user_details (message); the user is gone', async () => {
    const user = await addThrowawayUser('delete');
    const admin = await SpecClient.as('admin');
    const answer = (await admin.call('DELETE', '/user/{id}/delete', { params: { id: user.id } })).expectSuccess();
    expect(typeof answer.user_details).toBe('string');
    expect(await userRow(user.email)).toBeUndefined();
  });
});

test.describe('roles (access-and-administration §2 "Role Management", §7)', () => {
  test('GET /listRoles → roles; POST /createRole and /editRole (form: name, status, role_id) → success, message', async () => {
    const admin = await SpecClient.as('admin');
    const name = unique('Contract Role');
    (await admin.postForm('/createRole', { name, status: 1 })).expectSuccess();
    const roles = (await admin.get('/listRoles')).expectSuccess().roles as Answer[];
    for (const role of roles) for (const key of ['id', 'name', 'status']) expect(role).toHaveProperty(key);
    const mine = roles.find((r) => r.name === name);
    expect(mine, `GET /listRoles lists ${name}`).toBeTruthy();
    const renamed = `${name} B`;
    const edited = await admin.postForm('/editRole', { role_id: mine!.id, name: renamed, status: 0 });
    expect(typeof edited.expectSuccess().message).toBe('string');
    const after = ((await admin.get('/listRoles')).expectSuccess().roles as Answer[]).find((r) => r.id === mine!.id);
    expect(after).toMatchObject({ name: renamed, status: false });
  });

  test('POST /unassignedUsers {role_id} → users (id, full_name); POST /assignUsers (form: role_id, user_ids[])', async () => {
    const admin = await SpecClient.as('admin');
    const name = unique('Assign Role');
    (await admin.postForm('/createRole', { name, status: 1 })).expectSuccess();
    const role = ((await admin.get('/listRoles')).expectSuccess().roles as Answer[]).find((r) => r.name === name)!;
    const user = await addThrowawayUser('roleuser');
    const before = (await admin.postJson('/unassignedUsers', { role_id: role.id })).expectSuccess().users as Answer[];
    for (const u of before) for (const key of ['id', 'full_name']) expect(u).toHaveProperty(key);
    expect(before.map((u) => u.id)).toContain(user.id);
    const answer = await admin.postForm('/assignUsers', { role_id: role.id, 'user_ids[]': [user.id] });
    expect(typeof answer.expectSuccess().message).toBe('string');
    const after = (await admin.postJson('/unassignedUsers', { role_id: role.id })).expectSuccess().users as Answer[];
    expect(after.map((u) => u.id)).not.toContain(user.id);
  });
});

test.describe('templates (access-and-administration §2 "Template Listing", §5, §7)', () => {
  test('GET /listCertificates → certificates; POST /createCertificate (form + PDF) → success, message', async () => {
    const admin = await SpecClient.as('admin');
    const name = unique('Contract Template');
    const created = await admin.call('POST', '/createCertificate', {
      multipart: {
        name,
        no_of_signees: 1,
        skip_sign: 0,
        certificate: { name: 'template.pdf', mimeType: 'application/pdf', buffer: await templatePdf() },
      },
    });
    expect(typeof created.expectSuccess().message).toBe('string');
    const templates = (await admin.get('/listCertificates')).expectSuccess().certificates as Answer[];
    const mine = templates.find((t) => t.name === name);
    expect(mine).toMatchObject({ no_of_signees: 1, skip_sign: false });
    for (const key of ['id', 'name', 'no_of_signees', 'skip_sign']) expect(mine).toHaveProperty(key);
  });

  test('GET /certificateCourseSignee/{id}; POST /assignCourse and /assignSignee with their §5 messages', async () => {
    const admin = await SpecClient.as('admin');
    const name = unique('Assigned Template');
    (
      await admin.call('POST', '/createCertificate', {
        multipart: {
          name,
          no_of_signees: 1,
          skip_sign: 0,
          certificate: { name: 'template.pdf', mimeType: 'application/pdf', buffer: await templatePdf() },
        },
      })
    ).expectSuccess();
    const template = ((await admin.get('/listCertificates')).expectSuccess().certificates as Answer[]).find(
      (t) => t.name === name,
    )!;
    const courses = (await admin.get('/courses')).expectSuccess().courses as Answer[];

    const placeholder = await admin.postForm('/assignCourse', {
      certificate_id: template.id,
      'course_id[]': [courses[0]!.id],
      certificate_type: 'SCT',
    });
    placeholder.expectRefusal('Please select all the required fields');
    const assigned = await admin.postForm('/assignCourse', {
      certificate_id: template.id,
      'course_id[]': [courses[0]!.id],
      certificate_type: 'MC',
    });
    expect(typeof assigned.expectSuccess().message).toBe('string');

    const missing = await admin.postForm('/assignSignee', { template_id: template.id });
    missing.expectRefusal('Please enter all the required fields');
    const signees = (await admin.get('/SigneeDetails')).expectSuccess().signees as Answer[];
    const signee = await admin.postForm('/assignSignee', {
      template_id: template.id,
      ...indexed('signee_ids', [signees[0]!.id]),
      signee1_designation: 'Chief Executive Officer',
    });
    expect(typeof signee.expectSuccess().message).toBe('string');

    const both = (await admin.get('/certificateCourseSignee/{id}', { id: template.id })).expectSuccess();
    expect(JSON.stringify(both.certificate_courses)).toContain(String(courses[0]!.course_name));
    expect(JSON.stringify(both.certificate_signees)).toContain('Chief Executive Officer');
  });
});

test.describe('the caller’s signature and switches (access-and-administration §2, §7)', () => {
  test('POST /uploadSignature (form: signature file, or draw_signature) → success 1, message, signature', async () => {
    const client = await signedInSignee('signature');
    const none = await client.get('/signatureDetails');
    expect(none.body.success, none.describe()).not.toBe(1);
    const uploaded = (
      await client.call('POST', '/uploadSignature', {
        multipart: { signature: { name: 'signature.png', mimeType: 'image/png', buffer: png() } },
      })
    ).expectSuccess();
    expect(typeof uploaded.message).toBe('string');
    expect(uploaded.signature).toBeTruthy();
    expect((await client.get('/signatureDetails')).expectSuccess().signature).toBeTruthy();
    const drawn = (
      await client.postForm('/uploadSignature', {
        draw_signature: `data:image/png;base64,${png(500, 150).toString('base64')}`,
      })
    ).expectSuccess();
    expect(drawn.signature).toBeTruthy();
  });

  test("GET /userConfigurationIndex → list; POST /userConfigurationUpdate (the setting with a value) → status 'success'", async () => {
    const client = await signedInSignee('switches');
    const index = (await client.get('/userConfigurationIndex')).expectSuccess();
    expect(typeof index.message).toBe('string');
    expect(index.list).toHaveProperty('password_security');
    expect(index.list).toHaveProperty('email_notifications');
    const updated = await client.postForm('/userConfigurationUpdate', { email_notifications: 0 });
    expect(updated.ok, updated.describe()).toBe(true);
    expect(updated.body.status).toBe('success');
    expect(typeof updated.body.message).toBe('string');
    expect((await client.get('/userConfigurationIndex')).expectSuccess().list.email_notifications).toBe(false);
  });
});

test.describe('configuration and the organisation (access-and-administration §2, §3, §7)', () => {
  test('GET /configurationIndex → items (key, text, value); POST /configurationUpdate (form: key, value)', async () => {
    const admin = await SpecClient.as('admin');
    const items = (await admin.get('/configurationIndex')).expectSuccess().configuration as Answer[];
    for (const item of items) for (const key of ['key', 'text', 'value']) expect(item).toHaveProperty(key);
    const format = items.find((i) => i.key === 'display_date_format')!;
    const answer = await admin.postForm('/configurationUpdate', { key: 'display_date_format', value: 'yyyy-mm-dd' });
    expect(typeof answer.expectSuccess().message).toBe('string');
    const details = (await admin.get('/requisitionerCourseDetails')).expectSuccess();
    expect(details.display_date_format).toBe('yyyy-mm-dd');
    (await admin.postForm('/configurationUpdate', { key: 'display_date_format', value: format.value })).expectSuccess();
  });

  test('GET /companySettingsList → company_settings; POST /companySettings (form + logo) → success, message, comapny_logo', async () => {
    const admin = await SpecClient.as('admin');
    const settings = (await admin.get('/companySettingsList')).expectSuccess().company_settings as Answer;
    for (const key of [
      'company_short_name',
      'company_name',
      'company_logo',
      'contact_person',
      'contact_email',
      'company_address',
      'phone_number',
      'fax_number',
      'post_code',
      'title',
    ]) {
      expect(settings).toHaveProperty(key);
    }
    const fields: Record<string, string> = {};
    for (const key of [
      'company_short_name',
      'company_name',
      'contact_person',
      'contact_email',
      'company_address',
      'phone_number',
      'fax_number',
      'post_code',
      'title',
    ]) {
      fields[key] = String(settings[key] ?? '');
    }
    const saved = (
      await admin.call('POST', '/companySettings', {
        multipart: {
          ...fields,
          company_name: `${fields.company_name}`,
          company_logo: { name: 'logo.png', mimeType: 'image/png', buffer: png(200, 80) },
        },
      })
    ).expectSuccess();
    expect(typeof saved.message).toBe('string');
    expect(saved.comapny_logo).toBeTruthy();
  });
});
