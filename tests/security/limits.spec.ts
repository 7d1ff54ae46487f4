/**
 * Size and type limits (docs/security.md): oversize or unexpected input is refused — 400, 413 — and nothing
 * is stored (the api is asked afterwards). Over GraphQL (the web app's way in) and straight to the
 * REST api (an integrator's): names and codes, comments (2,000), JSON bodies (1 MB), files on a
 * call that takes none. api/CONTRACT.md "Limits".
 */
import http from 'node:http';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { apiURL } from '../playwright.security.config';
import { gql, login } from './support/graphql';

const MB = 1024 * 1024;

/** How many certificates the api holds (requested list, as the administrator sees it). */
async function requestedCount(request: APIRequestContext, admin: string): Promise<number> {
  const res = await request.get(`${apiURL}/searchRequestedCertificate?page=1`, {
    headers: { authorization: `Bearer ${admin}` },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).total as number;
}

/** A valid `/saveCertificate` body (REST names) from the api's own choices. */
async function saveBody(request: APIRequestContext, token: string): Promise<Record<string, unknown>> {
  const res = await request.get(`${apiURL}/requisitionerCourseDetails`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const choices = await res.json();
  return {
    student_name: String(choices.student_details[0].id),
    course: String(choices.course_details[0].id),
    campus: String(choices.campus_details[0].id),
    certification_type: 'C',
    credential_date: '2026-11-01',
    credential_number: `LIMITS-${Date.now()}`,
    units: [],
  };
}

/** Resolves when `req` may be written again, or has closed. */
const drained = (req: http.ClientRequest) =>
  new Promise<void>((resolve) => {
    const done = () => {
      req.off('drain', done);
      req.off('close', done);
      resolve();
    };
    req.on('drain', done);
    req.on('close', done);
  });

/** Streams a multipart body with one `bytes`-long file part to `path` (no Content-Length); answers status and bytes sent. */
function streamFile(path: string, token: string, fields: Record<string, string>, bytes: number) {
  const boundary = 'limits-boundary-8a1c';
  const url = new URL(apiURL + path);
  return new Promise<{ status: number; sent: number; body: string }>((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        agent: false,
        headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      },
      (res) => {
        answered = true;
        let body = '';
        res.on('data', (c: Buffer) => {
          body += c.toString();
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, sent, body }));
      },
    );
    req.on('error', (err) => {
      if (!answered) reject(err);
    });
    (async () => {
      const head = Object.entries(fields)
        .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
        .join('');
      req.write(
        `${head}--${boundary}\r\nContent-Disposition: form-data; name="certificate"; filename="t.pdf"\r\n` +
          'Content-Type: application/pdf\r\n\r\n%PDF-1.7\n',
      );
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      while (sent < bytes && !answered && !req.destroyed) {
        sent += chunk.length;
        if (!req.write(chunk)) await drained(req);
      }
      req.end(`\r\n--${boundary}--\r\n`);
    })().catch(() => {});
  });
}

test.describe('limits: oversize input is refused and nothing is stored', () => {
  test('over GraphQL: a 100,000-character credential number or search, a 2,001-character comment', async ({
    request,
  }) => {
    const admin = await login(request, 'admin');
    const requisitioner = await login(request, 'requisitioner');
    const before = await requestedCount(request, admin);
    const options = await gql<{
      formOptions: { courses: { id: string }[]; campuses: { id: string }[]; students: { id: string }[] };
    }>(request, '{ formOptions { courses { id } campuses { id } students { id } } }', {}, requisitioner);
    const form = options.data!.formOptions;
    const requested = await gql(
      request,
      'mutation($input: RequestCertificateInput!) { requestCertificate(input: $input) { message } }',
      {
        input: {
          studentId: form.students[0]!.id,
          courseId: form.courses[0]!.id,
          campusId: form.campuses[0]!.id,
          certificateType: 'CERTIFICATE',
          credentialDate: '2026-11-01',
          credentialNumber: 'N'.repeat(100_000),
          units: [],
        },
      },
      requisitioner,
    );
    expect(requested.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(requested.errors?.[0]?.extensions?.fieldErrors).toHaveProperty('credentialNumber');

    const search = await gql(
      request,
      'query($f: CertificateFilter) { certificates(list: REQUESTED, filter: $f) { totalCount } }',
      { f: { studentName: 'x'.repeat(100_000) } },
      admin,
    );
    expect(search.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

    const approver = await login(request, 'approver');
    const target = await gql<{ certificates: { nodes: { id: string }[] } }>(
      request,
      '{ certificates(list: REQUESTED, pageSize: 1) { nodes { id } } }',
      {},
      approver,
    );
    const id = target.data!.certificates.nodes[0]!.id;
    const rejected = await gql(
      request,
      'mutation($input: CertificateCommentInput!) { rejectCertificate(input: $input) { message } }',
      { input: { id, comment: 'x'.repeat(2001) } },
      approver,
    );
    expect(rejected.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const still = await gql<{ certificate: { status: string } }>(
      request,
      'query($id: ID!) { certificate(id: $id) { status } }',
      { id },
      approver,
    );
    expect(still.data?.certificate.status).toBe('REQUESTED');
    expect(await requestedCount(request, admin)).toBe(before);
  });

  test('straight to the api: a JSON body over 1 MB → 413, a file on a call that takes none → 400', async ({
    request,
  }) => {
    const admin = await login(request, 'admin');
    const before = await requestedCount(request, admin);
    const body = await saveBody(request, admin);
    const headers = { authorization: `Bearer ${admin}` };

    const oversize = await request.post(`${apiURL}/saveCertificate`, {
      headers,
      data: { ...body, comments: 'x'.repeat(MB) },
      failOnStatusCode: false,
    });
    expect(oversize.status()).toBe(413);

    const withFile = await request.post(`${apiURL}/saveCertificate`, {
      headers,
      multipart: {
        ...(Object.fromEntries(Object.entries(body).filter(([k]) => k !== 'units')) as Record<string, string>),
        certificate: { name: 'template.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n%%EOF\n') },
      },
      failOnStatusCode: false,
    });
    expect(withFile.status()).toBe(400);
    expect((await withFile.json()).message).toBe('This call takes no files');
    expect(await requestedCount(request, admin)).toBe(before);
  });

  test('a 200 MB upload to a call that takes none is refused at its first bytes, not read to the end', async ({
    request,
  }) => {
    const admin = await login(request, 'admin');
    const before = await requestedCount(request, admin);
    const started = Date.now();
    const res = await streamFile(
      '/saveCertificate',
      admin,
      (await saveBody(request, admin)) as Record<string, string>,
      200 * MB,
    );
    expect(res.status).toBe(400);
    expect(res.sent).toBeLessThan(50 * MB);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(await requestedCount(request, admin)).toBe(before);
  });
});
