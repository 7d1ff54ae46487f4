/**
 * Live access follows the session (docs/security.md "Live connections"): `/events` streams end when their session is revoked
 * (logout, deactivation, `revokeSessions`), expires or its user is made inactive; `certificate`
 * events reach only viewers who may see the certificate; on PostgreSQL the bus's LISTEN resumes
 * after its connection is killed. spec: api/CONTRACT.md "GET /events".
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { authenticateToken } from '../src/auth/authenticate.js';
import { revokeSessions } from '../src/auth/sessions.js';
import { certificateVisibilitySql, certificateVisibleTo } from '../src/certificates/views/visibility.js';
import { certificates } from '../src/db/schema.js';
import { type ApiEvent, EventBus, LISTENER_APPLICATION_NAME } from '../src/live/eventBus.js';
import { setUserStatus } from '../src/users/status.js';
import { startTestApi, type TestApi } from './harness.js';
import { openEvents, type EventStream } from './sse.js';
import { EMAILS, WorkflowKit, type Who } from './workflowKit.js';

let api: TestApi;
let kit: WorkflowKit;
const streams: EventStream[] = [];
beforeAll(async () => {
  api = await startTestApi();
  kit = new WorkflowKit(api);
});
beforeEach(async () => {
  for (const s of streams.splice(0)) s.close();
  await api.reset();
  kit.forget();
});
afterAll(async () => {
  for (const s of streams) s.close();
  await api.close();
});

/** Opens `/events` with `token` and waits until it is connected. */
async function connected(token: string): Promise<EventStream> {
  const stream = openEvents(api.url, token);
  streams.push(stream);
  expect((await stream.ready).statusCode).toBe(200);
  await stream.waitFor((f) => f.some((x) => x.includes(': connected')));
  return stream;
}

/** Resolves with how long after `since` the stream ended, or rejects after 5 s. */
async function endsWithin5s(stream: EventStream, since: number): Promise<number> {
  const timeout = new Promise<never>((_r, reject) => setTimeout(() => reject(new Error('still open after 5 s')), 5000));
  const endedAt = await Promise.race([stream.ended, timeout]);
  return endedAt - since;
}

const ENDED = { success: 0, message: 'Unauthenticated.' };
/** The id of the session of `token`. */
const sessionOf = async (token: string) => (await authenticateToken(api.db, token))!.sessionId;
/** An event everyone with the send-to-print list (admin, approver, printer) may see. */
const issued = (id: number, requisitionerId = 0): ApiEvent => ({
  type: 'certificate',
  id,
  credential_status: 4,
  reprint_status: null,
  action: 'issued',
  audience: { requisitionerId, signeeIds: [], before: null },
});

describe('/events ends with the session', () => {
  test('logout ends that session’s stream within 5 s with session-ended; another session goes on', async () => {
    const token = await api.login(EMAILS.approver);
    const otherSession = await api.login(EMAILS.approver);
    const stream = await connected(token);
    const other = await connected(otherSession);

    const t0 = Date.now();
    expect((await api.post('/logout', {}, token)).status).toBe(200);
    const ms = await endsWithin5s(stream, t0);
    console.log(`logout → /events ended in ${ms} ms`);
    expect(stream.data('session-ended')).toEqual([ENDED]);
    expect((await api.get('/events', token)).status).toBe(401);

    api.events.publish(issued(901));
    await other.waitFor(() => other.data('certificate').length === 1);
    expect(other.data('session-ended')).toEqual([]);
  });

  test('revokeSessions({ userId }) ends every stream of that user at once, and no one else’s', async () => {
    const a = await connected(await api.login(EMAILS.printer));
    const b = await connected(await api.login(EMAILS.printer));
    const approver = await connected(await api.login(EMAILS.approver));

    const t0 = Date.now();
    const revoked = await revokeSessions(api.app.deps, { userId: await api.userId(EMAILS.printer) });
    expect(revoked).toBe(2);
    for (const s of [a, b]) {
      expect(await endsWithin5s(s, t0)).toBeLessThan(1000); // announced: no re-check wait
      expect(s.data('session-ended')).toEqual([ENDED]);
    }
    api.events.publish(issued(902));
    await approver.waitFor(() => approver.data('certificate').length === 1);
    // revoking again revokes nothing and announces nothing
    expect(await revokeSessions(api.app.deps, { userId: await api.userId(EMAILS.printer) })).toBe(0);
  });

  test('revokeSessions({ sessionId }) ends that session only', async () => {
    const token = await api.login(EMAILS.requisitioner);
    const keep = await connected(await api.login(EMAILS.requisitioner));
    const gone = await connected(token);
    const t0 = Date.now();
    expect(await revokeSessions(api.app.deps, { sessionId: await sessionOf(token) })).toBe(1);
    await endsWithin5s(gone, t0);
    api.events.publish(issued(903, await kit.id('requisitioner')));
    await keep.waitFor(() => keep.data('certificate').length === 1);
  });

  test('deactivating a user ends their streams and revokes their tokens for good', async () => {
    const token = await api.login(EMAILS.signee1);
    const stream = await connected(token);
    const signee1 = await api.userId(EMAILS.signee1);

    const t0 = Date.now();
    expect(await setUserStatus(api.app.deps, signee1, false)).toBe(true);
    expect(await endsWithin5s(stream, t0)).toBeLessThan(1000);
    expect(stream.data('session-ended')).toEqual([ENDED]);
    expect(await setUserStatus(api.app.deps, signee1, true)).toBe(true);
    // re-activation does not revive the old token
    expect((await api.get('/me', token)).status).toBe(401);
    expect((await api.get('/me', await api.login(EMAILS.signee1))).status).toBe(200);
    expect(await setUserStatus(api.app.deps, 999_999, false)).toBe(false);
  });

  test('a session that expires, or whose user is made inactive in the database, loses its stream within 5 s', async () => {
    const expiring = await api.login(EMAILS.printer);
    const expiringStream = await connected(expiring);
    const inactive = await connected(await api.login(EMAILS.signee2));

    const t0 = Date.now();
    await api.db.execute(sql`UPDATE sessions SET expires_at = now() - interval '1 second'
                              WHERE id = ${await sessionOf(expiring)}`);
    await api.db.execute(sql`UPDATE users SET status = false WHERE id = ${await api.userId(EMAILS.signee2)}`);
    const [expiredMs, inactiveMs] = await Promise.all([endsWithin5s(expiringStream, t0), endsWithin5s(inactive, t0)]);
    console.log(`expiry → ended in ${expiredMs} ms; made inactive → ended in ${inactiveMs} ms (re-check)`);
    expect(expiringStream.data('session-ended')).toEqual([ENDED]);
    expect(inactive.data('session-ended')).toEqual([ENDED]);
  });
});

describe('certificate events only to viewers who may see the certificate', () => {
  test('the in-memory rule equals the SQL rule for every demo user and seeded certificate', async () => {
    const rows = await api.db.execute<{
      id: number;
      credential_status: number;
      reprint_status: number | null;
      requisitioner_id: number;
      signee_ids: number[] | null;
    }>(sql`SELECT c.id, c.credential_status, c.reprint_status, c.requisitioner_id,
                  (SELECT array_agg(cs.user_id) FROM certificate_signees cs WHERE cs.certificate_id = c.id) AS signee_ids
             FROM certificates c ORDER BY c.id`);
    expect(rows.rows.length).toBeGreaterThan(10);
    const seen: Record<string, number> = {};
    for (const who of Object.keys(EMAILS) as Who[]) {
      const principal = (await authenticateToken(api.db, await kit.token(who)))!;
      const bySql = await api.db
        .select({ id: certificates.id })
        .from(certificates)
        .where(certificateVisibilitySql(principal));
      const inMemory = rows.rows.filter((r) =>
        certificateVisibleTo(principal, {
          credentialStatus: r.credential_status as never,
          reprintStatus: r.reprint_status as never,
          requisitionerId: Number(r.requisitioner_id),
          signeeIds: (r.signee_ids ?? []).map(Number),
        }),
      );
      expect(
        inMemory.map((r) => Number(r.id)).sort((x, y) => x - y),
        who,
      ).toEqual(bySql.map((r) => r.id).sort((x, y) => x - y));
      seen[who] = inMemory.length;
    }
    // the rule is not trivial: some see everything, some much less
    expect(seen.admin).toBe(rows.rows.length);
    expect(seen.printer).toBeLessThan(rows.rows.length);
  });

  test('a new request reaches the approver’s and the assigned signee’s stream, not the printer’s', async () => {
    const approver = await connected(await kit.token('approver'));
    const signee = await connected(await kit.token('signee1'));
    const printer = await connected(await kit.token('printer'));

    const id = await kit.create('requested');
    await approver.waitFor(() => approver.data('certificate').some((e) => (e as { id: number }).id === id));
    await signee.waitFor(() => signee.data('certificate').some((e) => (e as { id: number }).id === id));
    // events arrive in order: once the printer has the next one, the request did not come
    api.events.publish(issued(904));
    await printer.waitFor(() => printer.data('certificate').length > 0);
    expect(printer.data('certificate')).toEqual([
      { id: 904, credential_status: 4, reprint_status: null, action: 'issued' },
    ]);
  });

  test('a certificate that leaves a viewer’s lists tells them once (they could see it before)', async () => {
    const id = await kit.create('issued');
    const printer = await connected(await kit.token('printer'));
    expect(
      (await kit.post('approver', '/cancelCertificate', { student_certificate_id: id, cancellation_comment: 'Wrong' }))
        .status,
    ).toBe(200);
    await printer.waitFor(() => printer.data('certificate').some((e) => (e as { id: number }).id === id));
    expect(printer.data('certificate')).toEqual([
      { id, credential_status: 7, reprint_status: null, action: 'cancelled' },
    ]);
  });
});

// A LISTEN connection exists only on a PostgreSQL server; `npm test` runs this file against one.
if (process.env.TEST_DATABASE_URL)
  describe('on PostgreSQL', () => {
    test('the bus re-LISTENs after its connection is killed: events from another instance resume within 5 s', async () => {
      const other = new EventBus(api.database.pool);
      await other.start();
      try {
        const got: number[] = [];
        const viewer = (await authenticateToken(api.db, await kit.token('admin')))!;
        const stop = other.subscribe(viewer, (e) => {
          if (e.type === 'certificate') got.push(e.id);
        });
        api.events.publish(issued(1));
        for (let i = 0; i < 100 && !got.includes(1); i++) await new Promise((r) => setTimeout(r, 20));
        expect(got).toEqual([1]);

        const killed = await api.db.execute<{ pid: number }>(sql`
          SELECT pid FROM pg_stat_activity
           WHERE application_name = ${LISTENER_APPLICATION_NAME} AND datname = current_database()`);
        expect(killed.rows.length).toBe(2); // this api's bus and `other`
        const t0 = Date.now();
        await api.db.execute(sql`
          SELECT pg_terminate_backend(pid) FROM pg_stat_activity
           WHERE application_name = ${LISTENER_APPLICATION_NAME} AND datname = current_database()`);
        let n = 2;
        while (!got.some((id) => id >= 2)) {
          if (Date.now() - t0 > 5000) throw new Error(`no event through LISTEN within 5 s; got ${got}`);
          api.events.publish(issued(n++));
          await new Promise((r) => setTimeout(r, 100));
        }
        console.log(`LISTEN resumed ${Date.now() - t0} ms after pg_terminate_backend`);
        const after = await api.db.execute<{ pid: number }>(sql`
          SELECT pid FROM pg_stat_activity
           WHERE application_name = ${LISTENER_APPLICATION_NAME} AND datname = current_database()`);
        expect(after.rows.map((r) => r.pid)).not.toContain(killed.rows[0]!.pid);
        stop();
      } finally {
        await other.close();
      }
    });
  });
