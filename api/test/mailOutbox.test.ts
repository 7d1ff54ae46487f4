/**
 * The durable mail outbox (api/src/mail/outbox.ts; docs/configuration.md): with the SMTP server down a message stays pending with its error and
 * next attempt, and is delivered once when the server is back; failures back off 30 s doubling to
 * 1 h and end as `failed` (kept, logged) after the last attempt; concurrent dispatchers never send
 * one message twice, a send longer than the claim keeps it (renewed), and a dispatcher that dies
 * mid-send leaves its message to another; e-mail
 * queued in a rolled-back transaction is never sent. The app under test delivers nothing itself
 * (`mailDispatch: false`): each test drives its own dispatchers over the shared database.
 */
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { mailOutbox } from '../src/db/schema.js';
import { createMailer, createMemoryMailer, type MailMessage, type Mailer } from '../src/mail/mailer.js';
import {
  DEFAULT_OUTBOX_POLICY,
  MailOutbox,
  type OutboxLog,
  type OutboxPolicy,
  queueMail,
  retryDelaySeconds,
} from '../src/mail/outbox.js';
import { AfterCommit } from '../src/events/afterCommit.js';
import { startTestApi, type TestApi } from './harness.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ seed: false, mailDispatch: false });
});
beforeEach(() => api.reset({ seed: false }));
afterAll(() => api?.close());

const message = (n: number | string): MailMessage => ({
  to: `user${n}@certify.test`,
  subject: `Message ${n}`,
  text: `Body of message ${n}\n`,
});

/** A log that keeps its lines. */
function recordingLog(): OutboxLog & { lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    info: (m) => lines.push(`info ${m}`),
    warn: (m) => lines.push(`warn ${m}`),
    error: (m) => lines.push(`error ${m}`),
  };
}

const outboxOf = (transport: Mailer, policy: Partial<OutboxPolicy> = {}, log = recordingLog()) =>
  new MailOutbox(api.db, transport, { policy, log });

async function row(id: number) {
  const [r] = await api.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!r) throw new Error(`mail_outbox row ${id} is gone`);
  return r;
}

/** Seconds from the database's now to the row's next attempt. */
async function secondsToNextAttempt(id: number): Promise<number> {
  const r = await api.db.execute<{ s: number | string }>(
    sql`SELECT extract(epoch FROM next_attempt_at - statement_timestamp()) AS s FROM mail_outbox WHERE id = ${id}`,
  );
  return Number(r.rows[0]!.s);
}

/** As if the wait before the next attempt had passed. */
const makeDue = () => api.db.execute(sql`UPDATE mail_outbox SET next_attempt_at = statement_timestamp()`);

/** An SMTP server on 127.0.0.1 that keeps what it receives; `listen(port)` again after `close()`. */
function smtpServer() {
  const received: Array<{ to: string[]; raw: string }> = [];
  let server: SMTPServer | null = null;
  return {
    received,
    async listen(port = 0): Promise<number> {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        onData(stream, session, done) {
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString() });
            done();
          });
        },
      });
      const s = server;
      await new Promise<void>((resolve) => s.listen(port, '127.0.0.1', resolve));
      return (s.server.address() as AddressInfo).port;
    },
    async close(): Promise<void> {
      const s = server;
      server = null;
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
  };
}

describe('the mail outbox', () => {
  test('SMTP down: the message stays pending with its error and next attempt; back up: the next dispatch delivers it once', async () => {
    const smtp = smtpServer();
    const port = await smtp.listen();
    await smtp.close(); // the server is down
    const transport = createMailer({
      smtp: { host: '127.0.0.1', port, user: undefined, pass: undefined },
      mailFrom: 'Certify <no-reply@certify.test>',
      outboxDir: '/nonexistent',
    });
    const log = recordingLog();
    const outbox = outboxOf(transport, {}, log);
    try {
      const [id] = await queueMail(api.db, message(1));

      expect(await outbox.dispatch()).toEqual({ claimed: 1, sent: 0, retrying: 1, failed: 0 });
      const failed = await row(id!);
      expect(failed).toMatchObject({ status: 'pending', attempts: 1, sentAt: null, toAddress: 'user1@certify.test' });
      expect(failed.lastError).toMatch(/ECONNREFUSED/);
      const wait = await secondsToNextAttempt(id!);
      expect(wait).toBeGreaterThan(25);
      expect(wait).toBeLessThanOrEqual(30);
      expect(log.lines.join('\n')).toMatch(/warn .*#\d+ to user1@certify\.test: attempt 1 failed .*next in 30 s/);

      // not due yet: nothing is attempted
      expect((await outbox.dispatch()).claimed).toBe(0);

      // still down at the next attempt: the wait doubles
      await makeDue();
      expect((await outbox.dispatch()).retrying).toBe(1);
      expect(await row(id!)).toMatchObject({ status: 'pending', attempts: 2 });
      expect(await secondsToNextAttempt(id!)).toBeGreaterThan(55);

      // the server is back (same port): the next dispatch delivers it, once
      await smtp.listen(port);
      await makeDue();
      expect(await outbox.dispatch()).toEqual({ claimed: 1, sent: 1, retrying: 0, failed: 0 });
      expect(await row(id!)).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
      expect((await row(id!)).sentAt).toBeInstanceOf(Date);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]!.to).toEqual(['user1@certify.test']);
      expect(smtp.received[0]!.raw).toMatch(/^Subject: Message 1$/m);

      await makeDue();
      expect((await outbox.dispatch()).claimed).toBe(0);
      expect(smtp.received).toHaveLength(1);
    } finally {
      await outbox.stop();
      await smtp.close();
    }
  });

  test('retries back off 30 s doubling to at most 1 h; after the last attempt the message is failed, logged and kept', async () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 30].map((n) => retryDelaySeconds(n, DEFAULT_OUTBOX_POLICY))).toEqual([
      30, 60, 120, 240, 480, 960, 1920, 3600, 3600, 3600,
    ]);
    // the last attempt comes after about a day of failures
    let waited = 0;
    for (let n = 1; n < DEFAULT_OUTBOX_POLICY.maxAttempts; n++) waited += retryDelaySeconds(n, DEFAULT_OUTBOX_POLICY);
    expect(waited / 3600).toBeGreaterThan(22);
    expect(waited / 3600).toBeLessThan(25);

    const log = recordingLog();
    const down: Mailer = {
      send: async () => {
        throw Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
      },
    };
    const outbox = outboxOf(down, { maxAttempts: 3 }, log);
    const [id] = await queueMail(api.db, message(2));
    for (let attempt = 1; attempt <= 3; attempt++) {
      await makeDue();
      await outbox.dispatch();
    }
    const gaveUp = await row(id!);
    expect(gaveUp).toMatchObject({ status: 'failed', attempts: 3, lastError: '550 Mailbox unavailable', sentAt: null });
    expect(log.lines.filter((l) => l.startsWith('error '))).toEqual([
      expect.stringMatching(/GAVE UP e-mail #\d+ to user2@certify\.test \("Message 2"\) after 3 attempts/),
    ]);
    await makeDue();
    expect((await outbox.dispatch()).claimed).toBe(0);
    expect(await api.db.select({ id: mailOutbox.id }).from(mailOutbox)).toEqual([{ id: id! }]);
  });

  test('three dispatchers at once never send one message twice', async () => {
    const ids = await queueMail(
      api.db,
      Array.from({ length: 30 }, (_, i) => message(i)),
    );
    const sent: string[] = [];
    const slow: Mailer = {
      async send(m) {
        await new Promise((r) => setTimeout(r, 3));
        sent.push(m.subject);
      },
    };
    const dispatchers = [1, 2, 3].map(() => outboxOf(slow, { batchSize: 4 }));
    const rounds = [0, 0, 0];
    await Promise.all(
      dispatchers.map(async (d, i) => {
        while ((await d.dispatch()).claimed > 0) rounds[i]!++;
      }),
    );
    console.log(`30 messages, 3 dispatchers: rounds ${rounds.join(' / ')}`);
    expect(sent).toHaveLength(30);
    expect(new Set(sent).size).toBe(30);
    const rows = await api.db.select().from(mailOutbox);
    expect(rows.map((r) => r.id).sort((a, b) => a - b)).toEqual(ids);
    for (const r of rows) expect(r).toMatchObject({ status: 'sent', attempts: 1 });
  });

  test('a dispatcher that dies mid-send leaves the message to another once its claim runs out', async () => {
    const [id] = await queueMail(api.db, message(3));
    const hanging: Mailer = { send: () => new Promise<void>(() => {}) }; // the process "died" here
    void outboxOf(hanging).dispatch();
    for (let i = 0; i < 100 && (await row(id!)).attempts === 0; i++) await new Promise((r) => setTimeout(r, 10));
    expect(await row(id!)).toMatchObject({ status: 'pending', attempts: 1 });
    expect(await secondsToNextAttempt(id!)).toBeGreaterThan(25); // claimed for 30 s (renewed while it is sent)

    const memory = createMemoryMailer();
    const other = outboxOf(memory);
    expect((await other.dispatch()).claimed).toBe(0); // still claimed
    await makeDue(); // the claim ran out
    expect((await other.dispatch()).sent).toBe(1);
    expect(memory.sent.map((m) => m.subject)).toEqual(['Message 3']);
    expect(await row(id!)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  // docs/operations.md "Running several instances": a short lease, renewed while the send runs, so a killed instance's
  // e-mails go out within one lease and a slow SMTP server never makes another instance send twice.
  test('a send longer than the claim keeps it: the claim is renewed until the outcome is recorded', async () => {
    const [id] = await queueMail(api.db, message(4));
    let finish: () => void = () => {};
    const slow: Mailer = { send: () => new Promise<void>((resolve) => (finish = resolve)) };
    const sending = outboxOf(slow, { leaseSeconds: 4 });
    const round = sending.dispatch();
    for (let i = 0; i < 100 && (await row(id!)).attempts === 0; i++) await new Promise((r) => setTimeout(r, 10));
    expect(sending.leases.heldIds).toEqual([id]);
    const other = outboxOf(createMemoryMailer());
    // Three leases' time: renewed every 1.3 s, the row is never due for another dispatcher.
    for (let i = 0; i < 6; i++) {
      await new Promise((r) => setTimeout(r, 2000));
      expect((await other.dispatch()).claimed).toBe(0);
    }
    finish();
    expect(await round).toEqual({ claimed: 1, sent: 1, retrying: 0, failed: 0 });
    expect(sending.leases.heldIds).toEqual([]);
    expect(await row(id!)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  test('e-mail is written in the transaction that causes it: a rollback sends nothing; after commit the dispatcher is woken', async () => {
    const memory = createMemoryMailer();
    const outbox = outboxOf(memory, { pollSeconds: 3600 });
    outbox.start();
    try {
      const deps = { db: api.db, events: { publish() {}, publishAll() {} } as never, mailer: outbox };

      const rolledBack = new AfterCommit();
      await expect(
        api.db.transaction(async (tx) => {
          await rolledBack.queueEmail(tx, message('rolled back'));
          throw new Error('the change failed');
        }),
      ).rejects.toThrow('the change failed');
      await rolledBack.flush(deps);
      expect(await api.db.select().from(mailOutbox)).toEqual([]);

      const committed = new AfterCommit();
      await api.db.transaction(async (tx) => {
        await committed.queueEmail(tx, [message('a'), message('b')]);
      });
      // before the flush: queued, not sent
      expect((await api.db.select().from(mailOutbox)).map((r) => r.status)).toEqual(['pending', 'pending']);
      await committed.flush(deps); // wakes the dispatcher
      await outbox.idle();
      expect(memory.sent.map((m) => m.subject).sort()).toEqual(['Message a', 'Message b']);

      // without a transaction: written right after commit by the flush
      const later = new AfterCommit();
      later.email({ ...message('c'), html: '<p>Body of message c</p>' });
      await later.flush(deps);
      await outbox.idle();
      expect(memory.sent.at(-1)).toEqual({ ...message('c'), html: '<p>Body of message c</p>' });
    } finally {
      await outbox.stop();
    }
    // stopped: nothing is delivered any more
    await queueMail(api.db, message('after stop'));
    outbox.wake();
    await outbox.idle();
    expect(memory.sent.map((m) => m.subject)).not.toContain('Message after stop');
  });
});
