/** The seven lists: membership, visibility, filters, paging, sorting. spec: api/CONTRACT.md "Certificate lists". */
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestApi, type TestApi } from './harness.js';
import { WorkflowKit } from './workflowKit.js';
import { UNPAGED_LIST_MAX } from '../src/http/paging.js';

let api: TestApi;
let admin: string;
beforeAll(async () => {
  api = await startTestApi();
  admin = await api.login('admin@certify.test');
});
afterAll(() => api.close());

type Row = { id: number; credential_status: number; reprint_status: number | null; [k: string]: any };
type ListAnswer = {
  success: number;
  data: Row[];
  total: number;
  page: number;
  per_page: number;
  has_next_page: boolean;
  end_cursor: string | null;
};
/** A list's rows: every one (a page of 100: the demo lists are shorter) unless the body pages itself. */
const all = async (path: string, body: Record<string, unknown> = {}, token = admin) => {
  const paged = 'page' in body || 'per_page' in body || 'first' in body;
  const res = await api.post(path, paged ? body : { per_page: 100, ...body }, token);
  expect(res.status, res.text).toBe(200);
  return res.body as ListAnswer;
};

const LISTS: [string, (r: Row) => boolean][] = [
  ['/searchRequestedCertificate', (r) => r.credential_status === 0],
  ['/searchApprovedCertificate', (r) => r.credential_status === 1],
  ['/searchSignedCertificate', (r) => r.credential_status === 3],
  [
    '/printableCertificatesList',
    (r) => r.credential_status === 4 || (r.credential_status === 5 && r.reprint_status === 2),
  ],
  ['/cancelledCertificateList', (r) => r.credential_status === 2 || r.credential_status === 7],
  ['/reprintCertificateList', (r) => r.credential_status === 5 || r.credential_status === 6],
  ['/reprintCertificateRequestedList', (r) => r.reprint_status === 1],
];

describe('membership', () => {
  test.each(LISTS)('%s has exactly its certificates', async (path, member) => {
    const everything = await api.db.execute<{ id: number; credential_status: number; reprint_status: number | null }>(
      sql`SELECT id, credential_status, reprint_status FROM certificates`,
    );
    const expected = everything.rows
      .filter((r) => member(r as Row))
      .map((r) => Number(r.id))
      .sort((a, b) => a - b);
    const body = await all(path);
    expect(body.success).toBe(1);
    expect(expected.length).toBeGreaterThan(0);
    expect(body.data.map((r) => r.id).sort((a, b) => a - b)).toEqual(expected);
    expect(body.total).toBe(expected.length);
  });

  test('rows have the CONTRACT shape', async () => {
    const { data } = await all('/searchRequestedCertificate');
    const row = data.find((r) => r.certificate_type === 'CC')!;
    expect(row).toEqual({
      id: expect.any(Number),
      student: {
        id: expect.any(Number),
        student_name: 'Noah James Taylor',
        student_id: expect.stringMatching(/^SCI\d+$/),
      },
      course: { id: expect.any(Number), course_name: 'Certificate IV in Business', course_code: 'BSB40120' },
      campus: { id: expect.any(Number), campus_name: 'Brisbane' },
      requisitioner: { id: expect.any(Number), requisitioner_name: 'Liam Nguyen' },
      credential_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      requested_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
      updated_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
      credential_number: expect.any(String),
      credential_status: 0,
      reprint_status: null,
      status_label: 'Requested',
      certificate_type: 'CC',
      certificate_type_name: 'Course Completion',
      fileName: `${row.credential_number}_Noah James Taylor.pdf`,
      certificate_course: {
        certificate: { id: expect.any(Number), name: 'Course Completion', skip_sign: true, no_of_signees: 1 },
      },
      enrolment_detail_id: expect.any(String),
    });
  });

  test('the send-to-print list labels a reprint-approved certificate, in its row and its details', async () => {
    const { data } = await all('/printableCertificatesList');
    expect(new Set(data.map((r) => r.status_label))).toEqual(new Set(['Approved for Printing', 'Reprint Approved']));
    const reprint = data.find((r) => r.reprint_status === 2)!;
    expect(reprint.status_label).toBe('Reprint Approved');
    const details = (await api.get(`/certificates?ids=${reprint.id}`, admin)).body.data[0];
    expect(details.status_label).toBe('Reprint Approved');
  });
});

describe('visibility', () => {
  test('roles without the list module get 403; granted roles see rows', async () => {
    const printer = await api.login('printer@certify.test');
    expect((await api.post('/searchApprovedCertificate', {}, printer)).status).toBe(403);
    expect((await all('/printableCertificatesList', {}, printer)).total).toBeGreaterThan(0);
  });

  test('a Signee-only user sees on the to-be-signed list only certificates assigned to them', async () => {
    // Reassign one QA-approved certificate's second slot to the administrator instead of signee2.
    const adminId = await api.userId('admin@certify.test');
    const signee2Id = await api.userId('signee2@certify.test');
    const signee2 = await api.login('signee2@certify.test');
    const [target] = (await all('/searchApprovedCertificate', {}, signee2)).data;
    await api.db.execute(
      sql`UPDATE certificate_signees SET user_id = ${adminId}
        WHERE certificate_id = ${target!.id} AND user_id = ${signee2Id}`,
    );
    const seen = await all('/searchApprovedCertificate', {}, signee2);
    expect(seen.data.map((r) => r.id)).not.toContain(target!.id);
    const own = await api.db.execute<{ id: number }>(
      sql`SELECT c.id FROM certificates c
        JOIN certificate_signees s ON s.certificate_id = c.id AND s.user_id = ${signee2Id} AND s.signed_at IS NULL
        WHERE c.credential_status = 1 ORDER BY c.id`,
    );
    expect(seen.data.map((r) => r.id).sort((a, b) => a - b)).toEqual(own.rows.map((r) => Number(r.id)));
    expect(seen.total).toBeLessThan((await all('/searchApprovedCertificate')).total);
    await api.db.execute(
      sql`UPDATE certificate_signees SET user_id = ${signee2Id}
        WHERE certificate_id = ${target!.id} AND user_id = ${adminId}`,
    );
  });
});

describe('the to-be-signed list holds what the viewer must still sign (docs/product.md)', () => {
  test('after a bulk sign the signee no longer sees what they signed; the approver and the co-signee still do', async () => {
    const kit = new WorkflowKit(api);
    const [first, second] = [await kit.create('approved'), await kit.create('approved')];
    const listed = async (who: 'signee1' | 'signee2' | 'approver') =>
      (await all('/searchApprovedCertificate', {}, await kit.token(who))).data.map((r) => r.id);
    expect(await listed('signee1')).toEqual(expect.arrayContaining([first, second]));

    const signed = await kit.form('signee1', '/bulkSignCertificate', {
      'certificate[0]': first,
      'certificate[1]': second,
    });
    expect(signed.status, signed.text).toBe(200);

    const signee1 = await kit.token('signee1');
    const after = await all('/searchApprovedCertificate', {}, signee1);
    expect(after.data.map((r) => r.id)).not.toContain(first);
    expect(after.data.map((r) => r.id)).not.toContain(second);
    // the same with paging (the count query) and with the ids filter
    const paged = await all('/searchApprovedCertificate', { page: 1, per_page: 100 }, signee1);
    expect(paged.total).toBe(after.total);
    expect((await all('/searchApprovedCertificate', { ids: [first, second] }, signee1)).total).toBe(0);
    // still QA approved: the co-signee has to sign it, and the approver sees what awaits signatures
    expect(await listed('signee2')).toEqual(expect.arrayContaining([first, second]));
    expect(await listed('approver')).toEqual(expect.arrayContaining([first, second]));
    // the signee may still open what they signed (they are assigned to it)
    expect((await api.get(`/certificateView/${first}`, signee1)).status).toBe(200);
  });

  test.each(['signee1', 'signee2'] as const)(
    "%s: the list's total equals the dashboard's Pending To Be Signed",
    async (who) => {
      const kit = new WorkflowKit(api);
      const token = await kit.token(who);
      const total = (await all('/searchApprovedCertificate', { page: 1 }, token)).total;
      const me = await kit.id(who);
      const [own] = (
        await api.db.execute<{ n: number }>(sql`
          SELECT count(*)::int AS n FROM certificates c
          JOIN certificate_signees s ON s.certificate_id = c.id AND s.user_id = ${me} AND s.signed_at IS NULL
          WHERE c.credential_status = 1`)
      ).rows;
      expect(total).toBe(Number(own!.n));
      const graph = await api.get('/graphDetails', token);
      expect(graph.status, graph.text).toBe(200);
      expect(graph.body.pending_to_be_signed).toBe(total);
    },
  );
});

describe('filters', () => {
  test('course_id[] and requisitioner_id[] as form bracket arrays', async () => {
    const everything = (await all('/reprintCertificateList')).data;
    const courseIds = [...new Set(everything.map((r) => r.course.id))].slice(0, 2);
    const res = await api.postForm('/reprintCertificateList', { 'course_id[]': courseIds }, admin);
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBe(everything.filter((r) => courseIds.includes(r.course.id)).length);
    expect(res.body.data.every((r: Row) => courseIds.includes(r.course.id))).toBe(true);

    const adminId = await api.userId('admin@certify.test');
    const byReq = await api.postForm('/searchRequestedCertificate', { 'requisitioner_id[0]': adminId }, admin);
    expect(byReq.body.data.length).toBe(1);
    expect(byReq.body.data[0].requisitioner.id).toBe(adminId);
  });

  test('certificate_type (SCT = all), student_name substring, campus_name by name or id', async () => {
    const every = await all('/searchRequestedCertificate');
    expect((await all('/searchRequestedCertificate', { certificate_type: 'SCT' })).total).toBe(every.total);
    const s = await all('/searchRequestedCertificate', { certificate_type: 'S' });
    expect(s.data.every((r) => r.certificate_type === 'S')).toBe(true);
    expect(s.total).toBe(1);

    const byName = await all('/reprintCertificateList', { student_name: 'thomas cl' });
    expect(byName.data.map((r) => r.student.student_name)).toEqual(['Thomas Clarke']);
    const withMiddle = await all('/searchRequestedCertificate', { student_name: 'JACK WILSON' });
    expect(withMiddle.data.map((r) => r.student.student_name)).toEqual(['Jack Thomas Wilson']);
    expect((await all('/searchRequestedCertificate', { student_name: '%' })).total).toBe(0);

    const mel = await all('/reprintCertificateList', { campus_name: 'Melbourne' });
    expect(mel.total).toBeGreaterThan(0);
    expect(mel.data.every((r) => r.campus.campus_name === 'Melbourne')).toBe(true);
    const melById = await all('/reprintCertificateList', { campus_name: String(mel.data[0]!.campus.id) });
    expect(melById.total).toBe(mel.total);
  });

  test('requested date range is inclusive of whole days', async () => {
    const { data } = await all('/searchRequestedCertificate');
    const day = data[0]!.requested_date.slice(0, 10);
    const res = await all('/searchRequestedCertificate', { requested_from_date: day, requested_to_date: day });
    expect(res.data.map((r) => r.id)).toContain(data[0]!.id);
    expect(res.data.every((r) => r.requested_date.slice(0, 10) === day)).toBe(true);
    expect((await all('/searchRequestedCertificate', { requested_from_date: '2099-01-01' })).total).toBe(0);
    const bad = await api.post('/searchRequestedCertificate', { requested_from_date: '01/02/2026' }, admin);
    expect(bad.status).toBe(400);
    expect(bad.body.errors.requested_from_date).toMatch(/date/);
  });

  test('ids[] narrows to given certificates', async () => {
    const { data } = await all('/reprintCertificateList');
    const ids = data.slice(0, 2).map((r) => r.id);
    const res = await api.postForm('/reprintCertificateList', { 'ids[]': ids }, admin);
    expect(res.body.data.map((r: Row) => r.id).sort()).toEqual([...ids].sort());
  });
});

describe('paging and sorting', () => {
  test('page/per_page with total; default sort requested_date desc', async () => {
    const everything = await all('/reprintCertificateList');
    expect(everything.total).toBe(5);
    const dates = everything.data.map((r) => r.requested_date);
    expect(dates).toEqual([...dates].sort().reverse());
    const p1 = await all('/reprintCertificateList', { page: 1, per_page: 2 });
    const p3 = await all('/reprintCertificateList', { page: 3, per_page: 2 });
    expect(p1).toMatchObject({ total: 5, page: 1, per_page: 2 });
    expect(p1.data.map((r) => r.id)).toEqual(everything.data.slice(0, 2).map((r) => r.id));
    expect(p3.data.map((r) => r.id)).toEqual(everything.data.slice(4).map((r) => r.id));
    const dflt = await all('/reprintCertificateList', { page: 1 });
    expect(dflt.per_page).toBe(5);
  });

  test('sort_by each column, both directions', async () => {
    const keys: Record<string, (r: Row) => string | number> = {
      student_name: (r) => r.student.student_name.toLowerCase(),
      course_name: (r) => r.course.course_name.toLowerCase(),
      campus_name: (r) => r.campus.campus_name.toLowerCase(),
      requisitioner_name: (r) => r.requisitioner.requisitioner_name.toLowerCase(),
      credential_number: (r) => r.credential_number,
      credential_date: (r) => r.credential_date,
      certificate_type: (r) => r.certificate_type,
      credential_status: (r) => r.credential_status,
    };
    for (const [sortBy, key] of Object.entries(keys)) {
      for (const dir of ['asc', 'desc'] as const) {
        const { data } = await all('/cancelledCertificateList', { sort_by: sortBy, sort_dir: dir });
        const values = data.map(key);
        const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        expect(values, `${sortBy} ${dir}`).toEqual(dir === 'asc' ? sorted : sorted.reverse());
      }
    }
    const bad = await api.post('/reprintCertificateList', { sort_by: 'password_hash' }, admin);
    expect(bad.status).toBe(400);
    expect((await api.post('/reprintCertificateList', { page: 1, per_page: 101 }, admin)).status).toBe(400);
  });

  test('without page and per_page a list answers every matching row (up to its ceiling), with total; with them, a page', async () => {
    const kit = new WorkflowKit(api);
    for (let i = 0; i < 3; i++) await kit.create('requested');
    const every = await all('/searchRequestedCertificate');
    expect(every.total).toBeGreaterThan(5);
    const unpaged = await api.post('/searchRequestedCertificate', {}, admin);
    expect(unpaged.status, unpaged.text).toBe(200);
    expect(unpaged.body).toMatchObject({
      total: every.total,
      page: 1,
      per_page: UNPAGED_LIST_MAX,
      has_next_page: false,
    });
    expect(unpaged.body.data.map((r: Row) => r.id)).toEqual(every.data.map((r) => r.id));
    const first = await all('/searchRequestedCertificate', { page: 1 });
    expect(first).toMatchObject({ per_page: 5, has_next_page: true });
    expect(first.data.map((r) => r.id)).toEqual(every.data.slice(0, 5).map((r) => r.id));
    const last = await all('/searchRequestedCertificate', { page: 2, per_page: 5 });
    expect(last.has_next_page).toBe(every.total > 10);
    const tooMany = await api.post('/searchRequestedCertificate', { per_page: 101 }, admin);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors.per_page).toMatch(/per_page/);
  });

  test('a POST without a body is the unfiltered list; a body that is not an object is refused', async () => {
    const every = await all('/searchRequestedCertificate');
    /** A raw POST over HTTP: exactly these headers (no content type unless given) and this body. */
    const post = (headers: Record<string, string>, body = '') =>
      new Promise<{ status: number; body: any }>((resolve, reject) => {
        const req = httpRequest(
          `${api.url}/searchRequestedCertificate`,
          {
            method: 'POST',
            headers: { authorization: `Bearer ${admin}`, 'content-length': String(body.length), ...headers },
          },
          (res) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => {
              text += chunk;
            });
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    for (const headers of [{}, { 'content-type': 'application/json' }] as Record<string, string>[]) {
      const res = await post(headers);
      expect(res.status, JSON.stringify(headers)).toBe(200);
      expect(res.body.data.map((r: Row) => r.id)).toEqual(every.data.map((r) => r.id));
    }
    for (const payload of ['"x"', '[1]', 'null']) {
      const res = await post({ 'content-type': 'application/json' }, payload);
      expect(res.status, payload).toBe(400);
      expect(res.body).toMatchObject({ success: 0, message: 'The request body must be an object of fields' });
    }
  });

  test('keyset pages (first, after) read a list once each, in its order, across sorts', async () => {
    for (const sort of [{}, { sort_by: 'student_name', sort_dir: 'asc' }, { sort_by: 'credential_date' }]) {
      const every = await all('/searchRequestedCertificate', sort);
      const seen: number[] = [];
      let after: string | undefined;
      for (let guard = 0; guard < 50; guard++) {
        const page = await all('/searchRequestedCertificate', { ...sort, first: 2, after });
        expect(page).toMatchObject({ total: every.total, page: 1, per_page: 2 });
        seen.push(...page.data.map((r) => r.id));
        if (!page.has_next_page) break;
        after = page.end_cursor!;
      }
      expect(seen, JSON.stringify(sort)).toEqual(every.data.map((r) => r.id));
    }
    // a cursor of another sort is refused, as on the register
    const { end_cursor } = await all('/searchRequestedCertificate', { first: 1 });
    const other = await api.post(
      '/searchRequestedCertificate',
      { first: 1, after: end_cursor, sort_by: 'student_name' },
      admin,
    );
    expect(other.status).toBe(400);
    expect(other.body.errors.after).toMatch(/cursor/i);
  });

  test('GET with a query string works like POST', async () => {
    const res = await api.get('/reprintCertificateList?page=1&per_page=2&sort_by=student_name&sort_dir=asc', admin);
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBe(2);
  });
});
