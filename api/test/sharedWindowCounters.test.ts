/**
 * The rate limits' shared counters on PostgreSQL (`@certify/runtime` sharedWindowCounters.ts;
 * docs/architecture.md "A gateway that adds nothing"): far from a limit, requests are counted in memory and
 * sent in one statement per batch; the last half of a budget, and any key not read in the last
 * 2 × flushMs, is counted in the table, so two instances refuse at exactly the limit; a spent key is refused
 * without asking the table until its window ends; counts not sent yet are sent at close; when
 * PostgreSQL cannot answer, the limits count in memory. The tests on the table need PostgreSQL
 * (PGlite has no shared table to batch into): `npm test` runs them against a server.
 */
import { randomUUID } from 'node:crypto';
import { SharedWindowCounters, stopRateLimitCounters } from '@certify/runtime';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestApi, type TestApi } from './harness.js';

if (process.env.TEST_DATABASE_URL)
  describe('shared rate limit counters on PostgreSQL', () => {
    let api: TestApi;
    let pool: pg.Pool;
    beforeAll(async () => {
      api = await startTestApi({ seed: false });
      pool = api.app.deps.database.pool!;
    });
    afterAll(() => api?.close());

    /** The pool's statements counted while `work` runs (the real pool, its `query` watched). */
    const statementsDuring = async (work: () => Promise<void>): Promise<number> => {
      const query = pool.query.bind(pool);
      let statements = 0;
      (pool as { query: unknown }).query = (...args: Parameters<typeof query>) => {
        statements++;
        return query(...args);
      };
      try {
        await work();
      } finally {
        (pool as { query: unknown }).query = query;
      }
      return statements;
    };
    const stored = async (key: string): Promise<number | undefined> =>
      (await pool.query<{ points: number }>('SELECT points FROM rate_limits WHERE key = $1', [key])).rows[0]?.points;
    const ask = (key: string, limit: number, windowMs = 60_000) => ({ key, points: 1, limit, windowMs });

    test('far from the limit, many requests over several keys are one statement per batch', async () => {
      const counters = new SharedWindowCounters(pool, { flushMs: 60_000 });
      const keys = [0, 1, 2].map(() => `test:${randomUUID()}`);
      const statements = await statementsDuring(async () => {
        // The first request of each key reads the table (one statement for the three)…
        await counters.consume(keys.map((key) => ask(key, 100)));
        // … the next 30 are counted here …
        for (let i = 0; i < 10; i++) {
          const answers = await counters.consume(keys.map((key) => ask(key, 100)));
          expect(answers.every((a) => a.allowed)).toBe(true);
          expect(answers.map((a) => a.counted)).toEqual([i + 2, i + 2, i + 2]);
        }
        // … and sent together.
        await counters.flush();
      });
      expect(statements).toBe(2);
      for (const key of keys) expect(await stored(key)).toBe(11);
      counters.stop();
    });

    test('two instances refuse at exactly the limit once what each read is older than 2 × flushMs; a spent key is refused from memory', async () => {
      const limit = 10;
      const key = `test:${randomUUID()}`;
      const flushMs = 50;
      const a = new SharedWindowCounters(pool, { flushMs });
      const b = new SharedWindowCounters(pool, { flushMs });
      let accepted = 0;
      for (let i = 0; i < 4; i++) if ((await a.consume([ask(key, limit)]))[0]!.allowed) accepted++;
      await a.flush();
      for (let i = 0; i < 20; i++) if ((await b.consume([ask(key, limit)]))[0]!.allowed) accepted++;
      // What A read of the key is older than 2 × flushMs now: A asks the table again.
      await new Promise((resolve) => setTimeout(resolve, 2 * flushMs + 20));
      for (let i = 0; i < 5; i++) if ((await a.consume([ask(key, limit)]))[0]!.allowed) accepted++;
      expect(accepted).toBe(limit);
      // Spent on both: no statement for further requests until the window ends.
      const statements = await statementsDuring(async () => {
        for (const counters of [a, b]) {
          const [answer] = await counters.consume([ask(key, limit)]);
          expect(answer).toMatchObject({ allowed: false });
          expect(answer!.msBeforeNext).toBeGreaterThan(0);
        }
      });
      expect(statements).toBe(0);
      a.stop();
      b.stop();
    });

    test('the windows of keys seen once are forgotten once they ended', async () => {
      // Long enough that none ends while the first 1,100 are still being counted, on a loaded machine.
      const WINDOW_MS = 2_000;
      const counters = new SharedWindowCounters(pool, { flushMs: 60_000 });
      const once = (n: number) => Array.from({ length: n }, () => ask(`test:${randomUUID()}`, 100, WINDOW_MS));
      await counters.consume(once(1100));
      expect(counters.size).toBe(1100);
      await new Promise((resolve) => setTimeout(resolve, WINDOW_MS + 50));
      await counters.consume(once(1100));
      // The ended 1,100 went when the map reached twice its size at the last sweep; the new ones stay.
      expect(counters.size).toBe(1100);
      counters.stop();
    });

    test('a new window starts over; counts not sent yet are sent when the pool’s counters stop', async () => {
      const key = `test:${randomUUID()}`;
      const counters = new SharedWindowCounters(pool, { flushMs: 60_000 });
      for (let i = 0; i < 3; i++) await counters.consume([ask(key, 3, 300)]);
      expect((await counters.consume([ask(key, 3, 300)]))[0]!.allowed).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 350));
      expect((await counters.consume([ask(key, 3, 300)]))[0]).toMatchObject({ allowed: true, counted: 1 });

      // The process-wide counters of a pool (what RateLimits uses) send theirs at close.
      const { RateLimits } = await import('@certify/runtime');
      const limits = new RateLimits(
        'test',
        { hits: { name: `hits-${randomUUID()}`, points: 100, windowSeconds: 60 } },
        {
          kind: 'postgres',
          pool,
        },
      );
      const who = 'someone';
      for (let i = 0; i < 5; i++) expect((await limits.consume([['hits', who]])).allowed).toBe(true);
      const rule = limits.rule('hits');
      expect(await stored(`test:${rule.name}:${who}`)).toBe(1);
      await stopRateLimitCounters(pool);
      expect(await stored(`test:${rule.name}:${who}`)).toBe(5);
      counters.stop();
    });
  });

describe('when PostgreSQL cannot answer', () => {
  test('the limits count in memory (the same budget, per instance); a key the table must count rejects to its caller', async () => {
    const { default: pgModule } = await import('pg');
    // Nothing listens on port 1: every statement fails at once.
    const down = new pgModule.Pool({ connectionString: 'postgres://postgres@127.0.0.1:1/none' });
    down.on('error', () => {});
    try {
      const { RateLimits } = await import('@certify/runtime');
      const limits = new RateLimits(
        'test',
        { hits: { name: 'hits', points: 3, windowSeconds: 60 } },
        {
          kind: 'postgres',
          pool: down,
        },
      );
      const allowed: boolean[] = [];
      for (let i = 0; i < 4; i++) allowed.push((await limits.consume([['hits', 'someone']])).allowed);
      expect(allowed).toEqual([true, true, true, false]);

      const counters = new SharedWindowCounters(down);
      await expect(counters.consume([{ key: 'k', points: 1, limit: 10, windowMs: 60_000 }])).rejects.toThrow();
      counters.stop();
    } finally {
      await down.end();
    }
  });
});
