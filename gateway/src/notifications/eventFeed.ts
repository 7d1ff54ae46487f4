import { createParser } from 'eventsource-parser';
import type { GraphQLError } from 'graphql';
import type { Dispatcher } from 'undici';
import type { CallerRest } from '../rest/client.js';
import type { RestSchema } from '../rest/contract.js';
import { restError } from '../rest/errors.js';

/** One event of the api's `GET /events` stream (api/CONTRACT.md "Notifications and live events"). */
export type UpstreamEvent =
  | { type: 'notification'; data: RestSchema<'NotificationEvent'> }
  | { type: 'certificate'; data: RestSchema<'CertificateEvent'> }
  | { type: 'print-job'; data: RestSchema<'PrintJobEvent'> };

/** The `event:` names of `GET /events` that carry an UpstreamEvent. */
const FORWARDED: ReadonlySet<string> = new Set(['notification', 'certificate', 'print-job']);

/** Picks (and maps) the events a subscription wants; null skips an event. */
export type EventSelector<T> = (event: UpstreamEvent) => T | null;

/** Why a feed ended: null when closed by the gateway, else the error that ends its subscriptions. */
export type FeedEndListener = (error: GraphQLError | null) => void;

const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 10_000;

const sleep = (ms: number, signal: AbortSignal): Promise<void> =>
  new Promise((resolve) => {
    const t = setTimeout(done, ms);
    function done(): void {
      clearTimeout(t);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });

async function connect(caller: CallerRest, signal: AbortSignal): Promise<Dispatcher.ResponseData> {
  const res = await caller.stream('get', '/events', { accept: 'text/event-stream', signal });
  if (res.statusCode !== 200) throw await caller.errorOf(res, '/events');
  return res;
}

const isFinal = (err: unknown): err is GraphQLError => {
  const code = (err as GraphQLError).extensions?.code;
  return code === 'UNAUTHENTICATED' || code === 'FORBIDDEN';
};

/**
 * ONE upstream `GET /events` stream of one caller (a WebSocket connection), shared by all of that
 * connection's subscriptions: opened with the caller's token and request id, so the api decides
 * what they may see (DESIGN.md "Notifications and live updates"). It doubles as the connection's
 * session watch (docs/security.md "Live connections"): when the api ends it with
 * `event: session-ended`, or a reconnect is refused (401/403), the feed ends for good with
 * UNAUTHENTICATED — every iterator throws it and `onEnd` listeners hear it. Any other drop (api
 * restart, network) is re-opened with back-off while the feed is open.
 */
export class EventFeed {
  private readonly listeners = new Set<(event: UpstreamEvent) => void>();
  private readonly endListeners = new Set<FeedEndListener>();
  private endError: GraphQLError | null = null;
  private done = false;

  private constructor(
    private readonly caller: CallerRest,
    private response: Dispatcher.ResponseData,
    private readonly controller: AbortController,
    private readonly log: (message: string) => void,
  ) {}

  /**
   * Opens the caller's stream; rejects with the mapped GraphQLError (UNAUTHENTICATED when the api
   * refuses the token, UPSTREAM_UNAVAILABLE when it cannot be reached), so opening verifies the token.
   */
  static async open(caller: CallerRest, log: (message: string) => void = () => {}): Promise<EventFeed> {
    const controller = new AbortController();
    const response = await connect(caller, controller.signal);
    const feed = new EventFeed(caller, response, controller, log);
    void feed.pump(controller.signal);
    return feed;
  }

  /** True once the feed has ended (closed, or its session died). */
  get ended(): boolean {
    return this.done;
  }

  /** Calls `listener` once when the feed ends (at once if it has); answers the removal function. */
  onEnd(listener: FeedEndListener): () => void {
    if (this.done) {
      listener(this.endError);
      return () => {};
    }
    this.endListeners.add(listener);
    return () => this.endListeners.delete(listener);
  }

  /**
   * An iterator of the selected events, until it is returned or the feed ends: closed → done;
   * session died → it throws UNAUTHENTICATED (after the events already queued).
   */
  iterate<T>(select: EventSelector<T>): AsyncIterableIterator<T> {
    const queue: T[] = [];
    let wake: (() => void) | null = null;
    let returned = false;
    const notify = (): void => {
      const w = wake;
      wake = null;
      w?.();
    };
    const listener = (event: UpstreamEvent): void => {
      const selected = select(event);
      if (selected === null) return;
      queue.push(selected);
      notify();
    };
    this.listeners.add(listener);
    const removeEnd = this.onEnd(notify);
    const stop = (): void => {
      returned = true;
      this.listeners.delete(listener);
      removeEnd();
      notify();
    };
    const iterator: AsyncIterableIterator<T> = {
      next: async (): Promise<IteratorResult<T>> => {
        for (;;) {
          if (queue.length > 0) return { value: queue.shift() as T, done: false };
          if (returned) return { value: undefined, done: true };
          if (this.done) {
            stop();
            if (this.endError) throw this.endError;
            return { value: undefined, done: true };
          }
          await new Promise<void>((resolve) => (wake = resolve));
        }
      },
      return: async (): Promise<IteratorResult<T>> => {
        stop();
        queue.length = 0;
        return { value: undefined, done: true };
      },
      [Symbol.asyncIterator]() {
        return iterator;
      },
    };
    return iterator;
  }

  /** Closes the upstream stream; iterators finish (done). */
  close(): void {
    this.end(null);
  }

  private end(error: GraphQLError | null): void {
    if (this.done) return;
    this.done = true;
    this.endError = error;
    this.controller.abort();
    this.response.body.destroy();
    const listeners = [...this.endListeners];
    this.endListeners.clear();
    for (const listener of listeners) listener(error);
  }

  private async pump(signal: AbortSignal): Promise<void> {
    const parser = createParser({
      onEvent: (message) => {
        if (message.event === 'session-ended') {
          let data: unknown = {};
          try {
            data = JSON.parse(message.data);
          } catch {
            /* the status says it all */
          }
          this.end(restError(401, data, '/events'));
          return;
        }
        if (!message.event || !FORWARDED.has(message.event)) return;
        let data: unknown;
        try {
          data = JSON.parse(message.data);
        } catch {
          return;
        }
        for (const listener of [...this.listeners]) listener({ type: message.event, data } as UpstreamEvent);
      },
    });
    let delay = RECONNECT_MIN_MS;
    while (!signal.aborted) {
      try {
        const decoder = new TextDecoder();
        for await (const chunk of this.response.body) parser.feed(decoder.decode(chunk as Buffer, { stream: true }));
        delay = RECONNECT_MIN_MS;
      } catch {
        // stream dropped (api restart, network); fall through to reconnect unless ended
      }
      if (signal.aborted) return;
      parser.reset();
      this.log('event stream ended; reconnecting');
      for (;;) {
        await sleep(delay, signal);
        if (signal.aborted) return;
        try {
          this.response = await connect(this.caller, signal);
          break;
        } catch (err) {
          if (signal.aborted) return;
          if (isFinal(err)) return this.end(err);
          delay = Math.min(delay * 2, RECONNECT_MAX_MS);
        }
      }
    }
  }
}
