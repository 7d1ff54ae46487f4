/**
 * The typed domain events the certificate workflow records inside a transition's transaction
 * (certificates/workflow/apply.ts), and the subscribers that act on them in the same transaction:
 * notifications (rows and e-mail), webhooks (deliveries), printing (a queued print job's runner).
 * The workflow names no subscriber and no subscriber is imported by the workflow; both import this
 * leaf, and app.ts hands the subscribers to the recorder (docs/architecture.md "Domain events").
 *
 * spec: DESIGN.md "Certificate state machine" (the "notifies" column), "Data" (one transaction,
 * side effects after commit).
 */
import type { NotificationSubject, PrintKindCode } from '../codes.js';
import type { Tx } from '../db/client.js';
import type { AfterCommit } from '../events/afterCommit.js';
import type { CertificateAudience } from '../events/apiEvent.js';

/** The event name of each certificate_events action (the workflow's vocabulary). */
export const CERTIFICATE_EVENT = {
  requested: 'CertificateRequested',
  approved: 'CertificateApproved',
  rejected: 'CertificateRejected',
  signed: 'CertificateSigned',
  issued: 'CertificateIssued',
  cancelled: 'CertificateCancelled',
  printed: 'CertificatePrinted',
  reprint_requested: 'ReprintRequested',
  reprint_approved: 'ReprintApproved',
  reprint_rejected: 'ReprintRejected',
  reprinted: 'CertificateReprinted',
  /** A learner's own copy was sent (docs/printing.md "Digital delivery"). */
  delivered: 'CertificateDelivered',
} as const;

/** A certificate_events action: what a transition did. */
export type CertificateEventAction = keyof typeof CERTIFICATE_EVENT;

/** A certificate state (api/CONTRACT.md `data`). */
export type CertificateState = NonNullable<CertificateAudience['before']>;

/**
 * One certificate a transition changed: who may see it (its live event's audience: requisitioner,
 * signees, state before; null before for a new request) and its state after.
 */
export interface ChangedCertificate extends CertificateAudience {
  id: number;
  after: CertificateState;
}

/** One notification the transition asks for: `subject` for `recipients` about `certificateId`. */
export interface NotificationSpec {
  subject: NotificationSubject;
  certificateId: number;
  recipients: readonly number[];
  message: string;
}

/** What every certificate event carries. */
interface CertificateChange<A extends CertificateEventAction> {
  type: (typeof CERTIFICATE_EVENT)[A];
  action: A;
  actorId: number;
  /** In the transition's order; all of them changed (a transition is all or nothing). */
  certificates: readonly ChangedCertificate[];
  /** The notifications of the state machine's "notifies" column, worded by the transition. */
  notifications: readonly NotificationSpec[];
}

/** A transition changed certificates: `CertificateApproved`, `CertificatePrinted`, …. */
export type CertificateEvent = { [A in CertificateEventAction]: CertificateChange<A> }[CertificateEventAction];

/** A print or reprint queued its print job (print_jobs row, status `queued`), to render after commit. */
export interface PrintJobQueued {
  type: 'PrintJobQueued';
  jobId: number;
  kind: PrintKindCode;
  certificateIds: readonly number[];
  actorId: number;
}

export type DomainEvent = CertificateEvent | PrintJobQueued;

/** Whether `event` is a certificate event (any action). */
export const isCertificateEvent = (event: DomainEvent): event is CertificateEvent => 'action' in event;

/** The transaction an event is recorded in, and its after-commit queue. */
export interface DomainEventContext {
  tx: Tx;
  after: AfterCommit;
}

/**
 * A domain that acts on the workflow's events, inside the recording transaction: it writes its
 * own rows (its outbox) with `ctx.tx` and queues what leaves the database on `ctx.after`. A
 * throw rolls the whole transition back.
 */
export interface DomainEventSubscriber {
  /** For logs and tests. */
  readonly name: string;
  handle(event: DomainEvent, ctx: DomainEventContext): Promise<void>;
}

/**
 * Hands each recorded event to every subscriber, one after another in the order given (they share
 * the transaction's connection), and waits for each.
 */
export class DomainEventRecorder {
  private readonly subscribers: DomainEventSubscriber[];

  constructor(subscribers: readonly DomainEventSubscriber[]) {
    this.subscribers = [...subscribers];
  }

  /** Adds a subscriber after the others (an extension); answers a function that removes it. */
  subscribe(subscriber: DomainEventSubscriber): () => void {
    this.subscribers.push(subscriber);
    return () => {
      const at = this.subscribers.indexOf(subscriber);
      if (at >= 0) this.subscribers.splice(at, 1);
    };
  }

  /** Records `event` in `ctx.tx`: every subscriber handles it before this resolves. */
  async record(event: DomainEvent, ctx: DomainEventContext): Promise<void> {
    for (const subscriber of this.subscribers) await subscriber.handle(event, ctx);
  }

  /** The subscribers' names, in order. */
  get names(): string[] {
    return this.subscribers.map((s) => s.name);
  }
}
