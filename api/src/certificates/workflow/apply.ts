/**
 * The one helper every transition uses: a transaction that checks the expected state, makes the
 * guarded change (`UPDATE … WHERE id IN (…) AND <expected state>`; fewer rows than asked → 409),
 * writes one audit event per certificate and records the typed domain event of the change
 * (domainEvents/events.ts), which its subscribers (notifications, webhooks, printing) act on in the
 * same transaction; only after commit go the live events, the e-mails and the dispatchers' wake-ups.
 * The workflow imports none of its subscribers (docs/architecture.md "Domain events").
 *
 * spec: DESIGN.md "Data" (one transaction, optimistic concurrency, side effects after commit) and
 * "Certificate state machine"; api/CONTRACT.md "Transitions".
 */
import { and } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.js';
import type { CredentialStatusCode, ReprintStatusCode } from '../../codes.js';
import type { Tx } from '../../db/client.js';
import { insertInBatches } from '../../db/batches.js';
import { certificateEvents, certificates } from '../../db/schema.js';
import { conflict } from '../../http/errors.js';
import { AfterCommit } from '../../events/afterCommit.js';
import {
  CERTIFICATE_EVENT,
  type CertificateEventAction,
  type CertificateEvent,
  type DomainEvent,
  type NotificationSpec,
} from '../../domainEvents/events.js';
import { matchesGuard, type StateGuard } from '../rules.js';
import { guardSql } from '../stateSql.js';
import { loadSignees, type Subject } from './subjects.js';
import { idIn } from '../../db/idIn.js';

/** What a transition answers per certificate (api/CONTRACT.md `data`). */
export interface TransitionOutcome {
  id: number;
  credential_status: CredentialStatusCode;
  reprint_status: ReprintStatusCode | null;
}

/** The change a transition makes to each of its certificates. */
export interface ChangeSpec {
  /** certificate_events.action, also the `action` of the live `certificate` event. */
  action: CertificateEventAction;
  /** The state the certificates must be in. */
  guard: StateGuard;
  /** 409 message when a certificate is not (or no longer) in `guard`. */
  conflictMessage: string;
  /** Columns to set (updated_at is always set). */
  set: Partial<typeof certificates.$inferInsert>;
  comment?: string | null;
  data?: (subject: Subject) => Record<string, unknown> | null;
  /** Notifications to create for each changed certificate. */
  notify?: (subject: Subject, outcome: TransitionOutcome) => NotificationSpec[];
}

/** Context of one transition run: the transaction, the after-commit queue and the acting user. */
export interface TransitionContext {
  tx: Tx;
  after: AfterCommit;
  actorId: number;
  appUrl: string;
  /** Records a domain event in `tx`: its subscribers act on it before this resolves. */
  record(event: DomainEvent): Promise<void>;
}

/**
 * Runs `work` in one transaction with an after-commit queue; the queued effects run only once the
 * transaction committed (nothing leaves the database when it rolls back).
 */
export async function runInTransaction<T>(
  deps: AppDeps,
  actorId: number,
  work: (ctx: TransitionContext) => Promise<T>,
): Promise<T> {
  const after = new AfterCommit();
  const result = await deps.db.transaction((tx) =>
    work({
      tx,
      after,
      actorId,
      appUrl: deps.config.publicUrl,
      record: (event) => deps.domainEvents.record(event, { tx, after }),
    }),
  );
  await after.flush(deps);
  return result;
}

const conflictFor = (subjects: readonly Subject[], bad: Subject, message: string) =>
  conflict(subjects.length > 1 ? `${message} (${bad.credentialNumber})` : message);

/**
 * Checks the state, applies the guarded update to every subject (all or nothing), writes one audit
 * event per certificate, creates the notifications and queues the live `certificate` events.
 */
export async function commitTransition(
  ctx: TransitionContext,
  subjects: readonly Subject[],
  change: ChangeSpec,
): Promise<TransitionOutcome[]> {
  const { tx } = ctx;
  if (subjects.length === 0) return [];
  const bad = subjects.find((s) => !matchesGuard(change.guard, s));
  if (bad) throw conflictFor(subjects, bad, change.conflictMessage);

  const ids = subjects.map((s) => s.id);
  const updated = await tx
    .update(certificates)
    .set({ ...change.set, updatedAt: new Date() })
    .where(and(idIn(certificates.id, ids), guardSql(change.guard)))
    .returning({
      id: certificates.id,
      credentialStatus: certificates.credentialStatus,
      reprintStatus: certificates.reprintStatus,
    });
  if (updated.length !== ids.length) {
    const done = new Set(updated.map((u) => u.id));
    // Throwing rolls back the rows that did change: all or nothing.
    throw conflictFor(subjects, subjects.find((s) => !done.has(s.id))!, change.conflictMessage);
  }
  const byId = new Map(updated.map((u) => [u.id, u]));
  const outcomes = subjects.map((s): TransitionOutcome => {
    const u = byId.get(s.id)!;
    return { id: s.id, credential_status: u.credentialStatus, reprint_status: u.reprintStatus };
  });
  await recordTransition(ctx, subjects, outcomes, change);
  return outcomes;
}

/**
 * Writes one audit event per certificate (from its loaded state to `outcomes`), records the
 * change's domain event (`CertificateApproved`, `CertificatePrinted`, …, with the notifications the
 * transition asks for; its subscribers write the notifications and the webhook deliveries) and
 * queues the live `certificate` events (with who may see each certificate). Used by
 * commitTransition and by the request (insert) transition.
 */
export async function recordTransition(
  ctx: TransitionContext,
  subjects: readonly Subject[],
  outcomes: readonly TransitionOutcome[],
  change: Pick<ChangeSpec, 'action' | 'comment' | 'data' | 'notify'>,
  fromState: 'loaded' | 'none' = 'loaded',
): Promise<void> {
  const { tx, after, actorId } = ctx;
  await insertInBatches(
    tx,
    certificateEvents,
    subjects.map((s, i) => ({
      certificateId: s.id,
      action: change.action,
      actorId,
      fromStatus: fromState === 'none' ? null : s.credentialStatus,
      toStatus: outcomes[i]!.credential_status,
      fromReprintStatus: fromState === 'none' ? null : s.reprintStatus,
      toReprintStatus: outcomes[i]!.reprint_status,
      comment: change.comment ?? null,
      data: change.data?.(s) ?? null,
    })),
  );
  // Who may see each certificate travels with its events, so /events filters without a query.
  const signees = await loadSignees(
    tx,
    subjects.map((s) => s.id),
  );
  const certificates = subjects.map((s, i) => ({
    id: s.id,
    requisitionerId: s.requisitionerId,
    signeeIds: (signees.get(s.id) ?? []).map((x) => x.userId),
    before: fromState === 'none' ? null : { credential_status: s.credentialStatus, reprint_status: s.reprintStatus },
    after: { credential_status: outcomes[i]!.credential_status, reprint_status: outcomes[i]!.reprint_status },
  }));
  const notifications: NotificationSpec[] = change.notify
    ? subjects.flatMap((s, i) => change.notify!(s, outcomes[i]!))
    : [];
  await ctx.record(certificateEvent(change.action, actorId, certificates, notifications));
  certificates.forEach(({ requisitionerId, signeeIds, before }, i) => {
    const audience = { requisitionerId, signeeIds, before };
    after.publish({ type: 'certificate', ...outcomes[i]!, action: change.action, audience });
  });
}

/** The typed event of `action` (its name from domainEvents/events.ts `CERTIFICATE_EVENT`). */
function certificateEvent(
  action: CertificateEventAction,
  actorId: number,
  certificates: CertificateEvent['certificates'],
  notifications: readonly NotificationSpec[],
): CertificateEvent {
  return { type: CERTIFICATE_EVENT[action], action, actorId, certificates, notifications } as CertificateEvent;
}

/** The success answer of a transition (api/CONTRACT.md "Transitions"). */
export const transitionAnswer = (message: string, data: TransitionOutcome[]) => ({
  success: 1 as const,
  message,
  data,
});
