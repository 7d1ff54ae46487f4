/**
 * Notifications of workflow transitions: rows written inside the transition's transaction, with
 * the e-mails to recipients with email_notifications on (rows of the mail outbox, mail/outbox.ts),
 * then after commit the live events (`GET /events`) and a wake-up of the mail dispatcher.
 *
 * spec: DESIGN.md "Notifications and live updates" and the "notifies" column of the state machine;
 * api/CONTRACT.md "Notifications and live events" (subjects → lists).
 */
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { insertReturningInBatches } from '../db/batches.js';
import { notifications, users } from '../db/schema.js';
import type { AfterCommit } from '../events/afterCommit.js';
import type { ApiEvent } from '../events/bus.js';
import { type DomainEventSubscriber, isCertificateEvent, type NotificationSpec } from '../domainEvents/events.js';
import type { NotificationJson } from './answers.js';
import { notificationJson } from './serialize.js';
import type { MailMessage } from '../mail/mailer.js';
import { certificateListPath, NOTIFICATION_SUBJECT_LIST, type NotificationSubject } from '../codes.js';

export type { NotificationSpec } from '../domainEvents/events.js';

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
 * The notifications subscriber of the workflow's events (domainEvents/events.ts): each certificate
 * event's notifications, in its transaction. `appUrl` is the public address the e-mails link to.
 */
export function notificationSubscriber(appUrl: string): DomainEventSubscriber {
  return {
    name: 'notifications',
    async handle(event, { tx, after }) {
      if (!isCertificateEvent(event) || event.notifications.length === 0) return;
      await createNotifications(tx, after, event.actorId, event.notifications, appUrl);
    },
  };
}

/** Unread counts of `userIds` (their bells). */
async function unreadCounts(db: Db, userIds: number[]): Promise<Map<number, number>> {
  const rows = await db
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
  const created: Array<{ userId: number; notification: NotificationJson }> = [];
  inserted.forEach((n, i) => {
    created.push({ userId: n.userId, notification: notificationJson(n) });
    const person = byId.get(n.userId);
    if (person?.emailNotifications) mailed.push({ email: person.email, spec: rows[i]!.spec });
  });
  const mails = notificationEmails(mailed, appUrl);
  await after.queueEmail(tx, mails);
  // live delivery after commit, with each recipient's unread count as it then is
  after.publishLate(async (db, log): Promise<ApiEvent[]> => {
    let unread = new Map<number, number>();
    try {
      unread = await unreadCounts(db, [...new Set(created.map((c) => c.userId))]);
    } catch (err) {
      log('notification unread counts failed', err);
    }
    return created.map(({ userId, notification }) => ({
      type: 'notification',
      userId,
      notification,
      unreadCount: unread.get(userId) ?? 0,
    }));
  });
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
