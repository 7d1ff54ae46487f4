import { createParser } from 'eventsource-parser';
import type { Dispatcher } from 'undici';
import type { GraphQLError } from 'graphql';
import type { RestClient } from '../rest/client.js';
import type { RestCertificateEvent, RestNotificationEvent } from '../rest/types.js';

/** One event of the api's `GET /events` stream (api/CONTRACT.md "Notifications and live events"). */
export type UpstreamEvent =
  | { type: 'notification'; data: RestNotificationEvent }
  | { type: 'certificate'; data: RestCertificateEvent };

/** Picks (and maps) the events a subscription wants; null skips an event. */
export type EventSelector<T> = (event: UpstreamEvent) => T | null;

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

/**
 * Turns the api's per-user Server-Sent-Events feed into GraphQL subscription iterators
 * (DESIGN.md "Notifications and live updates"). Each subscriber gets its own upstream stream,
 * opened with the subscriber's token, so the api decides what they may see; the api fans events
 * out across its instances, so every gateway instance's subscriber receives every event. The
 * upstream stream is closed as soon as the client unsubscribes or disconnects, and re-opened with
 * back-off if the api drops it while the client is still subscribed.
 */
export class EventHub {
  private readonly open = new Set<() => void>();

  constructor(
    private readonly rest: RestClient,
    private readonly log: (message: string) => void = () => {},
  ) {}

  /** Number of open upstream streams (tests, health). */
  get openStreams(): number {
    return this.open.size;
  }

  private async connect(token: string | null, signal: AbortSignal): Promise<Dispatcher.ResponseData> {
    const res = await this.rest.stream('GET', '/events', { token, accept: 'text/event-stream', signal });
    if (res.statusCode !== 200) throw await this.rest.errorOf(res, '/events');
    return res;
  }

  /**
   * Opens the caller's event stream (rejects with the mapped GraphQLError, e.g. UNAUTHENTICATED,
   * before the subscription starts) and answers an iterator of the selected events.
   */
  async subscribe<T>(token: string | null, select: EventSelector<T>): Promise<AsyncIterableIterator<T>> {
    const controller = new AbortController();
    const { signal } = controller;
    let response = await this.connect(token, signal);

    const queue: T[] = [];
    let wake: (() => void) | null = null;
    let failure: GraphQLError | Error | null = null;
    let finished = false;
    const notify = (): void => {
      const w = wake;
      wake = null;
      w?.();
    };
    const finish = (): void => {
      if (finished) return;
      finished = true;
      controller.abort();
      this.open.delete(finish);
      notify();
    };
    this.open.add(finish);

    const parser = createParser({
      onEvent: (message) => {
        if (message.event !== 'notification' && message.event !== 'certificate') return;
        let data: unknown;
        try {
          data = JSON.parse(message.data);
        } catch {
          return;
        }
        const selected = select({ type: message.event, data } as UpstreamEvent);
        if (selected !== null) {
          queue.push(selected);
          notify();
        }
      },
    });

    const pump = async (): Promise<void> => {
      let delay = RECONNECT_MIN_MS;
      while (!signal.aborted) {
        try {
          const decoder = new TextDecoder();
          for await (const chunk of response.body) parser.feed(decoder.decode(chunk as Buffer, { stream: true }));
          delay = RECONNECT_MIN_MS;
        } catch {
          // stream dropped (api restart, network); fall through to reconnect unless aborted
        }
        if (signal.aborted) break;
        parser.reset();
        this.log('event stream ended; reconnecting');
        for (;;) {
          await sleep(delay, signal);
          if (signal.aborted) return;
          try {
            response = await this.connect(token, signal);
            break;
          } catch (err) {
            const code = (err as GraphQLError).extensions?.code;
            if (code === 'UNAUTHENTICATED' || code === 'FORBIDDEN') {
              failure = err as GraphQLError;
              finish();
              return;
            }
            delay = Math.min(delay * 2, RECONNECT_MAX_MS);
          }
        }
      }
    };
    void pump().finally(() => {
      if (!signal.aborted) finish();
    });

    const iterator: AsyncIterableIterator<T> = {
      next: async (): Promise<IteratorResult<T>> => {
        for (;;) {
          if (queue.length > 0) return { value: queue.shift() as T, done: false };
          if (failure) {
            const err = failure;
            failure = null;
            throw err;
          }
          if (finished) return { value: undefined, done: true };
          await new Promise<void>((resolve) => (wake = resolve));
        }
      },
      return: async (): Promise<IteratorResult<T>> => {
        finish();
        response.body.destroy();
        return { value: undefined, done: true };
      },
      [Symbol.asyncIterator]() {
        return iterator;
      },
    };
    return iterator;
  }

  /** Closes every open upstream stream (graceful shutdown). */
  closeAll(): void {
    for (const finish of [...this.open]) finish();
  }
}
