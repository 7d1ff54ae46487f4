/**
 * Keeps `/events` streams no longer than their session: every few seconds ONE query checks the
 * sessions of all open streams of this instance (expiry, deactivation, a revocation whose
 * announcement was lost while LISTEN re-connected). Revocations announced on the bus end streams at
 * once; this is the safety net. spec: docs/security.md "Live connections".
 */
import type { Db } from '../db/client.js';
import { liveSessionIds } from '../auth/sessions.js';

/** How often open streams' sessions are re-checked. */
export const SESSION_RECHECK_MS = 2_000;

/** Watches sessions of open streams; calls a stream's `end` once its session is no longer live. */
export class SessionWatch {
  private readonly watched = new Map<number, Set<() => void>>();
  private timer: NodeJS.Timeout | null = null;
  private checking = false;

  constructor(
    private readonly db: Db,
    private readonly log: (message: string, err?: unknown) => void = () => {},
    private readonly intervalMs = SESSION_RECHECK_MS,
  ) {}

  /** Watches `sessionId` for one stream; answers the unwatch function. */
  watch(sessionId: number, end: () => void): () => void {
    const ends = this.watched.get(sessionId) ?? new Set<() => void>();
    this.watched.set(sessionId, ends);
    ends.add(end);
    if (!this.timer) {
      this.timer = setInterval(() => void this.check(), this.intervalMs);
      this.timer.unref();
    }
    return () => {
      ends.delete(end);
      if (ends.size === 0 && this.watched.get(sessionId) === ends) this.watched.delete(sessionId);
      if (this.watched.size === 0) this.stop();
    };
  }

  /** Checks every watched session now and ends the streams of dead ones. */
  async check(): Promise<void> {
    if (this.checking || this.watched.size === 0) return;
    this.checking = true;
    try {
      const ids = [...this.watched.keys()];
      const live = await liveSessionIds(this.db, ids);
      for (const id of ids) {
        if (live.has(id)) continue;
        for (const end of [...(this.watched.get(id) ?? [])]) end();
      }
    } catch (err) {
      // The database is unreachable: keep the streams (they carry nothing meanwhile) and retry.
      this.log('live events: session re-check failed', err);
    } finally {
      this.checking = false;
    }
  }

  /** Stops the timer (shutdown). */
  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
