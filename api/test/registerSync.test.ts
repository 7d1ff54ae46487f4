/**
 * The register for machines (docs/integrators.md "Sync the register"): `sort_by=updated_at` (the
 * incremental-sync order (change_xid, id), always ascending, only rows below the sync horizon), its
 * own cursor kind, the empty page that keeps the client's position, `updated_since` and
 * `student_id`, `updated_at` on rows and details, the credential-number lookup, and their limits.
 * On PostgreSQL (TEST_DATABASE_URL) a second connection holds a write open while later changes
 * commit: the reader never pages past it, and gets it once it commits (never skipped).
 * spec: api/CONTRACT.md "Certificate register" (Incremental sync).
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { startTestApi, type TestApi } from './harness.js';
import { WorkflowKit } from './workflowKit.js';

let api: TestApi;
let kit: WorkflowKit;
let admin: string;
beforeAll(async () => {
  api = await startTestApi();
  kit = new WorkflowKit(api);
});
beforeEach(async () => {
  await api.reset();
  kit.forget();
  admin = await api.login('admin@certify.test');
});
afterAll(() => api?.close());

type Row = {
  id: number;
  cursor: string;
  credential_status: number;
  credential_number: string;
  updated_at: string;
  student: { id: number; student_id: string | null };
};
type Page = { data: Row[]; total: number | null; has_next_page: boolean; end_cursor: string | null; per_page: number };

const reports = async (body: Record<string, unknown>, token = admin): Promise<Page> => {
  const res = await api.post<Page>('/reports', body, token);
  expect(res.status, res.text).toBe(200);
  return res.body;
};

/** Every certificate id in sync order, as the database has them. */
const syncOrder = async (): Promise<number[]> =>
  (await api.db.execute<{ id: number }>(sql`SELECT id FROM certificates ORDER BY change_xid, id`)).rows.map((r) =>
    Number(r.id),
  );

/** The database's state: id → status (and updated_at). */
const dbState = async (): Promise<Map<number, { status: number; updatedAt: string }>> => {
  const { rows } = await api.db.execute<{ id: number; s: number; u: string }>(
    sql`SELECT id, credential_status AS s, updated_at AS u FROM certificates`,
  );
  return new Map(rows.map((r) => [Number(r.id), { status: Number(r.s), updatedAt: new Date(r.u).toISOString() }]));
};

/**
 * Waits until every change so far is below the sync horizon. On PostgreSQL the horizon is the
 * cluster's oldest running transaction, which may belong to another test process for a moment; a
 * client would get those changes on its next read. On PGlite it holds at once.
 */
async function settled(): Promise<void> {
  for (const deadline = Date.now() + 20_000; Date.now() < deadline; ) {
    const { rows } = await api.db.execute<{ ok: boolean }>(
      sql`SELECT coalesce(max(change_xid), 0) < pg_snapshot_xmin(pg_current_snapshot())::text::bigint AS ok
          FROM certificates`,
    );
    if (rows[0]?.ok) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('the sync horizon did not pass the last change within 20 s');
}

/**
 * Reads from `after` until caught up (once every change so far is below the horizon), pages of `first`, applying every row to `into`; answers the
 * stored cursor and the ids received in order (`between` runs after each page).
 */
async function sync(
  into: Map<number, { status: number; updatedAt: string }>,
  after: string | null,
  first: number,
  between?: () => Promise<unknown>,
) {
  await settled();
  const received: number[] = [];
  let cursor = after;
  for (;;) {
    const page = await reports({
      sort_by: 'updated_at',
      first,
      with_total: false,
      ...(cursor ? { after: cursor } : {}),
    });
    for (const r of page.data) {
      into.set(r.id, { status: r.credential_status, updatedAt: r.updated_at });
      received.push(r.id);
    }
    cursor = page.end_cursor;
    await between?.();
    if (!page.has_next_page) return { cursor, received };
  }
}

describe('sort_by=updated_at: the incremental-sync order', () => {
  test('answers every certificate in (change_xid, id) order, ascending whatever sort_dir asks, with updated_at', async () => {
    await settled();
    const expected = await syncOrder();
    for (const sort_dir of ['asc', 'desc']) {
      const whole = await reports({ sort_by: 'updated_at', sort_dir, per_page: 1000 });
      expect(whole.data.map((r) => r.id)).toEqual(expected);
      expect(whole.total).toBe(expected.length);
      for (const r of whole.data) expect(Date.parse(r.updated_at)).not.toBeNaN();
    }
    const paged: number[] = [];
    let after: string | null = null;
    for (;;) {
      const page = await reports({ sort_by: 'updated_at', sort_dir: 'desc', first: 4, ...(after ? { after } : {}) });
      paged.push(...page.data.map((r) => r.id));
      if (!page.has_next_page) break;
      after = page.end_cursor;
    }
    expect(paged).toEqual(expected);
  });

  test('a stored cursor gives every change since, once; an empty page answers the cursor it was given', async () => {
    const client = new Map<number, { status: number; updatedAt: string }>();
    const full = await sync(client, null, 5);
    expect(client).toEqual(await dbState());
    expect(new Set(full.received).size).toBe(full.received.length);

    const nothing = await reports({ sort_by: 'updated_at', first: 5, after: full.cursor });
    expect(nothing).toMatchObject({ data: [], has_next_page: false, end_cursor: full.cursor });

    const a = await kit.create('requested');
    const b = await kit.create('approved');
    const changes = await sync(client, full.cursor, 5);
    // b was requested, then approved: it moved ahead, and comes once with its last state
    expect(changes.received).toEqual([a, b]);
    expect(client).toEqual(await dbState());
    expect(client.get(b)!.status).toBe(1);
  });

  test('changes made while a client pages (behind and ahead of its cursor) all arrive by the next pass', async () => {
    const ids = await syncOrder();
    const client = new Map<number, { status: number; updatedAt: string }>();
    const pending = ids.filter((_, i) => i % 3 === 0);
    let moved = 0;
    const passOne = await sync(client, null, 3, async () => {
      // one certificate changes after each page: sometimes one already read, sometimes one ahead
      const id = pending[moved++];
      if (id !== undefined) {
        await api.db.execute(sql`UPDATE certificates SET comments = 'touched', updated_at = now() WHERE id = ${id}`);
      }
    });
    const passTwo = await sync(client, passOne.cursor, 3);
    expect(client).toEqual(await dbState());
    // within a pass, a certificate comes again only when it changed after it was read
    const twice = passOne.received.filter((id, i) => passOne.received.indexOf(id) !== i);
    for (const id of twice) expect(pending).toContain(id);
    expect(new Set(passTwo.received).size).toBe(passTwo.received.length);
  });

  test('total counts what the sort answers; the visibility rule holds', async () => {
    await settled();
    const printer = await api.login('printer@certify.test');
    const byRegister = (await reports({ sort_by: 'updated_at', per_page: 1000 }, printer)).data.map((r) => r.id);
    const byDefault = (await reports({ per_page: 1000 }, printer)).data.map((r) => r.id);
    expect([...byRegister].sort((x, y) => x - y)).toEqual([...byDefault].sort((x, y) => x - y));
    expect(byRegister.length).toBeLessThan((await syncOrder()).length);
  });
});

describe('cursor kinds', () => {
  test('a sync cursor fits only updated_at, a sort cursor only its sort', async () => {
    const sync = (await reports({ sort_by: 'updated_at', first: 2 })).end_cursor!;
    const sort = (await reports({ first: 2 })).end_cursor!;
    for (const body of [
      { after: sync },
      { after: sync, sort_by: 'student_name', sort_dir: 'asc' },
      { after: sort, sort_by: 'updated_at' },
      { after: Buffer.from(JSON.stringify(['updated_at', 'x1', 1])).toString('base64url'), sort_by: 'updated_at' },
      { after: Buffer.from(JSON.stringify(['updated_at', '1', 2 ** 40])).toString('base64url'), sort_by: 'updated_at' },
      {
        after: Buffer.from(JSON.stringify(['updated_at', '9'.repeat(19), 1])).toString('base64url'),
        sort_by: 'updated_at',
      },
    ]) {
      const res = await api.post('/reports', { first: 2, ...body }, admin);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors).toEqual({ after: 'Invalid cursor: start again without `after`' });
    }
    // the direction does not matter to a sync cursor
    const page = await reports({ sort_by: 'updated_at', sort_dir: 'asc', first: 2, after: sync });
    expect(page.data).toHaveLength(2);
  });
});

describe('filters', () => {
  test('updated_since keeps the certificates changed at or after the instant', async () => {
    const ids = await syncOrder();
    const old = ids.slice(0, Math.ceil(ids.length / 2));
    await api.db.execute(
      sql`UPDATE certificates SET updated_at = '2020-01-01T00:00:00Z' WHERE id IN ${sql.raw(`(${old.join(',')})`)}`,
    );
    await settled();
    const since = await reports({ sort_by: 'updated_at', updated_since: '2020-01-01T00:00:00.001Z', per_page: 1000 });
    expect(since.data.map((r) => r.id).sort((a, b) => a - b)).toEqual(
      ids.filter((id) => !old.includes(id)).sort((a, b) => a - b),
    );
    const inclusive = await reports({ updated_since: '2020-01-01T10:00:00+10:00', per_page: 1000 });
    expect(inclusive.total).toBe(ids.length);
  });

  test('student_id is the student’s own id, whole, ignoring case', async () => {
    const all = (await reports({ per_page: 1000 })).data;
    const code = all[0]!.student.student_id!;
    const expected = all.filter((r) => r.student.student_id === code).map((r) => r.id);
    await settled();
    const found = await reports({ student_id: code.toLowerCase(), per_page: 1000, sort_by: 'updated_at' });
    expect(found.data.map((r) => r.id).sort()).toEqual(expected.sort());
    expect((await reports({ student_id: code.slice(0, -1) })).total).toBe(0);
  });

  test('every filter gives the same certificates in sync order as in the default order', async () => {
    await settled();
    const all = (await reports({ per_page: 1000 })).data;
    const some = all[0]!;
    const details = (await api.get(`/certificateView/${some.id}`, admin)).body.certificate_data;
    for (const filter of [
      { student_name: details.student_name.split(' ')[0] },
      { campus_name: details.campus_name },
      { student_id: some.student.student_id },
      { 'course_id[]': [details.course_id] },
      { certificate_type: [details.certificate_type] },
      { certificate_status: [some.credential_status] },
      { credential_number: some.credential_number.slice(2, 8) },
      { requested_from_date: '2000-01-01', credential_to_date: '2999-12-31' },
      { updated_since: '2000-01-01T00:00:00Z' },
    ]) {
      const byDefault = (await reports({ ...filter, per_page: 1000 })).data.map((r) => r.id);
      const bySync = (await reports({ ...filter, sort_by: 'updated_at', first: 1000 })).data.map((r) => r.id);
      expect(bySync.length, JSON.stringify(filter)).toBeGreaterThan(0);
      expect(
        [...bySync].sort((a, b) => a - b),
        JSON.stringify(filter),
      ).toEqual([...byDefault].sort((a, b) => a - b));
    }
  });

  test.each([
    [{ updated_since: 'yesterday' }, 'updated_since'],
    [{ updated_since: '2026-05-01' }, 'updated_since'],
    [{ updated_since: '2026-05-01T00:00:00' }, 'updated_since'],
    [{ updated_since: '0001-01-01T00:00:00Z' }, 'updated_since'],
    [{ student_id: 'S'.repeat(51) }, 'student_id'],
    [{ sort_by: 'updated' }, 'sort_by'],
    [{ first: 1001, sort_by: 'updated_at' }, 'first'],
  ])('%j answers 400 on its field', async (body, field) => {
    const res = await api.post('/reports', body, admin);
    expect(res.status, res.text).toBe(400);
    expect(Object.keys(res.body.errors)).toContain(field);
  });

  test('the lists refuse the register’s own sort with a clear 400', async () => {
    const res = await api.post('/searchRequestedCertificate', { sort_by: 'updated_at', page: 1 }, admin);
    expect(res.status).toBe(400);
    expect(res.body.errors.sort_by).toBe('sort_by updated_at is only for the certificate register (/reports)');
    const other = await api.post('/searchRequestedCertificate', { sort_by: 'nope', page: 1 }, admin);
    expect(other.body.errors.sort_by).toMatch(/^sort_by must be one of student_name, /);
    expect(other.body.errors.sort_by).not.toContain('updated_at');
  });
});

describe('updated_at and the credential-number lookup', () => {
  test('list rows and details answer updated_at; a transition moves it', async () => {
    const id = await kit.create('requested');
    const before = (await api.get(`/certificateView/${id}`, admin)).body.certificate_data.updated_at as string;
    const row = (await api.post('/searchRequestedCertificate', { ids: [id], page: 1 }, admin)).body.data[0];
    expect(row.updated_at).toBe(before);
    await kit.post('approver', '/requestedCertificateApprove', {
      certificate_id: id,
      approve_comment: 'ok',
      fee_due: 0,
    });
    const after = (await api.get(`/certificates?ids=${id}`, admin)).body.data[0].updated_at as string;
    expect(Date.parse(after)).toBeGreaterThan(Date.parse(before));
  });

  test('GET /certificateByCredentialNumber answers the certificate the caller may see, else 404', async () => {
    const id = await kit.create('requested');
    const { credential_number } = (await api.get(`/certificateView/${id}`, admin)).body.certificate_data;
    const path = `/certificateByCredentialNumber?credential_number=${encodeURIComponent(credential_number)}`;
    const found = await api.get(path, admin);
    expect(found.status).toBe(200);
    expect(found.body.certificate_data).toMatchObject({ id, credential_number });
    expect(found.body.certificate_data.updated_at).toEqual(expect.any(String));
    // the printer's roles do not show a requested certificate: it answers as an unknown one
    const printer = await api.login('printer@certify.test');
    expect((await api.get(path, printer)).status).toBe(404);
    expect((await api.get(path.toLowerCase(), admin)).status).toBe(404);
    const unknown = await api.get('/certificateByCredentialNumber?credential_number=NOPE', admin);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Certificate not found');
    expect((await api.get('/certificateByCredentialNumber', admin)).status).toBe(400);
    expect((await api.get(`/certificateByCredentialNumber?credential_number=${'x'.repeat(51)}`, admin)).status).toBe(
      400,
    );
    expect((await api.get(path)).status).toBe(401);
  });
});

describe.runIf(!!process.env.TEST_DATABASE_URL)('a write that commits late (PostgreSQL)', () => {
  test('the reader never pages past an open write, and gets it once it commits', async () => {
    const client = new Map<number, { status: number; updatedAt: string }>();
    const first = await sync(client, null, 4);
    const [a, b, c] = await syncOrder();

    const other = new pg.Client({ connectionString: api.databaseUrl! });
    await other.connect();
    try {
      // a second connection changes `a` and holds its transaction open: its xid is the lowest running
      await other.query('BEGIN');
      await other.query(`UPDATE certificates SET comments = 'late', updated_at = now() WHERE id = $1`, [a]);
      const { rows } = await other.query<{ x: string }>('SELECT pg_current_xact_id()::text AS x');
      const lateXid = BigInt(rows[0]!.x);

      // later changes commit meanwhile (with higher xids)
      await kit.post('approver', '/requestedCertificateApprove', {
        certificate_id: b,
        approve_comment: 'ok',
        fee_due: 0,
      });
      await api.db.execute(sql`UPDATE certificates SET comments = 'later', updated_at = now() WHERE id = ${c!}`);
      const committed = await api.db.execute<{ id: number; x: string }>(
        sql`SELECT id, change_xid::text AS x FROM certificates WHERE id IN (${b!}, ${c!})`,
      );
      for (const r of committed.rows) expect(BigInt(r.x)).toBeGreaterThan(lateXid);

      // the reader asks again and again: nothing at or above the open write's xid is answered,
      // so its cursor never passes `a`'s coming change
      for (let i = 0; i < 3; i++) {
        const page = await reports({ sort_by: 'updated_at', first: 4, after: first.cursor });
        expect(page).toMatchObject({ data: [], has_next_page: false, end_cursor: first.cursor });
      }
      await other.query('COMMIT');
    } finally {
      await other.end();
    }

    const next = await sync(client, first.cursor, 4);
    expect([...next.received].sort((x, y) => x - y)).toEqual([a!, b!, c!].sort((x, y) => x - y));
    expect(client).toEqual(await dbState());
  });

  test('an aborted write hides nothing once it ends', async () => {
    const client = new Map<number, { status: number; updatedAt: string }>();
    const first = await sync(client, null, 50);
    const [a, b] = await syncOrder();
    const other = new pg.Client({ connectionString: api.databaseUrl! });
    await other.connect();
    try {
      await other.query('BEGIN');
      await other.query(`UPDATE certificates SET comments = 'never' WHERE id = $1`, [a]);
      await api.db.execute(sql`UPDATE certificates SET comments = 'later', updated_at = now() WHERE id = ${b!}`);
      expect((await reports({ sort_by: 'updated_at', first: 50, after: first.cursor })).data).toEqual([]);
      await other.query('ROLLBACK');
    } finally {
      await other.end();
    }
    const next = await sync(client, first.cursor, 50);
    expect(next.received).toEqual([b]);
    expect(client).toEqual(await dbState());
  });
});
