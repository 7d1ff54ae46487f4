/**
 * The principals of recent tokens, kept a few seconds so a burst of requests with one token reads
 * its session, user and grants once (docs/architecture.md "A gateway that adds nothing": on PGlite the
 * principal's query was a third of `/me`). Bounded (least recently used dropped first), keyed by the
 * token's SHA-256 (the token itself is never kept), and never longer than the session lives.
 *
 * Every change that alters a principal or ends a session drops what it touches at once, on every
 * instance: revocations announce `session-revoked` (auth/sessions.ts: logout, password reset,
 * deactivation, deletion, role and grant changes, API client rotation and revocation) and the
 * other changes `principal-changed` (names, password security, the sign-password check), both
 * through the EventBus, which fans them out by NOTIFY on PostgreSQL. A load that ran while such an
 * event arrived is not kept (it may have read the state before the change). A change made behind
 * the api's back (SQL by hand) shows within `PRINCIPAL_CACHE_TTL_MS`, as does one whose NOTIFY was
 * lost while the LISTEN connection re-connected (the bus clears the cache when it is back).
 */
import type { ApiEvent } from '../events/bus.js';
import type { KeptPrincipals, PrincipalScope } from '../app-deps.js';
import type { Principal } from './principal.js';

/** How long a principal is kept: a few seconds (docs/architecture.md "A gateway that adds nothing"). */
export const PRINCIPAL_CACHE_TTL_MS = 5_000;
/** The most principals kept (about 1 KB each). */
export const PRINCIPAL_CACHE_MAX = 10_000;

interface Entry {
  principal: Principal;
  /** Epoch ms after which the entry is not used (TTL, or the session's expiry when sooner). */
  until: number;
}

/** A loader's answer: the principal and when its session expires (null: no such live session). */
export interface LoadedPrincipal {
  principal: Principal;
  expiresAt: Date;
}

export interface PrincipalCacheOptions {
  ttlMs?: number;
  max?: number;
  /** The clock (tests move it). */
  now?: () => number;
}

/** Principals by token hash; see the file's comment. */
export class PrincipalCache implements KeptPrincipals {
  private readonly entries = new Map<string, Entry>();
  /** Loads in flight by token hash, so concurrent requests with one token share one query. */
  private readonly loading = new Map<string, Promise<Principal | null>>();
  /** Bumped by every drop: a load that started under an older generation is not kept. */
  private generation = 0;
  private readonly ttlMs: number;
  private readonly max: number;
  private readonly now: () => number;

  constructor(options: PrincipalCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? PRINCIPAL_CACHE_TTL_MS;
    this.max = options.max ?? PRINCIPAL_CACHE_MAX;
    this.now = options.now ?? Date.now;
  }

  /** How many principals are kept now. */
  get size(): number {
    return this.entries.size;
  }

  /**
   * The principal of `tokenHash`: the kept one while fresh, else `load()`'s (kept when it found a
   * live session and nothing was dropped while it ran). Null when the token names no live session.
   */
  async get(tokenHash: string, load: () => Promise<LoadedPrincipal | null>): Promise<Principal | null> {
    const entry = this.entries.get(tokenHash);
    if (entry) {
      if (entry.until > this.now()) {
        // most recently used last: the first key is the one to drop when full
        this.entries.delete(tokenHash);
        this.entries.set(tokenHash, entry);
        return entry.principal;
      }
      this.entries.delete(tokenHash);
    }
    const pending = this.loading.get(tokenHash);
    if (pending) return pending;
    const generation = this.generation;
    const started = this.now();
    const promise = load().then(
      (loaded) => {
        if (this.loading.get(tokenHash) === promise) this.loading.delete(tokenHash);
        if (!loaded) return null;
        if (generation === this.generation) {
          const until = Math.min(started + this.ttlMs, loaded.expiresAt.getTime());
          this.entries.set(tokenHash, { principal: loaded.principal, until });
          while (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
        }
        return loaded.principal;
      },
      (err: unknown) => {
        if (this.loading.get(tokenHash) === promise) this.loading.delete(tokenHash);
        throw err;
      },
    );
    this.loading.set(tokenHash, promise);
    return promise;
  }

  /** Drops the principals `scope` touches, and forgets loads in flight (they may predate the change). */
  drop(scope: PrincipalScope): void {
    this.generation++;
    this.loading.clear();
    if ('all' in scope) {
      this.entries.clear();
      return;
    }
    for (const [hash, { principal }] of this.entries) {
      if ('sessionId' in scope ? principal.sessionId === scope.sessionId : principal.userId === scope.userId) {
        this.entries.delete(hash);
      }
    }
  }

  /** Drops what a bus event says changed (`session-revoked`, `principal-changed`); other events keep all. */
  onEvent(event: ApiEvent): void {
    if (event.type !== 'session-revoked' && event.type !== 'principal-changed') return;
    if ('sessionId' in event) this.drop({ sessionId: event.sessionId });
    else if ('userId' in event) this.drop({ userId: event.userId });
    else this.drop({ all: true });
  }
}
