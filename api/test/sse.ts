/**
 * A test client of `GET /events` (api/CONTRACT.md "GET /events"): collects frames, waits for one,
 * and tells when (and how fast) the api ended the stream.
 */
import http from 'node:http';

/** An open `/events` stream. */
export interface EventStream {
  /** Resolves with the answer's head (status, headers). */
  ready: Promise<http.IncomingMessage>;
  /** Every frame so far (text between blank lines). */
  frames: string[];
  /** Resolves with `Date.now()` when the api ends the stream. */
  ended: Promise<number>;
  /** Resolves once `pred(frames)` holds; rejects after `ms`. */
  waitFor(pred: (frames: string[]) => boolean, ms?: number): Promise<void>;
  /** The parsed data of the frames of `event`. */
  data(event: string): unknown[];
  close(): void;
}

/** Opens `/events` on the api at `url` with `token`. */
export function openEvents(url: string, token: string): EventStream {
  const frames: string[] = [];
  let buffer = '';
  let resolveWaiter: (() => void) | null = null;
  let check: (() => boolean) | null = null;
  let markEnded: (at: number) => void = () => {};
  const ended = new Promise<number>((resolve) => (markEnded = resolve));
  const req = http.get(`${url}/events`, { headers: { authorization: `Bearer ${token}` } });
  const ready = new Promise<http.IncomingMessage>((resolve, reject) => {
    req.on('response', (res) => {
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        for (let i = buffer.indexOf('\n\n'); i >= 0; i = buffer.indexOf('\n\n')) {
          frames.push(buffer.slice(0, i));
          buffer = buffer.slice(i + 2);
        }
        if (check?.()) resolveWaiter?.();
      });
      res.on('end', () => markEnded(Date.now()));
      resolve(res);
    });
    req.on('error', reject);
  });
  return {
    ready,
    frames,
    ended,
    waitFor(pred, ms = 5000) {
      if (pred(frames)) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`timeout; frames: ${JSON.stringify(frames)}`)), ms);
        check = () => pred(frames);
        resolveWaiter = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    },
    data(event) {
      return frames
        .filter((f) => f.startsWith(`event: ${event}\n`))
        .map((f) => JSON.parse(f.slice(f.indexOf('\ndata: ') + 7)) as unknown);
    },
    close: () => req.destroy(),
  };
}
