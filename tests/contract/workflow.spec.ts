/**
 * The certificate workflow as the spec's client drives it (certificate-workflow §4 "Flow by action",
 * §5 validation messages, §7 the calls): request, the views of each list, approve and reject, sign
 * (password check, bulk sign), issue, cancel, print and bulk print, reprint request, accept, reject
 * and reprint, the previews and the signed PDF. Each test makes the certificates it needs.
 */
import { expect, test } from '@playwright/test';
import {
  acceptReprint,
  approve,
  assignedSigneeIds,
  certificateAt,
  issue,
  listRow,
  requestCertificate,
  requestChoices,
  registerRow,
  requestReprint,
  roleOfUser,
  rowsOf,
  savePayload,
  sign,
  uniqueCredentialNumber,
} from './support/certificates';
import { type Answer, indexed, PASSWORD, SpecClient } from './support/specClient';

/** certificate-workflow §3 "Certificate details" keys a view answers. */
const DETAIL_KEYS = ['student_name', 'course_name', 'credential_number', 'certificate_type', 'campus_name'];

/** A view's certificate data (`certificate_data`, the key the reprint view names; §7). */
function certificateData(answer: Answer): Answer {
  const data = answer.certificate_data as Answer | undefined;
  expect(data, `certificate data in ${JSON.stringify(answer).slice(0, 300)}`).toBeTruthy();
  for (const key of DETAIL_KEYS) expect(data, `certificate data has ${key}`).toHaveProperty(key);
  return data!;
}

test.describe('request (POST /saveCertificate)', () => {
  test('the certificate save payload → certificate.success, certificate.message', async () => {
    const details = await requestChoices();
    const requisitioner = await SpecClient.as('requisitioner');
    const choice = {
      credentialNumber: uniqueCredentialNumber(),
      type: 'C',
      student: { id: Number(details.student_details[0].id), name: String(details.student_details[0].name) },
      course: { id: Number(details.course_details[0].id), name: String(details.course_details[0].name) },
      campus: { id: Number(details.campus_details[0].id), name: String(details.campus_details[0].name) },
    };
    const answer = await requisitioner.postJson('/saveCertificate', savePayload(choice));
    expect(answer.ok, answer.describe()).toBe(true);
    expect(answer.body.certificate).toMatchObject({ success: 1, message: expect.any(String) });
    const row = await registerRow(choice.credentialNumber);
    expect(row.credential_status).toBe(0);
  });

  test("§5's request-form messages word for word", async () => {
    const requisitioner = await SpecClient.as('requisitioner');
    const answer = await requisitioner.postJson('/saveCertificate', { units: [{}] });
    expect(answer.status, answer.describe()).toBe(400);
    expect(answer.body.certificate?.success).toBe(0);
    const text = JSON.stringify(answer.body);
    for (const message of [
      'Please enter student name',
      'Please select course',
      'Please select campus',
      'Please select certification type',
      'Please select credential date',
      'Please select credential number',
      'This field is required',
    ]) {
      expect(text, message).toContain(message);
    }
  });
});

test.describe('the views of each list (GET …View/{id})', () => {
  test('requested, approved (with signee_details *_user_id), signed, printable, printed, rejected, reprint', async () => {
    const admin = await SpecClient.as('admin');
    const requested = await requestCertificate();
    certificateData((await admin.get('/requestedCertificateView/{id}', { id: requested.id })).expectSuccess());

    const approved = await certificateAt('approved');
    const approvedView = (await admin.get('/approvedCertificateView/{id}', { id: approved.id })).expectSuccess();
    certificateData(approvedView);
    expect(await assignedSigneeIds(approved.id)).toHaveLength(2);

    const signed = await certificateAt('signed');
    certificateData((await admin.get('/signedCertificateView/{id}', { id: signed.id })).expectSuccess());
    const issued = await certificateAt('issued');
    certificateData((await admin.get('/printableCertificateView/{id}', { id: issued.id })).expectSuccess());
    const printed = await certificateAt('printed');
    const printedData = certificateData(
      (await admin.get('/printedCertificateView/{id}', { id: printed.id })).expectSuccess(),
    );
    expect(Array.isArray(printedData.signed_by), 'printed details list signed_by').toBe(true);
    const reprint = await certificateAt('reprintRequested');
    certificateData((await admin.get('/reprintCertificateRequestedView/{id}', { id: reprint.id })).expectSuccess());

    const rejected = await requestCertificate();
    const approver = await SpecClient.as('approver');
    (
      await approver.call('POST', '/requestedCertificateReject/{id}', {
        params: { id: rejected.id },
        form: { _method: 'PUT', rejection_comment: 'The unit results are incomplete.' },
      })
    ).expectSuccess();
    const rejectedData = certificateData(
      (await admin.get('/rejectedCertificateView/{id}', { id: rejected.id })).expectSuccess(),
    );
    expect(rejectedData.rejection_comment).toBe('The unit results are incomplete.');
  });

  test('a view of a certificate that is not in its list answers success 0 with a message', async () => {
    const admin = await SpecClient.as('admin');
    const requested = await requestCertificate();
    const answer = await admin.get('/printedCertificateView/{id}', { id: requested.id });
    expect(answer.body.success, answer.describe()).toBe(0);
    expect(typeof answer.body.message).toBe('string');
  });
});

test.describe('approve and reject (requested list)', () => {
  test('POST /requestedCertificateApprove {certificate_id, fee_due, approve_comment} → success, message', async () => {
    const mine = await requestCertificate();
    const approver = await SpecClient.as('approver');
    const missing = await approver.postJson('/requestedCertificateApprove', { certificate_id: mine.id, fee_due: 0 });
    missing.expectRefusal('Please add comment');
    const answer = await approver.postJson('/requestedCertificateApprove', {
      certificate_id: mine.id,
      fee_due: 0,
      approve_comment: 'Results verified.',
    });
    expect(typeof answer.expectSuccess().message).toBe('string');
    const again = await approver.postJson('/requestedCertificateApprove', {
      certificate_id: mine.id,
      fee_due: 0,
      approve_comment: 'Results verified.',
    });
    expect(again.body.success, 'a certificate approved already is not approved twice').toBe(0);
  });

  test('with fee confirmation on, approval needs Paid or Not Paid: "Please select an option"', async () => {
    const admin = await SpecClient.as('admin');
    const setFee = async (value: string) =>
      (await admin.postForm('/configurationUpdate', { key: 'fee_paid_or_not_confirmation', value })).expectSuccess();
    const items = (await admin.get('/configurationIndex')).expectSuccess().configuration as Answer[];
    const before = String(items.find((i) => i.key === 'fee_paid_or_not_confirmation')?.value);
    await setFee('NO');
    const off = (await admin.get('/configFeePaidConfirmation')).expectSuccess();
    expect(JSON.stringify(off)).not.toContain('"Yes"');
    await setFee('Yes');
    try {
      const fee = (await admin.get('/configFeePaidConfirmation')).expectSuccess();
      expect(JSON.stringify(fee)).toContain('Yes');
      const mine = await requestCertificate();
      const approver = await SpecClient.as('approver');
      const answer = await approver.postJson('/requestedCertificateApprove', {
        certificate_id: mine.id,
        approve_comment: 'Results verified.',
      });
      answer.expectRefusal('Please select an option');
    } finally {
      await setFee(before);
    }
  });

  test('POST /requestedCertificateReject/{id} (method override PUT) {rejection_comment} → success, message', async () => {
    const mine = await requestCertificate();
    const approver = await SpecClient.as('approver');
    const noComment = await approver.call('POST', '/requestedCertificateReject/{id}', {
      params: { id: mine.id },
      form: { _method: 'PUT' },
    });
    noComment.expectRefusal('Please add comment');
    const answer = await approver.call('POST', '/requestedCertificateReject/{id}', {
      params: { id: mine.id },
      form: { _method: 'PUT', rejection_comment: 'Wrong course.' },
    });
    expect(typeof answer.expectSuccess().message).toBe('string');
    expect(await listRow('admin', '/cancelledCertificateList', mine.id)).toBeTruthy();
  });
});

test.describe('signing (to-be-signed list)', () => {
  test('GET /SigneeDetails → signees (id, first_name, last_name)', async () => {
    const admin = await SpecClient.as('admin');
    const signees = (await admin.get('/SigneeDetails')).expectSuccess().signees as Answer[];
    expect(signees.length).toBeGreaterThan(0);
    for (const s of signees) for (const key of ['id', 'first_name', 'last_name']) expect(s).toHaveProperty(key);
  });

  test('GET /signatureDetails → success 1 when a signature is uploaded, and the signature', async () => {
    const signee = await SpecClient.as('signee1');
    const answer = (await signee.get('/signatureDetails')).expectSuccess();
    expect(answer.signature).toBeTruthy();
  });

  test('POST /passwordToCheck {password} → success, message; a wrong password is refused', async () => {
    const signee = await SpecClient.as('signee2');
    expect(signee.passwordSecurity, 'signee2 signs with a password (README)').toBe(true);
    const wrong = await signee.postJson('/passwordToCheck', { password: 'Wrong@2026x' });
    expect(wrong.body.success, wrong.describe()).toBe(0);
    expect(typeof wrong.body.message).toBe('string');
    expect(typeof (await signee.postJson('/passwordToCheck', { password: PASSWORD })).expectSuccess().message).toBe(
      'string',
    );
  });

  test('POST /bulkSignCertificate (form certificate[i]) → success, message; every signee in turn, then Signed', async () => {
    const first = await certificateAt('approved');
    const second = await certificateAt('approved');
    const signees = await assignedSigneeIds(first.id);
    for (const [i, userId] of signees.entries()) {
      const answer = await sign(await roleOfUser(userId), [first.id, second.id]);
      expect(typeof answer.message).toBe('string');
      const inSigned = await listRow('admin', '/searchSignedCertificate', first.id);
      expect(Boolean(inSigned), `signed list after ${i + 1} of ${signees.length} signatures`).toBe(
        i === signees.length - 1,
      );
    }
  });

  test('bulk sign: one template for all, and the password when the signee needs one (§5 messages)', async () => {
    const testamur = await certificateAt('approved', { type: 'C' });
    const statement = await certificateAt('approved', { type: 'S' });
    const signee = await SpecClient.as('signee1');
    const mixed = await signee.postForm('/bulkSignCertificate', indexed('certificate', [testamur.id, statement.id]));
    mixed.expectRefusal('All student certificates must be under same certificate template');
    const withPassword = await SpecClient.as('signee2');
    // a fresh login: no password checked on this session yet
    const fresh = await SpecClient.login('signee2@certify.test');
    expect(withPassword.passwordSecurity).toBe(true);
    const noPassword = await fresh.postForm('/bulkSignCertificate', indexed('certificate', [testamur.id]));
    noPassword.expectRefusal('Please Enter Password');
  });
});

test.describe('issue and cancel (signed list)', () => {
  test('GET /certificate-issue/{id} → success, message', async () => {
    const signed = await certificateAt('signed');
    const approver = await SpecClient.as('approver');
    expect(typeof (await approver.get('/certificate-issue/{id}', { id: signed.id })).expectSuccess().message).toBe(
      'string',
    );
    expect(await listRow('admin', '/printableCertificatesList', signed.id)).toBeTruthy();
  });

  test('POST /cancelCertificate {student_certificate_id, cancellation_comment} → success, message', async () => {
    const signed = await certificateAt('signed');
    const approver = await SpecClient.as('approver');
    const noComment = await approver.postJson('/cancelCertificate', { student_certificate_id: signed.id });
    noComment.expectRefusal('Please add comment');
    const answer = await approver.postJson('/cancelCertificate', {
      student_certificate_id: signed.id,
      cancellation_comment: 'Issued in error.',
    });
    expect(typeof answer.expectSuccess().message).toBe('string');
    const row = await listRow('admin', '/cancelledCertificateList', signed.id);
    expect(row?.credential_status).toBe(7);
  });
});

test.describe('printing and reprinting', () => {
  test('POST /printCertificate and /printCertificate_list {student_certificate_id} → PDF', async () => {
    const printer = await SpecClient.as('printer');
    for (const path of ['/printCertificate', '/printCertificate_list']) {
      const issued = await certificateAt('issued');
      (await printer.postJson(path, { student_certificate_id: issued.id })).expectPdf();
      expect((await listRow('admin', '/reprintCertificateList', issued.id))?.credential_status, path).toBe(5);
    }
  });

  test('POST /bulkPrintCertificate (form certificate[i]) → one PDF; mixed statuses are refused', async () => {
    const a = await certificateAt('issued');
    const b = await certificateAt('issued');
    const printer = await SpecClient.as('printer');
    (await printer.postForm('/bulkPrintCertificate', indexed('certificate', [a.id, b.id]))).expectPdf();
    const issued = await certificateAt('issued');
    const reprintApproved = await certificateAt('reprintApproved');
    const mixed = await printer.postForm(
      '/bulkPrintCertificate',
      indexed('certificate', [issued.id, reprintApproved.id]),
    );
    expect(mixed.body.success, mixed.describe()).toBe(0);
    expect(mixed.body.message).toMatch(/^All student certificates must be under same certificate/);
  });

  test('POST /reprintCertificateRequest {reprint_comment, student_certificate_id}; accept; reprint → PDF', async () => {
    const printed = await certificateAt('printed');
    const printer = await SpecClient.as('printer');
    const noComment = await printer.postJson('/reprintCertificateRequest', { student_certificate_id: printed.id });
    noComment.expectRefusal('Please add comment');
    await requestReprint(printed.id);
    const requestedRows = rowsOf(
      (await (await SpecClient.as('approver')).postForm('/reprintCertificateRequestedList', {})).expectSuccess(),
    );
    const row = requestedRows.find((r) => Number(r.id) === printed.id);
    for (const key of ['id', 'requisitioner', 'course', 'campus', 'student', 'requested_date', 'reprint_status']) {
      expect(row, `reprint list row has ${key}`).toHaveProperty(key);
    }
    await acceptReprint(printed.id);
    const approvedRow = await listRow('printer', '/printableCertificatesList', printed.id);
    expect(approvedRow?.reprint_status).toBe(2);
    (await printer.postJson('/reprintCertificate', { student_certificate_id: printed.id })).expectPdf();

    const second = await certificateAt('reprintApproved');
    (await printer.postJson('/reprintCertificate_list', { student_certificate_id: second.id })).expectPdf();
  });

  test('POST /reprintCertificateReject {student_certificate_id} → success', async () => {
    const requested = await certificateAt('reprintRequested');
    const approver = await SpecClient.as('approver');
    (await approver.postJson('/reprintCertificateReject', { student_certificate_id: requested.id })).expectSuccess();
    expect(await listRow('admin', '/reprintCertificateRequestedList', requested.id)).toBeUndefined();
  });
});

test.describe('previews, the signed PDF and the enrolment id', () => {
  test('GET /generate-pdf/{id}/preview → preview PDF; GET /certificate/{id}/signed/{userid} → signed PDF', async () => {
    const approved = await certificateAt('approved');
    const [firstSignee] = await assignedSigneeIds(approved.id);
    const role = await roleOfUser(firstSignee!);
    await sign(role, [approved.id]);
    const signee = await SpecClient.as(role);
    (await signee.get('/generate-pdf/{id}/preview', { id: approved.id })).expectPdf();
    (await signee.get('/certificate/{id}/signed/{userid}', { id: approved.id, userid: signee.userId! })).expectPdf();
  });

  test('GET /getEnrolmentDetailId/{id} → certificate_data.enrolment_detail_id', async () => {
    const requested = await requestCertificate();
    const approver = await SpecClient.as('approver');
    const answer = (await approver.get('/getEnrolmentDetailId/{id}', { id: requested.id })).expectSuccess();
    expect(answer.certificate_data).toHaveProperty('enrolment_detail_id');
  });

  test('the workflow ends in the register: every step is the stage it reports', async () => {
    const printed = await certificateAt('printed');
    const admin = await SpecClient.as('admin');
    const rows = rowsOf(
      (await admin.postForm('/reports', { credential_number: printed.credentialNumber })).expectSuccess(),
    );
    expect(rows.map((r) => r.credential_status)).toEqual([5]);
    await approve((await requestCertificate()).id);
    await issue((await certificateAt('signed')).id);
  });
});
