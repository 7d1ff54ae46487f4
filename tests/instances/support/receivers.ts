/**
 * The outside world of the cluster's apis: an SMTP server (smtp-server) their mail outbox delivers
 * to, and a webhook receiver (an HTTP server) their webhook deliveries reach. Each can HOLD what it
 * receives — keep the sender waiting for its answer — so a test can kill an api in the middle of a
 * send; `release()` then answers every held message whose sender is still connected. Only
 * messages that were answered count as received (what a sender may record as delivered).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A held message: answer it (when its sender is still there) or drop it. */
interface Held {
  alive(): boolean;
  accept(): void;
}

/** What both receivers share: holding, releasing, and counting what was answered. */
abstract class Receiver<T> {
  /** Every message answered (accepted), in order; duplicates kept. */
  readonly received: T[] = [];
  /** How many messages arrived (answered or held). */
  arrived = 0;
  protected holding = false;
  private readonly held: Held[] = [];

  /** From now on keep senders waiting. */
  hold(): void {
    this.holding = true;
  }

  /** How many senders are waiting now. */
  get waiting(): number {
    return this.held.filter((h) => h.alive()).length;
  }

  /** Stops holding; answers every held message whose sender is still connected (the others are dropped). */
  release(): void {
    this.holding = false;
    for (const h of this.held.splice(0)) if (h.alive()) h.accept();
  }

  protected arrive(held: Held): void {
    this.arrived++;
    if (this.holding) this.held.push(held);
    else held.accept();
  }
}

/** One received e-mail. */
export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** An SMTP server on 127.0.0.1 (port chosen by the system). */
export class MailReceiver extends Receiver<ReceivedMail> {
  private readonly closedSessions = new Set<string>();
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onClose: (session) => {
      this.closedSessions.add(session.id);
    },
    onData: (stream, session, done) => {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const mail = {
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString(),
        };
        this.arrive({
          alive: () => !this.closedSessions.has(session.id),
          accept: () => {
            this.received.push(mail);
            done();
          },
        });
      });
    },
  });
  port = 0;

  async listen(): Promise<number> {
    this.server.on('error', () => {}); // a sender killed mid-conversation
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.server.address() as AddressInfo).port;
    return this.port;
  }

  close(): Promise<void> {
    this.release();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** One received webhook delivery: its Standard Webhooks message id and body. */
export interface ReceivedWebhook {
  id: string;
  body: string;
}

/** An HTTP server on 127.0.0.1 answering 204 to every delivery (unless holding). */
export class WebhookReceiver extends Receiver<ReceivedWebhook> {
  private readonly server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const delivery = { id: String(req.headers['webhook-id'] ?? ''), body: Buffer.concat(chunks).toString() };
      this.arrive({
        alive: () => !res.destroyed && !req.socket.destroyed,
        accept: () => {
          this.received.push(delivery);
          res.writeHead(204).end();
        },
      });
    });
  });
  port = 0;

  async listen(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this.port;
  }

  /** The distinct message ids received. */
  get ids(): Set<string> {
    return new Set(this.received.map((r) => r.id));
  }

  close(): Promise<void> {
    this.release();
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
