/**
 * The certificate lists and the register (certificate-workflow §7), as the spec's client calls them:
 * form-encoded filters, sent only when filled, and no paging keys — the spec's tables page 5 rows at
 * a time over the whole list the server answers (§2 "List tables", §9). A POST without any body is
 * the unfiltered list; a body that is not an object is refused.
 */
import { expect, test } from '@playwright/test';
import { approve, certificateAt, requestCertificate, rowsOf } from './support/certificates';
import { type Answer, SpecClient } from './support/specClient';

/** The list calls of certificate-workflow §7 and the rows each holds (DESIGN.md list membership). */
const LISTS: [path: string, holds: (row: Answer) => boolean][] = [
  ['/searchRequestedCertificate', (r) => r.credential_status === 0],
  ['/searchApprovedCertificate', (r) => r.credential_status === 1],
  ['/searchSignedCertificate', (r) => r.credential_status === 3],
  ['/printableCertificatesList', (r) => r.credential_status === 4 || r.reprint_status === 2],
  ['/cancelledCertificateList', (r) => r.credential_status === 2 || r.credential_status === 7],
  ['/reprintCertificateList', (r) => r.credential_status === 5 || r.credential_status === 6],
  ['/reprintCertificateRequestedList', (r) => r.reprint_status === 1],
];

/** certificate-workflow §3 "Certificate (list row)". */
const ROW_KEYS = ['id', 'student', 'course', 'campus', 'requisitioner', 'credential_number', 'certificate_type'];

test.describe('certificate lists (certificate-workflow §7)', () => {
  for (const [path, holds] of LISTS) {
    test(`POST ${path} (form: course_id[n], requisitioner_id[n], certificate_type, dates, student_name, campus_name) → rows`, async () => {
      const admin = await SpecClient.as('admin');
      const rows = rowsOf((await admin.postForm(path, {})).expectSuccess());
      expect(rows.length, `${path} has rows in the demo data`).toBeGreaterThan(0);
      for (const row of rows) {
        expect(holds(row), `${path} row ${JSON.stringify(row).slice(0, 200)}`).toBe(true);
        for (const key of ROW_KEYS) expect(row, `${path} row has ${key}`).toHaveProperty(key);
        expect(row.student).toHaveProperty('student_name');
        expect(row.course).toHaveProperty('course_name');
        expect(row.campus).toHaveProperty('campus_name');
        expect(row.requisitioner).toHaveProperty('requisitioner_name');
      }
      // 'SCT' means every type and is not a filter (§5 "Search")
      const all = rowsOf((await admin.postForm(path, { certificate_type: 'SCT' })).expectSuccess());
      expect(all.map((r) => r.id)).toEqual(rows.map((r) => r.id));
    });
  }

  test('a list called without paging keys answers every matching row, with the total', async () => {
    for (let i = 0; i < 6; i++) await requestCertificate({ student: i, course: i });
    const admin = await SpecClient.as('admin');
    const answer = (await admin.postForm('/searchRequestedCertificate', {})).expectSuccess();
    const rows = rowsOf(answer);
    expect(rows.length).toBeGreaterThan(5);
    expect(answer.total).toBe(rows.length);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
  });

  test('filters are sent only when filled: course_id[n], requisitioner_id[n], student_name, campus_name', async () => {
    const mine = await requestCertificate({ student: 1, course: 1, campus: 1 });
    const admin = await SpecClient.as('admin');
    const filtered = rowsOf(
      (
        await admin.postForm('/searchRequestedCertificate', {
          'course_id[0]': mine.course.id,
          student_name: mine.student.name,
          campus_name: mine.campus.name,
        })
      ).expectSuccess(),
    );
    expect(filtered.map((r) => r.id)).toContain(mine.id);
    for (const row of filtered) {
      expect(row.course.course_name).toBe(mine.course.name);
      expect(row.campus.campus_name).toBe(mine.campus.name);
    }
  });

  test('a POST without a body (no Content-Type, or empty JSON) is the unfiltered list', async () => {
    const admin = await SpecClient.as('admin');
    const unfiltered = rowsOf((await admin.postForm('/searchRequestedCertificate', {})).expectSuccess());
    const bare = await admin.postNothing('/searchRequestedCertificate');
    expect(rowsOf(bare.expectSuccess()).map((r) => r.id)).toEqual(unfiltered.map((r) => r.id));
    const emptyJson = await admin.call('POST', '/searchRequestedCertificate', {
      raw: { body: Buffer.alloc(0), contentType: 'application/json' },
    });
    expect(rowsOf(emptyJson.expectSuccess()).map((r) => r.id)).toEqual(unfiltered.map((r) => r.id));
  });

  test('a body that is not an object of filters is refused with a message', async () => {
    const admin = await SpecClient.as('admin');
    for (const body of ['"x"', '[1]']) {
      const answer = await admin.call('POST', '/searchApprovedCertificate', {
        raw: { body: Buffer.from(body), contentType: 'application/json' },
      });
      expect(answer.status, answer.describe()).toBe(400);
      expect(answer.body.success, answer.describe()).toBe(0);
      expect(typeof answer.body.message, answer.describe()).toBe('string');
    }
  });
});

test.describe('reports (certificate-workflow §7 POST /reports)', () => {
  test('POST /reports (form: course_id[], …, certificate_status[], credential_number) → every certificate', async () => {
    const approved = await certificateAt('approved');
    const admin = await SpecClient.as('admin');
    const answer = (await admin.postForm('/reports', {})).expectSuccess();
    const rows = rowsOf(answer);
    expect(rows.length).toBeGreaterThan(5);
    expect(answer.total).toBe(rows.length);
    for (const key of [...ROW_KEYS, 'credential_date', 'requested_date', 'credential_status', 'fileName']) {
      expect(rows[0], `a register row has ${key}`).toHaveProperty(key);
    }
    // the register's own filters: certificate status (stage 2, approved) and credential number
    const stage2 = rowsOf((await admin.postForm('/reports', { 'certificate_status[]': [1] })).expectSuccess());
    expect(stage2.length).toBeGreaterThan(0);
    expect(stage2.every((r) => r.credential_status === 1)).toBe(true);
    const byNumber = rowsOf(
      (await admin.postForm('/reports', { credential_number: approved.credentialNumber })).expectSuccess(),
    );
    expect(byNumber.map((r) => r.id)).toEqual([approved.id]);
    const dated = rowsOf(
      (
        await admin.postForm('/reports', { credential_from_date: '2000-01-01', credential_to_date: '2999-12-31' })
      ).expectSuccess(),
    );
    expect(dated.map((r) => r.id)).toContain(approved.id);
  });

  test('an approved certificate leaves the requested list for the to-be-signed list', async () => {
    const mine = await requestCertificate();
    const admin = await SpecClient.as('admin');
    const inList = async (path: string) =>
      rowsOf((await admin.postForm(path, {})).expectSuccess()).some((r) => Number(r.id) === mine.id);
    expect(await inList('/searchRequestedCertificate')).toBe(true);
    await approve(mine.id);
    expect(await inList('/searchRequestedCertificate')).toBe(false);
    expect(await inList('/searchApprovedCertificate')).toBe(true);
  });
});
