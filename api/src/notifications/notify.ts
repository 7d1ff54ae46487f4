/**
 * Notifications of workflow transitions: rows written inside the transition's transaction, then
 * after commit the live events (`GET /events`) and e-mails to recipients with email_notifications on.
 *
 * spec: DESIGN.md "Notifications and live updates" and the "notifies" column of the state machine;
 * api/CONTRACT.md "Notifications and live events" (subjects → lists).
 */
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { AppDeps } from '../app-deps.js';
import type { Tx } from '../db/client.js';
import { notifications, userRoles, users } from '../db/schema.js';
import type { ApiEvent, NotificationJson } from '../events/bus.js';
import type { MailMessage } from '../mail/mailer.js';
import { SUBJECT_LIST, type NotificationSubject } from '../certificates/rules.js';

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
 * committed (DESIGN.md "Data"). Discarded when the transaction rolls back.
 */
export class AfterCommit {
  private readonly events: ApiEvent[] = [];
  private readonly created: Array<{ userId: number; notification: NotificationJson }> = [];
  private readonly mails: MailMessage[] = [];

  /** Queues a live event (e.g. `certificate` changes). */
  publish(event: ApiEvent): void {
    this.events.push(event);
  }

  /** Queues a created notification for live delivery to its user. */
  notificationCreated(userId: number, notification: NotificationJson): void {
    this.created.push({ userId, notification });
  }

  /** Queues an e-mail. */
  email(message: MailMessage): void {
    this.mails.push(message);
  }

  /** Runs the queued effects; never throws (the change is already committed). */
  async flush(deps: Pick<AppDeps, 'db' | 'events' | 'mailer'>, log: (msg: string, err?: unknown) => void = defaultLog): Promise<void> {
    for (const event of this.events) deps.events.publish(event);
    if (this.created.length > 0) {
      let unread = new Map<number, number>();
      try {
        unread = await unreadCounts(deps, [...new Set(this.created.map((c) => c.userId))]);
      } catch (err) {
        log('notification unread counts failed', err);
      }
      for (const { userId, notification } of this.created) {
        deps.events.publish({ type: 'notification', userId, notification, unreadCount: unread.get(userId) ?? 0 });
      }
    }
    await Promise.all(
      this.mails.map((m) => deps.mailer.send(m).catch((err: unknown) => log(`e-mail to ${m.to} failed`, err))),
    );
  }
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

/** Active users holding any of `roleIds` (e.g. the approvers to notify). */
export async function usersWithRoles(tx: Tx, roleIds: readonly number[]): Promise<number[]> {
  const rows = await tx
    .selectDistinct({ id: users.id })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .where(and(inArray(userRoles.roleId, [...roleIds]), eq(users.status, true), isNull(users.deletedAt)));
  return rows.map((r) => r.id);
}

/**
 * Creates the notifications (one batch insert) in the transaction, skipping the actor and inactive
 * users, and queues their live delivery and the e-mails for after commit.
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
    .where(and(inArray(users.id, [...new Set(wanted.map((w) => w.userId))]), eq(users.status, true), isNull(users.deletedAt)));
  const byId = new Map(people.map((p) => [p.id, p]));
  const rows = wanted.filter((w) => byId.has(w.userId));
  if (rows.length === 0) return;
  const inserted = await tx
    .insert(notifications)
    .values(rows.map((w) => ({ userId: w.userId, actionId: w.spec.certificateId, subject: w.spec.subject, message: w.spec.message })))
    .returning();
  inserted.forEach((n, i) => {
    after.notificationCreated(n.userId, {
      id: n.id,
      action_id: n.actionId,
      subject: n.subject,
      message: n.message,
      read_at: n.readAt ? n.readAt.toISOString() : null,
      created_at: n.createdAt.toISOString(),
    });
    const person = byId.get(n.userId);
    const spec = rows[i]!.spec;
    if (person?.emailNotifications) {
      after.email({
        to: person.email,
        subject: `Certify: ${EMAIL_TITLES[spec.subject]}`,
        text: `${/[.!?]$/.test(spec.message) ? spec.message : `${spec.message}.`}\n\nOpen it in Certify: ${appUrl}/certificates/${SUBJECT_LIST[spec.subject]}/${spec.certificateId}\n`,
      });
    }
  });
}
