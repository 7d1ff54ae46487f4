/**
 * In-process event bus for live updates (`GET /events`), fanned out across api instances with
 * PostgreSQL LISTEN/NOTIFY when on a server. spec: api/CONTRACT.md "Notifications and live events";
 * DESIGN.md "Notifications and live updates".
 */
import { EventEmitter } from 'node:events';
import type pg from 'pg';

/** A notification as `/notifications` returns it. */
export interface NotificationJson {
  id: number;
  action_id: number | null;
  subject: string;
  message: string;
  read_at: string | null;
  created_at: string;
}

export type ApiEvent =
  | { type: 'notification'; userId: number; notification: NotificationJson; unreadCount: number }
  | { type: 'certificate'; id: number; credential_status: number; reprint_status: number | null; action: string };

export type EventListener = (event: ApiEvent) => void;

const CHANNEL = 'certify_events';
/** NOTIFY payloads are limited to 8000 bytes; stay well under. */
const MAX_PAYLOAD = 7500;

/**
 * Delivers events to subscribers: `notification` events only to their user, `certificate` events
 * to everyone. spec: api/CONTRACT.md "GET /events".
 */
export class EventBus {
  private readonly emitter = new EventEmitter();
  private listenClient: pg.PoolClient | null = null;
  private closed = false;

  constructor(private readonly pool: pg.Pool | null = null) {
    this.emitter.setMaxListeners(0);
  }

  /** Starts LISTEN on PostgreSQL (no-op on PGlite). Call once before serving. */
  async start(): Promise<void> {
    if (!this.pool || this.listenClient) return;
    const client = await this.pool.connect();
    client.on('notification', (msg) => {
      if (msg.channel !== CHANNEL || !msg.payload) return;
      try {
        this.deliver(JSON.parse(msg.payload) as ApiEvent);
      } catch {
        /* ignore malformed payloads */
      }
    });
    client.on('error', () => {
      /* connection lost: live events degrade to this instance only */
    });
    await client.query(`LISTEN ${CHANNEL}`);
    this.listenClient = client;
  }

  /**
   * Publishes an event to every subscriber of every api instance. Call after the transaction that
   * caused it has committed. Never throws.
   */
  publish(event: ApiEvent): void {
    if (this.closed) return;
    if (this.pool && this.listenClient) {
      const payload = JSON.stringify(event);
      if (Buffer.byteLength(payload) <= MAX_PAYLOAD) {
        // Delivered back to us through LISTEN too, so do not deliver locally.
        this.pool.query('SELECT pg_notify($1, $2)', [CHANNEL, payload]).catch(() => this.deliver(event));
        return;
      }
    }
    this.deliver(event);
  }

  /** Subscribes `listener` to the events `userId` may see; returns the unsubscribe function. */
  subscribe(userId: number, listener: EventListener): () => void {
    const wrapped = (event: ApiEvent) => {
      if (event.type === 'notification' && event.userId !== userId) return;
      try {
        listener(event);
      } catch {
        /* a failing subscriber must not break others */
      }
    };
    this.emitter.on('event', wrapped);
    return () => {
      this.emitter.off('event', wrapped);
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
    const client = this.listenClient;
    this.listenClient = null;
    if (client) {
      try {
        await client.query(`UNLISTEN ${CHANNEL}`);
      } catch {
        /* ignore */
      }
      client.release();
    }
  }

  private deliver(event: ApiEvent): void {
    this.emitter.emit('event', event);
  }
}
