/**
 * Notifications of workflow transitions: rows written inside the transition's transaction, with
 * the e-mails to recipients with email_notifications on (rows of the mail outbox, mail/outbox.ts),
 * then after commit the live events (`GET /events`) and a wake-up of the mail dispatcher.
 *
 * spec: DESIGN.md "Notifications and live updates" and the "notifies" column of the state machine;
 * api/CONTRACT.md "Notifications and live events" (subjects → lists).
 */
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { AppDeps } from '../app-deps.js';
import type { Tx } from '../db/client.js';
import { insertReturningInBatches } from '../db/batches.js';
import { notifications, users } from '../db/schema.js';
import type { ApiEvent } from '../events/bus.js';
import type { NotificationJson } from './answers.js';
import { notificationJson } from './serialize.js';
import type { MailMessage } from '../mail/mailer.js';
import { queueMail } from '../mail/outbox.js';
import { certificateListPath, NOTIFICATION_SUBJECT_LIST, type NotificationSubject } from '../codes.js';

/** One notification to create: `subject` for `recipients` about certificate `certificateId`. */
export interface NotificationSpec {
  subject: NotificationSubject;
  certificateId: number;
  recipients: readonly number[];
  message: string;
}

/** Short e-mail subject lines per notification subject. */
const EMAIL_TITLES: Record<NotificationSubject, string> = {
  CERTIFICATE_REQUESTED: 'Certificate request awaiting approval',
  CERTIFICATE_APPROVED: 'Certificate ready for your signature',
  CERTIFICATE_SIGNED: 'Certificate signed',
  CERTIFICATE_ISSUED: 'Certificate ready to print',
  CERTIFICATE_PRINTED: 'Certificate printed',
  CERTIFICATE_REJECTED: 'Certificate request rejected',
  CERTIFICATE_CANCELLED: 'Certificate cancelled',
  REPRINT_REQUESTED: 'Reprint requested',
  REPRINT_APPROVED: 'Reprint approved',
  REPRINT_REJECTED: 'Reprint request rejected',
};

/**
 * Side effects that leave the database, collected during a transaction and run only after it
 * committed (DESIGN.md "Data"). Discarded when the transaction rolls back. E-mail is durable: the
 * transaction writes it to the outbox (`queueEmail`) and the flush only wakes the dispatcher.
 */
export class AfterCommit {
  private readonly events: ApiEvent[] = [];
  private readonly created: Array<{ userId: number; notification: NotificationJson }> = [];
  private readonly mails: MailMessage[] = [];
  private mailQueued = false;
  private webhooks = false;
  private printJobs = false;

  /** Queues a live event (e.g. `certificate` changes). */
  publish(event: ApiEvent): void {
    this.events.push(event);
  }

  /** Queues a created notification for live delivery to its user. */
  notificationCreated(userId: number, notification: NotificationJson): void {
    this.created.push({ userId, notification });
  }

  /**
   * Writes e-mail(s) to the mail outbox with `tx` (in the transaction that causes them: a rollback
   * sends nothing, a commit never loses them); the dispatcher is woken after commit.
   * spec: docs/operations.md.
   */
  async queueEmail(tx: Tx, messages: MailMessage | readonly MailMessage[]): Promise<void> {
    const ids = await queueMail(tx, messages);
    if (ids.length > 0) this.mailQueued = true;
  }

  /**
   * Queues an e-mail to be written to the outbox right after commit (for code that has no
   * transaction; inside one, prefer `queueEmail`).
   */
  email(message: MailMessage): void {
    this.mails.push(message);
  }

  /**
   * Notes that the transaction wrote webhook deliveries (webhooks/outbox.ts): the dispatcher is
   * woken after commit. docs/integrators.md "Webhooks".
   */
  webhooksQueued(): void {
    this.webhooks = true;
  }

  /**
   * Notes that the transaction queued a print job (printJobs/queuePrintJob.ts): the runner is woken
   * after commit. docs/architecture.md "Bulk work off the request path".
   */
  printJobQueued(): void {
    this.printJobs = true;
  }

  /** Runs the queued effects; never throws (the change is already committed). */
  async flush(
    deps: Pick<AppDeps, 'db' | 'events' | 'mailer'> & Partial<Pick<AppDeps, 'webhooks' | 'printJobs'>>,
    log: (msg: string, err?: unknown) => void = defaultLog,
  ): Promise<void> {
    if (this.mails.length > 0) {
      try {
        await deps.mailer.queue(deps.db, this.mails);
        this.mailQueued = true;
      } catch (err) {
        log(`queueing ${this.mails.length} e-mail(s) failed`, err);
      }
    }
    if (this.mailQueued) deps.mailer.wake();
    if (this.webhooks) deps.webhooks?.wake();
    if (this.printJobs) deps.printJobs?.wake();
    const events = [...this.events];
    if (this.created.length > 0) {
      let unread = new Map<number, number>();
      try {
        unread = await unreadCounts(deps, [...new Set(this.created.map((c) => c.userId))]);
      } catch (err) {
        log('notification unread counts failed', err);
      }
      for (const { userId, notification } of this.created) {
        events.push({ type: 'notification', userId, notification, unreadCount: unread.get(userId) ?? 0 });
      }
    }
    // docs/operations.md "Running several instances": the events of one action go out together, in one NOTIFY (events/bus.ts `publishAll`).
    // An announcement that withdraws access is sent before the action answers (events/bus.ts
    // `publishAll`: no instance serves a revoked session after the revoker's answer).
    if (events.length === 0) return;
    const sent = deps.events.publishAll(events);
    if (events.some(withdrawsAccess)) await sent;
  }
}

/** Whether an event ends a session or changes what a principal may do (the api instances' caches drop it). */
function withdrawsAccess(event: ApiEvent): boolean {
  return event.type === 'session-revoked' || event.type === 'principal-changed';
}

const defaultLog = (msg: string, err?: unknown) => console.error(msg, err);

async function unreadCounts(deps: Pick<AppDeps, 'db'>, userIds: number[]): Promise<Map<number, number>> {
  const rows = await deps.db
    .select({ userId: notifications.userId, n: count() })
    .from(notifications)
    .where(and(inArray(notifications.userId, userIds), isNull(notifications.readAt)))
    .groupBy(notifications.userId);
  return new Map(rows.map((r) => [r.userId, Number(r.n)]));
}

/**
 * Creates the notifications (one batch insert) in the transaction, skipping the actor and inactive
 * users, writes their e-mails to the outbox (same transaction; one per recipient and subject, a
 * digest when the action notifies them of several certificates) and queues their live delivery for
 * after commit.
 * spec: DESIGN.md "Notifications and live updates".
 */
export async function createNotifications(
  tx: Tx,
  after: AfterCommit,
  actorId: number,
  specs: readonly NotificationSpec[],
  appUrl: string,
): Promise<void> {
  const wanted = specs.flatMap((s) =>
    [...new Set(s.recipients)].filter((u) => u !== actorId).map((userId) => ({ userId, spec: s })),
  );
  if (wanted.length === 0) return;
  const people = await tx
    .select({ id: users.id, email: users.email, emailNotifications: users.emailNotifications })
    .from(users)
    .where(
      and(
        inArray(users.id, [...new Set(wanted.map((w) => w.userId))]),
        eq(users.status, true),
        isNull(users.deletedAt),
      ),
    );
  const byId = new Map(people.map((p) => [p.id, p]));
  const rows = wanted.filter((w) => byId.has(w.userId));
  if (rows.length === 0) return;
  const inserted = await insertReturningInBatches(
    tx,
    notifications,
    rows.map((w) => ({
      userId: w.userId,
      actionId: w.spec.certificateId,
      subject: w.spec.subject,
      message: w.spec.message,
    })),
  );
  const mailed: Array<{ email: string; spec: NotificationSpec }> = [];
  inserted.forEach((n, i) => {
    after.notificationCreated(n.userId, notificationJson(n));
    const person = byId.get(n.userId);
    if (person?.emailNotifications) mailed.push({ email: person.email, spec: rows[i]!.spec });
  });
  const mails = notificationEmails(mailed, appUrl);
  await after.queueEmail(tx, mails);
}

/** Certificates a digest e-mail names one by one; the rest are counted. */
export const DIGEST_LISTED = 20;

/**
 * The e-mails of one action's notifications: one per recipient and subject. A single certificate's
 * e-mail names it and links to it; when one action (a bulk print, approval or signing) notifies a
 * recipient of several certificates, they get one digest — "(n)" in the subject, the first
 * DIGEST_LISTED messages, the count of the rest, and a link to the list — not one e-mail each.
 */
function notificationEmails(mailed: ReadonlyArray<{ email: string; spec: NotificationSpec }>, appUrl: string) {
  const groups = new Map<string, { to: string; specs: NotificationSpec[] }>();
  for (const { email, spec } of mailed) {
    const key = `${email}\u0000${spec.subject}`;
    const group = groups.get(key);
    if (group) group.specs.push(spec);
    else groups.set(key, { to: email, specs: [spec] });
  }
  const sentence = (message: string) => (/[.!?]$/.test(message) ? message : `${message}.`);
  return [...groups.values()].map(({ to, specs }): MailMessage => {
    const first = specs[0]!;
    const list = `${appUrl}${certificateListPath(NOTIFICATION_SUBJECT_LIST[first.subject])}`;
    if (specs.length === 1) {
      return {
        to,
        subject: `Certify: ${EMAIL_TITLES[first.subject]}`,
        text: `${sentence(first.message)}\n\nOpen it in Certify: ${list}/${first.certificateId}\n`,
      };
    }
    const count = specs.length.toLocaleString('en-AU');
    const more = specs.length - DIGEST_LISTED;
    return {
      to,
      subject: `Certify: ${EMAIL_TITLES[first.subject]} (${count})`,
      text:
        `${count} certificates:\n\n` +
        specs
          .slice(0, DIGEST_LISTED)
          .map((s) => `- ${sentence(s.message)}\n`)
          .join('') +
        (more > 0 ? `- and ${more.toLocaleString('en-AU')} more.\n` : '') +
        `\nOpen them in Certify: ${list}\n`,
    };
  });
}
