/**
 * User configuration (`/userConfigurationIndex`, `/userConfigurationUpdate`), configuration items
 * (`/configurationIndex`, `/configurationUpdate`) and the organisation (`/companySettingsList`,
 * `/companySettings`): answers, who may, every message, audit events, nothing changed on a
 * refusal — and their effect: the sign password and notification e-mails follow the switches at
 * once, every date printed on a PDF follows `display_date_format`, the logo is the login answer's
 * and prints into a template's `company_logo` field.
 * spec: access-and-administration §2 "User Configuration Settings", "Configuration Settings",
 * "Organization Settings", §3, §7, §9; DESIGN.md "PDFs".
 */
import { desc, eq } from 'drizzle-orm';
import { PDFDict, PDFDocument, PDFName, type PDFNumber, PDFRawStream } from 'pdf-lib';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { DATE_FORMAT } from '../src/codes.js';
import * as t from '../src/db/schema.js';
import { loadRenderItems } from '../src/certificates/pdfData.js';
import { formatDate, readTemplateFields, renderCertificatesPdf } from '../src/pdf/index.js';
import { startTestApi, type TestApi } from './harness.js';
import { PASSWORD, WorkflowKit } from './workflowKit.js';
import { pageTexts } from './pdfText.js';

let api: TestApi;
let kit: WorkflowKit;
beforeAll(async () => {
  api = await startTestApi();
  kit = new WorkflowKit(api);
});
afterAll(() => api?.close());

async function lastAudit(action: string) {
  const [row] = await api.db
    .select()
    .from(t.auditEvents)
    .where(eq(t.auditEvents.action, action))
    .orderBy(desc(t.auditEvents.id))
    .limit(1);
  return row;
}

/** A solid PNG of `width`×`height`. */
function solidPng(width: number, height: number, rgb: [number, number, number] = [200, 30, 30]): Buffer {
  const png = new PNG({ width, height });
  for (let i = 0; i < width * height; i++) png.data.set([...rgb, 255], i * 4);
  return PNG.sync.write(png);
}

/** Width×height of the image XObjects drawn on page `index` (soft masks not counted). */
async function pageImages(bytes: Uint8Array, index = 0): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  const xobjects = doc.getPages()[index]!.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
  const out: string[] = [];
  for (const [, ref] of xobjects?.entries() ?? []) {
    const obj = doc.context.lookup(ref);
    if (!(obj instanceof PDFRawStream) || String(obj.dict.get(PDFName.of('Subtype'))) !== '/Image') continue;
    const size = (k: string) => (obj.dict.get(PDFName.of(k)) as PDFNumber).asNumber();
    out.push(`${size('Width')}x${size('Height')}`);
  }
  return out.sort();
}

// ───────────────────────────── user configuration ─────────────────────────────

describe('user configuration', () => {
  beforeEach(async () => {
    await api.reset();
    kit.forget();
  });

  test('GET /userConfigurationIndex answers the caller’s two switches', async () => {
    const signee2 = await api.get('/userConfigurationIndex', await kit.token('signee2'));
    expect(signee2.status).toBe(200);
    expect(signee2.body).toEqual({
      success: 1,
      message: 'User configurations',
      list: { password_security: true, email_notifications: true },
    });
    const printer = await api.get('/userConfigurationIndex', await kit.token('printer'));
    expect(printer.body.list).toEqual({ password_security: false, email_notifications: true });
    expect((await api.get('/userConfigurationIndex')).status).toBe(401);
  });

  test('one setting with its value: status success, saved with its audit event; 0/1 and true/false', async () => {
    const token = await kit.token('printer');
    const printerId = await kit.id('printer');
    const res = await api.postForm('/userConfigurationUpdate', { email_notifications: 0 }, token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: 1,
      status: 'success',
      message: 'User configuration updated successfully',
      list: { password_security: false, email_notifications: false },
    });
    const [row] = await api.db.select().from(t.users).where(eq(t.users.id, printerId));
    expect(row).toMatchObject({ emailNotifications: false, passwordSecurity: false });
    expect(await lastAudit('user.configuration_updated')).toMatchObject({
      actorId: printerId,
      subjectType: 'user',
      subjectId: String(printerId),
      before: { password_security: false, email_notifications: true },
      after: { password_security: false, email_notifications: false },
    });
    const on = await api.post('/userConfigurationUpdate', { email_notifications: 'true' }, token);
    expect(on.body.list.email_notifications).toBe(true);
    const index = await api.get('/userConfigurationIndex', token);
    expect(index.body.list).toEqual({ password_security: false, email_notifications: true });
    // an unchanged value writes nothing
    const before = await api.digest();
    const same = await api.postForm('/userConfigurationUpdate', { email_notifications: 1 }, token);
    expect(same.body.status).toBe('success');
    expect(await api.digest()).toEqual(before);
  });

  test('no setting, or a value that is not on/off: 400, nothing changed', async () => {
    const token = await kit.token('printer');
    const before = await api.digest();
    const none = await api.postForm('/userConfigurationUpdate', {}, token);
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Please choose a setting: password_security or email_notifications');
    const bad = await api.postForm('/userConfigurationUpdate', { password_security: 'maybe' }, token);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ password_security: 'password_security must be 1 or 0 (true or false)' });
    expect(await api.digest()).toEqual(before);
  });

  test('password security takes effect at once on the same session; turning it off needs the password', async () => {
    const token = await kit.token('signee1');
    const first = await kit.create('approved');
    const on = await api.postForm('/userConfigurationUpdate', { password_security: 1 }, token);
    expect(on.body.list.password_security).toBe(true);
    // signing now asks for the password
    const sign = await api.postForm('/bulkSignCertificate', { 'certificate[0]': first }, token);
    expect(sign.status).toBe(403);
    expect(sign.body.message).toBe('Please Enter Password');

    const before = await api.digest();
    const off = await api.postForm('/userConfigurationUpdate', { password_security: 0 }, token);
    expect(off.status).toBe(403);
    expect(off.body.message).toBe('Please Enter Password');
    const wrong = await api.postForm(
      '/userConfigurationUpdate',
      { password_security: 0, password: 'Wrong@2026x' },
      token,
    );
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('Incorrect password');
    expect(await api.digest()).toMatchObject({ users: before.users, audit_events: before.audit_events });

    const ok = await api.postForm('/userConfigurationUpdate', { password_security: 0, password: PASSWORD }, token);
    expect(ok.status).toBe(200);
    expect(ok.body.list.password_security).toBe(false);
    const signed = await api.postForm('/bulkSignCertificate', { 'certificate[0]': first }, token);
    expect(signed.status).toBe(200);
  });

  test('notification e-mails follow email_notifications at once', async () => {
    const off = await api.postForm('/userConfigurationUpdate', { email_notifications: 0 }, await kit.token('signee1'));
    expect(off.status).toBe(200);
    api.mailer.sent.length = 0;
    const id = await kit.create('approved');
    const to = api.mailer.sent.map((m) => m.to);
    expect(to).toContain('signee2@certify.test');
    expect(to).not.toContain('signee1@certify.test');
    // the notification itself is still recorded
    const [note] = await api.db
      .select()
      .from(t.notifications)
      .where(eq(t.notifications.actionId, id))
      .orderBy(desc(t.notifications.id));
    expect(note).toBeDefined();

    await api.postForm('/userConfigurationUpdate', { email_notifications: 1 }, await kit.token('signee1'));
    api.mailer.sent.length = 0;
    await kit.create('approved');
    expect(api.mailer.sent.map((m) => m.to)).toContain('signee1@certify.test');
  });
});

// ───────────────────────────── configuration items ─────────────────────────────

describe('configuration items', () => {
  beforeEach(async () => {
    await api.reset();
    kit.forget();
  });

  const FORMATS = ['dd-mm-yyyy', 'dd/mm/yyyy', 'mm-dd-yyyy', 'mm/dd/yyyy', 'yyyy-mm-dd', 'yyyy/mm/dd'];

  test('GET /configurationIndex lists key, text, value and the fixed choices (administrators only)', async () => {
    const res = await api.get('/configurationIndex', await kit.token('admin'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: 1,
      configuration: [
        { key: 'display_date_format', text: 'Display Date Format', value: 'dd-mm-yyyy', options: FORMATS },
        {
          key: 'fee_paid_or_not_confirmation',
          text: 'Fee Paid or Not Confirmation',
          value: 'Yes',
          options: ['Yes', 'NO'],
        },
        {
          key: 'student_portal_report_url',
          text: 'Student Portal Report URL',
          value: expect.stringContaining('{enrolment_id}'),
        },
      ],
    });
    expect(Object.values(DATE_FORMAT)).toEqual(FORMATS);
    for (const who of ['requisitioner', 'approver', 'signee1', 'printer'] as const) {
      const refused = await api.get('/configurationIndex', await kit.token(who));
      expect(refused.status, who).toBe(403);
      expect(refused.body.message).toBe('Your roles do not grant access to configuration_settings');
      expect((await api.postForm('/configurationUpdate', { key: 'x', value: 'y' }, await kit.token(who))).status).toBe(
        403,
      );
    }
  });

  test('display_date_format: saved with its audit event, and every date of the next PDF uses it', async () => {
    const admin = await kit.token('admin');
    const [withUnits] = await api.db.select({ id: t.certificateUnits.certificateId }).from(t.certificateUnits).limit(1);
    const id = withUnits!.id;
    const [cert] = await api.db.select().from(t.certificates).where(eq(t.certificates.id, id));
    const units = await api.db.select().from(t.certificateUnits).where(eq(t.certificateUnits.certificateId, id));

    const res = await api.postForm('/configurationUpdate', { key: 'display_date_format', value: 'yyyy/mm/dd' }, admin);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: 1,
      message: 'Configuration updated successfully',
      item: { key: 'display_date_format', text: 'Display Date Format', value: 'yyyy/mm/dd', options: FORMATS },
    });
    expect(await lastAudit('configuration.updated')).toMatchObject({
      actorId: await kit.id('admin'),
      subjectType: 'configuration',
      subjectId: 'display_date_format',
      before: { value: 'dd-mm-yyyy' },
      after: { value: 'yyyy/mm/dd' },
    });
    expect((await api.get('/requisitionerCourseDetails', admin)).body.display_date_format).toBe('yyyy/mm/dd');

    const pdf = await api.get(`/generate-pdf/${id}/preview`, admin);
    expect(pdf.status).toBe(200);
    const text = (await pageTexts(pdf.body)).join('|');
    const dates = [cert!.credentialDate, ...units.map((u) => u.unitStartDate).filter((d): d is string => !!d)];
    expect(dates.length).toBeGreaterThan(1);
    for (const d of dates) {
      expect(text).toContain(formatDate(d, 'yyyy/mm/dd'));
      expect(text).not.toContain(formatDate(d, 'dd-mm-yyyy'));
    }

    // and back: the PDF follows again
    await api.postForm('/configurationUpdate', { key: 'display_date_format', value: 'MM/DD/YYYY' }, admin);
    const again = (await pageTexts((await api.get(`/generate-pdf/${id}/preview`, admin)).body)).join('|');
    expect(again).toContain(formatDate(cert!.credentialDate, 'mm/dd/yyyy'));
  });

  test('fee_paid_or_not_confirmation: Yes or NO (any case) drives /configFeePaidConfirmation', async () => {
    const admin = await kit.token('admin');
    const res = await api.postForm('/configurationUpdate', { key: 'fee_paid_or_not_confirmation', value: 'no' }, admin);
    expect(res.body.item.value).toBe('NO');
    expect((await api.get('/configFeePaidConfirmation', admin)).body).toEqual({ success: 1, data: 'NO' });
    await api.postForm('/configurationUpdate', { key: 'fee_paid_or_not_confirmation', value: 'Yes' }, admin);
    expect((await api.get('/configFeePaidConfirmation', admin)).body.data).toBe('Yes');
  });

  test('student_portal_report_url: an http(s) URL with {enrolment_id}, or empty (no link)', async () => {
    const admin = await kit.token('admin');
    const [cert] = await api.db
      .select({ id: t.certificates.id, enrolment: t.certificates.enrolmentDetailId })
      .from(t.certificates)
      .limit(1);
    const url = 'https://reports.example.edu.au/assessment/{enrolment_id}?view=full';
    const res = await api.postForm('/configurationUpdate', { key: 'student_portal_report_url', value: url }, admin);
    expect(res.status).toBe(200);
    const enrolment = await api.get(`/getEnrolmentDetailId/${cert!.id}`, admin);
    expect(enrolment.body.certificate_data.report_url).toBe(
      cert!.enrolment ? url.replace('{enrolment_id}', encodeURIComponent(cert!.enrolment)) : null,
    );
    const cleared = await api.postForm('/configurationUpdate', { key: 'student_portal_report_url', value: '' }, admin);
    expect(cleared.body.item.value).toBe('');
    expect((await api.get(`/getEnrolmentDetailId/${cert!.id}`, admin)).body.certificate_data.report_url).toBeNull();
  });

  test('refusals: unknown key 404, a value outside the rule 400 with its message; nothing changed', async () => {
    const admin = await kit.token('admin');
    const before = await api.digest();
    const unknown = await api.postForm('/configurationUpdate', { key: 'no_such_key', value: 'x' }, admin);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Configuration item not found');
    const cases: Array<[Record<string, string>, string, string]> = [
      [
        { key: 'display_date_format', value: 'dd.mm.yyyy' },
        'value',
        'Display Date Format must be one of dd-mm-yyyy, dd/mm/yyyy, mm-dd-yyyy, mm/dd/yyyy, yyyy-mm-dd, yyyy/mm/dd',
      ],
      [{ key: 'display_date_format', value: '' }, 'value', expect.stringContaining('Display Date Format') as never],
      [
        { key: 'fee_paid_or_not_confirmation', value: 'maybe' },
        'value',
        'Fee Paid or Not Confirmation must be Yes or NO',
      ],
      [
        { key: 'student_portal_report_url', value: 'ftp://files.example.edu.au/{enrolment_id}' },
        'value',
        'Student Portal Report URL must be an http(s) address, e.g. https://portal.example.edu.au/reports?enrolment={enrolment_id}',
      ],
      [
        { key: 'student_portal_report_url', value: 'javascript:alert(1)//{enrolment_id}' },
        'value',
        expect.stringContaining('http(s) address') as never,
      ],
      [
        { key: 'student_portal_report_url', value: 'https://portal.example.edu.au/reports' },
        'value',
        'Student Portal Report URL must contain {enrolment_id} where the enrolment id goes',
      ],
      [{ key: '', value: 'x' }, 'key', 'Please select a configuration item'],
      [{ key: 'display_date_format' }, 'value', 'Please enter a value'],
    ];
    for (const [form, field, message] of cases) {
      const res = await api.postForm('/configurationUpdate', form, admin);
      expect(res.status, JSON.stringify(form)).toBe(400);
      expect(res.body.errors?.[field], JSON.stringify(form)).toEqual(message);
    }
    expect(await api.digest()).toEqual(before);
  });

  test('other stored keys are free text of at most 500 characters', async () => {
    await api.db.insert(t.configuration).values({ key: 'certificate_footer', text: 'Certificate Footer', value: '' });
    const admin = await kit.token('admin');
    const ok = await api.postForm('/configurationUpdate', { key: 'certificate_footer', value: 'x'.repeat(500) }, admin);
    expect(ok.status).toBe(200);
    expect(ok.body.item).toEqual({ key: 'certificate_footer', text: 'Certificate Footer', value: 'x'.repeat(500) });
    const long = await api.postForm(
      '/configurationUpdate',
      { key: 'certificate_footer', value: 'x'.repeat(501) },
      admin,
    );
    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual({ value: 'Value must be at most 500 characters' });
    const index = await api.get('/configurationIndex', admin);
    expect(index.body.configuration.at(-1)).toEqual(ok.body.item);
  });
});

// ───────────────────────────── organisation ─────────────────────────────

const COMPANY_FORM = {
  company_short_name: 'SCIT',
  company_name: 'Southern Cross Institute of Training Pty Ltd',
  rto_code: '45123',
  contact_person: 'Olivia Bennett',
  contact_email: 'registrar@scit.example.edu.au',
  company_address: 'Level 5, 250 Collins Street, Melbourne VIC 3000',
  phone_number: '+61 3 9000 1234',
  fax_number: '(03) 9000 1235',
  post_code: '3000',
  title: 'SCIT Certificates',
};

function companyForm(fields: Record<string, string> = COMPANY_FORM, logo?: { bytes: Buffer; name?: string }) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (logo)
    form.append('company_logo', new Blob([new Uint8Array(logo.bytes)], { type: 'image/png' }), logo.name ?? 'logo.png');
  return form;
}
const saveCompany = async (form: FormData, token?: string) =>
  api.request('POST', '/companySettings', { token: token ?? (await kit.token('admin')), multipart: form });

describe('organisation settings', () => {
  beforeEach(async () => {
    await api.reset();
    kit.forget();
  });

  test('GET /companySettingsList answers the profile (administrators only)', async () => {
    const res = await api.get('/companySettingsList', await kit.token('admin'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: 1,
      company_settings: {
        company_short_name: 'SCIT',
        company_name: 'Southern Cross Institute of Training',
        rto_code: '45123',
        company_logo: null,
        contact_person: 'Olivia Bennett',
        contact_email: 'admin@certify.test',
        company_address: 'Level 4, 250 Collins Street, Melbourne VIC 3000',
        phone_number: '03 9000 1234',
        fax_number: '03 9000 1235',
        post_code: '3000',
        title: 'Southern Cross Institute of Training — Certificates',
        digital_delivery: false,
        updated_at: expect.any(String),
      },
    });
    for (const who of ['requisitioner', 'approver', 'signee1', 'printer'] as const) {
      expect((await api.get('/companySettingsList', await kit.token(who))).status, who).toBe(403);
      const post = await saveCompany(companyForm(COMPANY_FORM, { bytes: solidPng(10, 10) }), await kit.token(who));
      expect(post.status, who).toBe(403);
      expect(post.body.message).toBe('Your roles do not grant access to company_settings');
    }
  });

  test('saves the profile and a logo: comapny_logo (sic) and company_logo, audit, login answer, /files', async () => {
    const logo = solidPng(40, 20);
    const res = await saveCompany(companyForm(COMPANY_FORM, { bytes: logo }));
    expect(res.status).toBe(200);
    const path = res.body.company_logo;
    expect(path).toMatch(/^\/files\/\d+$/);
    expect(res.body).toEqual({
      success: 1,
      message: 'Company settings updated successfully',
      comapny_logo: path,
      company_logo: path,
      company_settings: {
        ...COMPANY_FORM,
        company_logo: path,
        digital_delivery: false,
        updated_at: expect.any(String),
      },
    });
    const fileId = Number(path.split('/').at(-1));
    const [file] = await api.db.select().from(t.storedFiles).where(eq(t.storedFiles.id, fileId));
    expect(file).toMatchObject({ kind: 'logo', contentType: 'image/png', byteSize: logo.length });
    expect((await api.get('/companySettingsList', await kit.token('admin'))).body.company_settings).toEqual(
      res.body.company_settings,
    );
    const audit = await lastAudit('company.updated');
    expect(audit).toMatchObject({
      actorId: await kit.id('admin'),
      subjectType: 'company_settings',
      subjectId: '1',
      before: { company_name: 'Southern Cross Institute of Training', company_logo: null },
      after: { company_name: COMPANY_FORM.company_name, company_logo: path },
    });
    // the login answer's client logo, readable by anyone signed in
    const login = await api.post('/login', { email: 'printer@certify.test', password: PASSWORD });
    expect(login.body.company_logo).toBe(path);
    const served = await api.get(path, login.body.token);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(served.body).equals(logo)).toBe(true);
    expect((await api.get(path)).status).toBe(401);
  });

  test('optional fields: absent keeps, empty clears; a logo from an earlier upload (upload_id)', async () => {
    const admin = await kit.token('admin');
    const form = new FormData();
    const image = solidPng(16, 16);
    form.append('file', new Blob([new Uint8Array(image)]), 'logo.png');
    const sent = await api.request('POST', '/uploads/image', { token: admin, multipart: form });
    const res = await api.post(
      '/companySettings',
      { company_short_name: 'SCIT', company_name: 'SCIT Pty Ltd', fax_number: '', upload_id: sent.body.upload.id },
      admin,
    );
    expect(res.status).toBe(200);
    expect(res.body.company_settings).toMatchObject({
      company_name: 'SCIT Pty Ltd',
      rto_code: '45123',
      fax_number: null,
      phone_number: '03 9000 1234',
      company_logo: `/files/${sent.body.upload.id}`,
    });
    const [file] = await api.db.select().from(t.storedFiles).where(eq(t.storedFiles.id, sent.body.upload.id));
    expect(file!.kind).toBe('logo');
    // a later save without a logo keeps it
    const again = await api.post('/companySettings', { company_short_name: 'SCIT', company_name: 'SCIT' }, admin);
    expect(again.body.comapny_logo).toBe(`/files/${sent.body.upload.id}`);
  });

  test('refusals: the required names, the e-mail, numbers, lengths, files; nothing changed', async () => {
    await kit.token('admin');
    const before = await api.digest();
    const cases: Array<[Record<string, string>, Record<string, string>]> = [
      [{ ...COMPANY_FORM, company_name: '' }, { company_name: 'Please enter Company Name' }],
      [{ ...COMPANY_FORM, company_short_name: '  ' }, { company_short_name: 'Please enter Company Short Name' }],
      [{ ...COMPANY_FORM, contact_email: 'not-an-email' }, { contact_email: 'Please enter a valid email' }],
      [{ ...COMPANY_FORM, phone_number: 'call me' }, { phone_number: 'Please enter a valid phone number' }],
      [{ ...COMPANY_FORM, fax_number: '03;DROP' }, { fax_number: 'Please enter a valid fax number' }],
      [{ ...COMPANY_FORM, post_code: '3000!' }, { post_code: 'Please enter a valid post code' }],
      [
        { ...COMPANY_FORM, company_name: 'x'.repeat(201) },
        { company_name: 'Company Name must be at most 200 characters' },
      ],
      [
        { ...COMPANY_FORM, company_address: 'x'.repeat(501) },
        { company_address: 'Company Address must be at most 500 characters' },
      ],
    ];
    for (const [fields, errors] of cases) {
      const res = await saveCompany(companyForm(fields));
      expect(res.status, JSON.stringify(errors)).toBe(400);
      expect(res.body.errors, JSON.stringify(errors)).toEqual(errors);
    }
    const gif = await saveCompany(
      companyForm(COMPANY_FORM, { bytes: Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1') }),
    );
    expect(gif.status).toBe(415);
    expect(gif.body.message).toBe('The company_logo file must be a PNG image or a JPEG image');
    const broken = Buffer.concat([solidPng(2, 2).subarray(0, 8), Buffer.alloc(40, 1)]);
    const unreadable = await saveCompany(companyForm(COMPANY_FORM, { bytes: broken }));
    expect(unreadable.status).toBe(415);
    expect(unreadable.body.message).toBe('The company_logo file is not a readable PNG or JPEG image');
    const big = await saveCompany(
      companyForm(COMPANY_FORM, { bytes: Buffer.concat([solidPng(2, 2), Buffer.alloc(2 * 1024 * 1024)]) }),
    );
    expect(big.status).toBe(413);
    const both = companyForm({ ...COMPANY_FORM, upload_id: '1' }, { bytes: solidPng(4, 4) });
    const twice = await saveCompany(both);
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe('Send the logo either as company_logo or as upload_id, not both');
    expect(await api.digest()).toEqual(before);
  });

  test('a stale edit (updated_at as read, changed since) answers 409 and changes nothing', async () => {
    const admin = await kit.token('admin');
    const read = (await api.get('/companySettingsList', admin)).body.company_settings.updated_at;
    const first = await saveCompany(companyForm({ ...COMPANY_FORM, updated_at: read }));
    expect(first.status).toBe(200);
    const before = await api.digest();
    const stale = await saveCompany(companyForm({ ...COMPANY_FORM, title: 'Mine', updated_at: read }));
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(
      'The organisation settings were changed by someone else. Reload them and try again.',
    );
    expect(await api.digest()).toEqual(before);
    const fresh = await saveCompany(
      companyForm({ ...COMPANY_FORM, title: 'Mine', updated_at: first.body.company_settings.updated_at }),
    );
    expect(fresh.status).toBe(200);
    expect(fresh.body.company_settings.title).toBe('Mine');
  });

  test('a template’s company_logo field prints the logo, embedded once; a new logo shows in the next render', async () => {
    const admin = await kit.token('admin');
    // a template with student_name, credential_date and company_logo fields
    const doc = await PDFDocument.create();
    const page = doc.addPage([842, 595]);
    const form = doc.getForm();
    for (const [name, rect] of Object.entries({
      company_logo: { x: 40, y: 480, width: 160, height: 80 },
      student_name: { x: 200, y: 300, width: 440, height: 40 },
      credential_date: { x: 200, y: 200, width: 200, height: 20 },
    })) {
      form.createTextField(name).addToPage(page, { ...rect, borderWidth: 0 });
    }
    const pdf = Buffer.from(await doc.save());
    const fields = await readTemplateFields(pdf);
    expect(Object.keys(fields).sort()).toEqual(['company_logo', 'credential_date', 'student_name']);
    const [file] = await api.db
      .insert(t.storedFiles)
      .values({
        kind: 'template',
        fileName: 'logo-template.pdf',
        contentType: 'application/pdf',
        byteSize: pdf.length,
        sha256: 'x'.repeat(64),
        data: pdf,
      })
      .returning();
    const [template] = await api.db
      .insert(t.templates)
      .values({ name: 'With logo', fileId: file!.id, fieldLayout: fields })
      .returning();
    const certs = await api.db.select({ id: t.certificates.id }).from(t.certificates).limit(2);
    for (const c of certs) {
      await api.db.update(t.certificates).set({ templateId: template!.id }).where(eq(t.certificates.id, c.id));
    }
    const id = certs[0]!.id;

    // no logo yet: nothing drawn there
    const bare = await api.get(`/generate-pdf/${id}/preview`, admin);
    expect(bare.status, bare.text.slice(0, 300)).toBe(200);
    expect(await pageImages(bare.body)).toEqual([]);

    expect((await saveCompany(companyForm(COMPANY_FORM, { bytes: solidPng(40, 20) }))).status).toBe(200);
    const first = (await api.get(`/generate-pdf/${id}/preview`, admin)).body;
    expect(await pageImages(first)).toEqual(['40x20']);

    expect((await saveCompany(companyForm(COMPANY_FORM, { bytes: solidPng(33, 17, [0, 80, 160]) }))).status).toBe(200);
    const second = (await api.get(`/generate-pdf/${id}/preview`, admin)).body;
    expect(await pageImages(second)).toEqual(['33x17']);

    // one document of both certificates (as a bulk print renders it) embeds the logo once
    const merged = await renderCertificatesPdf(await loadRenderItems(api.db, [certs[0]!.id, certs[1]!.id]));
    expect(await pageImages(merged, 0)).toEqual(['33x17']);
    const loaded = await PDFDocument.load(merged);
    const logos = loaded.context
      .enumerateIndirectObjects()
      .filter(
        ([, o]) =>
          o instanceof PDFRawStream &&
          String(o.dict.get(PDFName.of('Subtype'))) === '/Image' &&
          (o.dict.get(PDFName.of('Width')) as PDFNumber).asNumber() === 33,
      );
    expect(logos).toHaveLength(1);

    // a JPEG logo prints too
    const jpeg = Buffer.from(
      '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////' +
        '////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
      'base64',
    );
    expect((await saveCompany(companyForm(COMPANY_FORM, { bytes: jpeg, name: 'logo.jpg' }))).status).toBe(200);
    expect(await pageImages((await api.get(`/generate-pdf/${id}/preview`, admin)).body)).toEqual(['1x1']);
  });
});
