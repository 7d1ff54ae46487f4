/**
 * The channel of live events: in-process, fanned out across api instances with PostgreSQL
 * LISTEN/NOTIFY when on a server. It carries every event to whoever listens or observes; who may
 * receive which event is the live stream's rule (live/eventBus.ts `EventBus.subscribe`,
 * live/audience.ts), above this module. spec: api/CONTRACT.md "Notifications and live events";
 * DESIGN.md "Notifications and live updates"; docs/security.md "Live connections".
 */
import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type pg from 'pg';
import pgListen, { type Subscriber } from 'pg-listen';
import { batches } from '../db/batches.js';
import type { ApiEvent, EventListener } from './apiEvent.js';

export type { ApiEvent, CertificateAudience, EventListener } from './apiEvent.js';

const CHANNEL = 'certify_events';
/** NOTIFY payloads one statement sends (each at most 7,500 bytes: ~480 KB a statement). */
const NOTIFY_PAYLOADS_PER_STATEMENT = 64;
/** NOTIFY payloads are limited to 8000 bytes; stay well under. */
const MAX_PAYLOAD = 7500;
/** `application_name` of the LISTEN connection (operators and tests find it in pg_stat_activity). */
export const LISTENER_APPLICATION_NAME = 'certify-events';
/** Re-connection back-off of the LISTEN connection: 250 ms doubling up to 5 s, for ever. */
const retryInterval = (attempt: number) => Math.min(250 * 2 ** attempt, 5_000);
/** How often the LISTEN connection is checked with a query (catches silently dead connections). */
const PARANOID_CHECK_MS = 10_000;

/**
 * A NOTIFY payload: events of one flush (in order) and the instance that published them (which
 * delivered them already). `event` is the single-event form of earlier versions, still read.
 */
interface Envelope {
  origin: string;
  events?: ApiEvent[];
  event?: ApiEvent;
}

/**
 * Packs `events` (JSON texts) into as few envelopes of at most `max` bytes as they fit in, in order.
 * An event too large for an envelope on its own is answered apart (`tooLarge`).
 */
export function packEnvelopes(
  origin: string,
  events: readonly string[],
  max = MAX_PAYLOAD,
): { payloads: string[]; tooLarge: number[] } {
  const head = `{"origin":${JSON.stringify(origin)},"events":[`;
  const tail = ']}';
  const payloads: string[] = [];
  const tooLarge: number[] = [];
  let current: string[] = [];
  let size = Buffer.byteLength(head) + tail.length;
  const close = () => {
    if (current.length) payloads.push(head + current.join(',') + tail);
    current = [];
    size = Buffer.byteLength(head) + tail.length;
  };
  events.forEach((text, i) => {
    const bytes = Buffer.byteLength(text);
    if (Buffer.byteLength(head) + tail.length + bytes > max) {
      tooLarge.push(i);
      return;
    }
    if (size + bytes + (current.length ? 1 : 0) > max) close();
    size += bytes + (current.length ? 1 : 0);
    current.push(text);
  });
  close();
  return { payloads, tooLarge };
}

/**
 * Delivers events to subscribers, each only what its viewer may receive (`audience.ts`):
 * `notification` events to their user, `certificate` events to users who may see that certificate,
 * `session-revoked` to that session's or user's streams. Local subscribers get every event at once;
 * on PostgreSQL it also goes out by NOTIFY to the other instances, whose LISTEN connection
 * (pg-listen) re-connects and re-LISTENs by itself after the connection drops.
 */
export class EventChannel {
  private readonly emitter = new EventEmitter();
  private readonly origin = randomUUID();
  private subscriber: Subscriber | null = null;
  private closed = false;

  private log: (message: string, err?: unknown) => void = () => {};

  constructor(private readonly pool: pg.Pool | null = null) {
    this.emitter.setMaxListeners(0);
  }

  /** Where the bus reports a lost LISTEN connection or a failed NOTIFY (the app's logger). */
  useLogger(log: (message: string, err?: unknown) => void): void {
    this.log = log;
  }

  /** Starts LISTEN on PostgreSQL (no-op on PGlite); rejects when the first connection fails. */
  async start(): Promise<void> {
    if (!this.pool || this.subscriber) return;
    // pg-listen is CommonJS: its function is the module and its `default`.
    const subscriber = pgListen.default(
      { ...this.pool.options, application_name: LISTENER_APPLICATION_NAME },
      { retryInterval, retryTimeout: 0, paranoidChecking: PARANOID_CHECK_MS, parse: (text: string) => text },
    );
    subscriber.notifications.on(CHANNEL, (payload: string) => this.received(payload));
    subscriber.events.on('error', (err) => this.log('live events: LISTEN connection failed', err));
    subscriber.events.on('reconnect', (attempt) => {
      if (attempt === 1) this.log('live events: LISTEN connection lost; re-connecting');
      // Announcements sent meanwhile are lost: what this instance keeps of principals may be stale.
      this.deliver({ type: 'principal-changed', all: true });
    });
    subscriber.events.on('connected', () => this.deliver({ type: 'principal-changed', all: true }));
    await subscriber.connect();
    await subscriber.listenTo(CHANNEL);
    this.subscriber = subscriber;
  }

  /**
   * Publishes an event to every subscriber of every api instance that may receive it. Call after
   * the transaction that caused it has committed. Answers when the other instances' NOTIFY has been
   * sent (see `publishAll`). Never throws or rejects.
   */
  publish(event: ApiEvent): Promise<void> {
    return this.publishAll([event]);
  }

  /**
   * Publishes the events of one action (one flush of its after-commit queue), in order: delivered
   * here at once, and to the other instances by `NOTIFY` payloads that pack as many events as fit in
   * NOTIFY's 8000 bytes (docs/operations.md "Running several instances": one action, one batched NOTIFY; `packEnvelopes`), sent by one
   * statement (a few, in order, past NOTIFY_PAYLOADS_PER_STATEMENT payloads).
   * An event too large for any payload is delivered on this instance only (logged).
   * Answers when every NOTIFY statement has been sent (PostgreSQL has then queued the events for the
   * other instances' LISTEN connections): an action that withdraws access awaits it before it
   * answers, so no instance serves the withdrawn session after the answer. Never throws or rejects.
   */
  publishAll(events: readonly ApiEvent[]): Promise<void> {
    if (this.closed || events.length === 0) return Promise.resolve();
    for (const event of events) this.deliver(event);
    if (!this.pool) return Promise.resolve();
    const { payloads, tooLarge } = packEnvelopes(
      this.origin,
      events.map((e) => JSON.stringify(e)),
    );
    for (const i of tooLarge) {
      this.log(`live events: a ${events[i]!.type} event is too large for NOTIFY; delivered on this instance only`);
    }
    if (payloads.length === 0) return Promise.resolve();
    const pool = this.pool;
    // One statement per NOTIFY_PAYLOADS_PER_STATEMENT payloads, each after the one before (in order):
    // binding one statement of megabytes (a bulk print of 5,000) held the event loop ~0.3 s. The
    // payloads go as one JSON parameter (JSON.stringify is native; a text[] is escaped in JavaScript).
    const statements = batches(payloads, NOTIFY_PAYLOADS_PER_STATEMENT);
    return (async () => {
      for (const batch of statements) {
        await pool.query('SELECT pg_notify($1, payload) FROM json_array_elements_text($2::json) AS payload', [
          CHANNEL,
          JSON.stringify(batch),
        ]);
      }
    })().catch((err: unknown) => {
      this.log('live events: NOTIFY failed; delivered on this instance only', err);
    });
  }

  /**
   * Hears every event this instance delivers, whoever may receive it (server-side waits, e.g. for a
   * print job: printJobs/waitForJob.ts). Answers the unsubscribe function.
   */
  listen(listener: EventListener): () => void {
    const wrapped = (event: ApiEvent) => {
      try {
        listener(event);
      } catch {
        /* a failing listener must not break others */
      }
    };
    this.emitter.on('event', wrapped);
    return () => {
      this.emitter.off('event', wrapped);
    };
  }

  /**
   * Observes every event this instance delivers (its own and, on PostgreSQL, the other instances'),
   * unfiltered: for the api's own caches (auth/principalCache.ts), never for a client. Answers the
   * function that stops observing.
   */
  observe(listener: EventListener): () => void {
    const safe = (event: ApiEvent) => {
      try {
        listener(event);
      } catch (err) {
        this.log('live events: an observer failed', err);
      }
    };
    this.emitter.on('observe', safe);
    return () => {
      this.emitter.off('observe', safe);
    };
  }

  /** Number of current subscribers (for tests and health). */
  subscriberCount(): number {
    return this.emitter.listenerCount('event');
  }

  /** Stops listening and drops every subscriber. */
  async close(): Promise<void> {
    this.closed = true;
    this.emitter.removeAllListeners();
    const subscriber = this.subscriber;
    this.subscriber = null;
    if (subscriber) {
      try {
        await subscriber.close();
      } catch {
        /* already gone */
      }
    }
  }

  private received(payload: string): void {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(payload) as Envelope;
    } catch {
      return; // not ours
    }
    if (envelope.origin === this.origin) return; // delivered when published
    for (const event of envelope.events ?? (envelope.event ? [envelope.event] : [])) this.deliver(event);
  }

  private deliver(event: ApiEvent): void {
    this.emitter.emit('observe', event);
    this.emitter.emit('event', event);
  }
}
