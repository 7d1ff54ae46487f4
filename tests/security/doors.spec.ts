/**
 * Every door authorised (docs/security.md): the gateway's `/files` routes and the api's PDF, file and
 * enrolment routes refuse a certificate the caller may not see — 404, a JSON body, not a byte of
 * PDF — while its rightful viewers get the PDF. Who sees what: api/src/certificates/views/visibility.ts.
 */
import { type APIRequestContext, expect, test } from '@playwright/test';
import { apiURL } from '../playwright.security.config';
import { gql, login } from './support/graphql';

type List = 'REQUESTED' | 'PRINTED';

/** Ids and type codes of a list's certificates, as `token`'s caller sees them. */
async function certificatesIn(request: APIRequestContext, token: string, list: List) {
  const res = await gql<{ certificates: { nodes: { id: string; certificateTypeCode: string }[] } }>(
    request,
    'query($list: CertificateList!) { certificates(list: $list, pageSize: 100) { nodes { id certificateTypeCode } } }',
    { list },
    token,
  );
  return res.data?.certificates.nodes ?? [];
}

/** GETs `path` (on the gateway, or `base`) with a token; answers status, content type and body. */
async function fetchFile(request: APIRequestContext, path: string, token: string, base = '') {
  const res = await request.get(base + path, {
    headers: { authorization: `Bearer ${token}` },
    failOnStatusCode: false,
  });
  const body = await res.body();
  return { status: res.status(), type: res.headers()['content-type'] ?? '', body };
}

const isPdf = (body: Buffer) => body.subarray(0, 5).toString('latin1') === '%PDF-';

/** Requests a Course Completion (skip-sign template, signee1 only), takes it to printed; answers id and file. */
async function printedCourseCompletion(request: APIRequestContext) {
  const [requisitioner, approver, printer] = [
    await login(request, 'requisitioner'),
    await login(request, 'approver'),
    await login(request, 'printer'),
  ];
  const options = await gql<{
    formOptions: { courses: { id: string }[]; campuses: { id: string }[]; students: { id: string }[] };
  }>(request, '{ formOptions { courses { id } campuses { id } students { id } } }', {}, requisitioner);
  const form = options.data!.formOptions;
  const mutate = async (
    field: string,
    input: string,
    variables: Record<string, unknown>,
    token: string,
    pick = 'message',
  ) => {
    const res = await gql<Record<string, unknown>>(
      request,
      `mutation($input: ${input}!) { ${field}(input: $input) { ${pick} } }`,
      { input: variables },
      token,
    );
    expect(res.errors, `${field}: ${JSON.stringify(res.errors)}`).toBeUndefined();
    return res.data![field] as Record<string, unknown>;
  };
  const requested = await mutate(
    'requestCertificate',
    'RequestCertificateInput',
    {
      studentId: form.students[0]!.id,
      courseId: form.courses[0]!.id,
      campusId: form.campuses[0]!.id,
      certificateType: 'COURSE_COMPLETION',
      credentialDate: '2026-11-01',
      credentialNumber: `DOORS-${Date.now()}`,
      units: [
        {
          unitStartDate: '2026-02-01',
          unitCode: 'BSBOPS501',
          unitName: 'Manage business resources',
          mark: '85',
          outcomeResult: 'Competent',
          outcomeGradeShortCode: 'C',
        },
      ],
    },
    requisitioner,
    'certificates { id }',
  );
  const id = (requested.certificates as { id: string }[])[0]!.id;
  await mutate(
    'approveCertificate',
    'ApproveCertificateInput',
    { id, comment: 'Checked', feeStatus: 'PAID' },
    approver,
  );
  await mutate('issueCertificate', 'CertificateIdInput', { id }, approver);
  const printed = await mutate('printCertificates', 'CertificateIdsInput', { ids: [id] }, printer, 'file { id url }');
  return { id, file: printed.file as { id: string; url: string } };
}

test.describe('doors: a certificate the caller may not see streams nothing', () => {
  test('the printer may not preview a requested certificate, through /files or the api; an approver may', async ({
    request,
  }) => {
    const approver = await login(request, 'approver');
    const printer = await login(request, 'printer');
    const [requested] = await certificatesIn(request, approver, 'REQUESTED');
    expect(requested).toBeTruthy();
    const id = requested!.id;

    for (const path of [`/files/certificates/${id}/preview`, `/files/certificates/${id}/signed`]) {
      const refused = await fetchFile(request, path, printer);
      expect(refused.status, path).toBe(404);
      expect(refused.type, path).toContain('application/json');
      expect(isPdf(refused.body), path).toBe(false);
      expect(JSON.parse(refused.body.toString()).code, path).toBe('NOT_FOUND');
      const allowed = await fetchFile(request, path, approver);
      expect(allowed.status, path).toBe(200);
      expect(isPdf(allowed.body), path).toBe(true);
    }

    // the api itself refuses before rendering: preview, signed PDF, enrolment, view
    const printerId = (
      await gql<{ viewer: { user: { id: string } } }>(request, '{ viewer { user { id } } }', {}, printer)
    ).data!.viewer.user.id;
    for (const path of [
      `/generate-pdf/${id}/preview`,
      `/certificate/${id}/signed/${printerId}`,
      `/getEnrolmentDetailId/${id}`,
      `/certificateView/${id}`,
    ]) {
      const refused = await fetchFile(request, path, printer, apiURL);
      expect([refused.status, isPdf(refused.body)], path).toEqual([404, false]);
    }
    const certificate = await gql(
      request,
      'query($id: ID!) { certificate(id: $id) { id enrolmentId } }',
      { id },
      printer,
    );
    expect(certificate.data).toEqual({ certificate: null });
  });

  test('a signee sees the certificates assigned to them, not another signee’s', async ({ request }) => {
    const admin = await login(request, 'admin');
    const courseCompletion = (await certificatesIn(request, admin, 'REQUESTED')).find(
      (c) => c.certificateTypeCode === 'CC',
    );
    expect(courseCompletion, 'the seed requests a Course Completion (signee1 only)').toBeTruthy();
    const path = `/files/certificates/${courseCompletion!.id}/preview`;
    const signee1 = await fetchFile(request, path, await login(request, 'signee1'));
    expect([signee1.status, isPdf(signee1.body)]).toEqual([200, true]);
    const signee2 = await fetchFile(request, path, await login(request, 'signee2'));
    expect([signee2.status, isPdf(signee2.body)]).toEqual([404, false]);
  });

  test('a printed PDF is served to whoever may see its certificate, and to no one else', async ({ request }) => {
    const { file } = await printedCourseCompletion(request);
    expect(file.url).toBe(`/files/${file.id}`);
    const requisitioner = await fetchFile(request, file.url, await login(request, 'requisitioner'));
    expect([requisitioner.status, isPdf(requisitioner.body)]).toEqual([200, true]);
    // signee2 is not assigned to a Course Completion and has no printed-list grant
    const signee2 = await fetchFile(request, file.url, await login(request, 'signee2'));
    expect([signee2.status, isPdf(signee2.body)]).toEqual([404, false]);
    const direct = await fetchFile(request, `/files/${file.id}`, await login(request, 'signee2'), apiURL);
    expect([direct.status, isPdf(direct.body)]).toEqual([404, false]);
  });

  test('no token, no file', async ({ request }) => {
    const admin = await login(request, 'admin');
    const [printed] = await certificatesIn(request, admin, 'PRINTED');
    const res = await request.get(`/files/certificates/${printed!.id}/preview`, { failOnStatusCode: false });
    expect(res.status()).toBe(401);
    expect(isPdf(await res.body())).toBe(false);
  });
});
