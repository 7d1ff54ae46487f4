/**
 * Property-based fuzzing of every operation of the app's own `/openapi.json` (except the `/events`
 * stream and the `/docs` pages): requests that are invalid by construction (see
 * fuzz/badRequests.ts), sent mostly as the administrator (who may do everything, so a 403 cannot
 * hide missing validation) and sometimes anonymously, must each answer a 4xx with a readable
 * `message`, and no row of any table may change (a digest of the database before and after).
 *
 * Reproduce a failure with the seed it prints: `FUZZ_SEED=<seed> npx vitest run test/fuzz.test.ts`;
 * `FUZZ_RUNS=<n>` sets the random runs per operation (each kind of attack also runs once first).
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { changedTables } from './dbDigest.js';
import { attacksOn } from './fuzz/badRequests.js';
import { type OpenApiDocument, operationsOf } from './fuzz/operations.js';
import { type RawRequest, type RawResponse, sendRaw } from './fuzz/rawRequest.js';
import { startTestApi } from './harness.js';

const SEED = Number(process.env.FUZZ_SEED ?? 20_260_611);
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);

// Thousands of requests a minute from one address: past the api's rate limit (test/rateLimit.test.ts),
// which would answer 429 before the validation this suite is about.
const api = await startTestApi({ config: { rateLimitPerAddress: 1_000_000 } });
let adminToken = await api.login('admin@certify.test');
const doc = (await api.get('/openapi.json')).body as OpenApiDocument;
const operations = operationsOf(doc, (path) => path === '/events' || path.startsWith('/docs'));

afterAll(() => api.close());

/** Why `res` is not an acceptable answer to an invalid request, or null when it is. */
function problemWith(res: RawResponse): string | null {
  if (res.status < 400 || res.status > 499) return `status ${res.status} (expected 4xx)`;
  let body: unknown;
  try {
    body = JSON.parse(res.text);
  } catch {
    return `the answer is not JSON (${res.contentType})`;
  }
  const message = (body as { message?: unknown } | null)?.message;
  if (typeof message !== 'string' || message.trim() === '') return 'no message';
  if (message.length > 1000) return 'a message too long to read';
  if (/internal server error|something went wrong/i.test(message)) return `a server-error message "${message}"`;
  if (/\n\s+at |node:internal|\.[cm]?[jt]s:\d+:\d+/.test(message)) return `a stack trace in the message "${message}"`;
  return null;
}

const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n)}…(${s.length} chars)` : s);

describe('the database digest', () => {
  it('sees an insert, an update and a delete, and nothing else', async () => {
    const start = await api.digest();
    expect(Object.keys(start).length).toBeGreaterThan(10);
    expect(changedTables(start, await api.digest())).toEqual([]);

    await api.db.execute(
      sql`UPDATE campuses SET campus_name = campus_name || ' ' WHERE id = (SELECT min(id) FROM campuses)`,
    );
    const updated = await api.digest();
    expect(changedTables(start, updated)).toEqual(['campuses']);

    await api.db.execute(sql`DELETE FROM notifications WHERE id = (SELECT max(id) FROM notifications)`);
    const deleted = await api.digest();
    expect(changedTables(updated, deleted)).toEqual(['notifications']);

    const userId = await api.userId('admin@certify.test');
    await api.db.execute(
      sql`INSERT INTO notifications (user_id, subject, message) VALUES (${userId}, 'certificate_requested', 'x')`,
    );
    expect(changedTables(deleted, await api.digest())).toEqual(['notifications']);

    await api.reset();
  });
});

describe('every operation refuses invalid input with a clear 4xx and changes no row', () => {
  it('reads the operations from /openapi.json', () => {
    expect(operations.length).toBeGreaterThan(50);
    for (const op of operations) expect(attacksOn(op).length, `${op.method} ${op.path}`).toBeGreaterThan(0);
  });

  for (const op of operations) {
    it(`${op.method} ${op.path}`, { timeout: 120_000 }, async () => {
      // A fresh token after the digest test's reset, or when an earlier failure logged the administrator out.
      if ((await api.get('/me', adminToken)).status !== 200) adminToken = await api.login('admin@certify.test');
      const attacks = attacksOn(op);
      const caller = fc.oneof(
        { weight: 4, arbitrary: fc.constant(adminToken) },
        { weight: 1, arbitrary: fc.constant(null) },
      );
      // One request of each kind first (as the administrator), then random ones.
      const examples = attacks.map((a, i): [RawRequest, string | null] => [
        fc.sample(a.requests, { seed: SEED + i, numRuns: 1 })[0]!,
        adminToken,
      ]);
      const statuses = new Map<string, number>();
      const suspects: string[] = [];
      const before = await api.digest();

      const details = await fc.check(
        fc.asyncProperty(fc.oneof(...attacks.map((a) => a.requests)), caller, async (req, token) => {
          const headers = token ? { ...req.headers, authorization: `Bearer ${token}` } : req.headers;
          const res = await sendRaw(api.url, { ...req, headers });
          const key = `${res.status}${token ? '' : ' anonymous'}`;
          statuses.set(key, (statuses.get(key) ?? 0) + 1);
          // Answers past validation are the suspects when a row changed.
          if (token && ![400, 413, 415].includes(res.status)) suspects.push(`${res.status} [${req.why}]`);
          const problem = problemWith(res);
          if (problem) {
            throw new Error(
              `${req.method} ${clip(req.path, 200)} [${req.why}] as ${token ? 'administrator' : 'anonymous'} → ` +
                `${res.status} ${clip(res.text, 300)}\n  ${problem}`,
            );
          }
        }),
        { seed: SEED, numRuns: RUNS, examples },
      );
      const changed = changedTables(before, await api.digest());

      if (details.failed) {
        const error =
          details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
        expect.fail(
          `${op.method} ${op.path}: ${error}\n  (fast-check seed ${details.seed}, ` +
            `path "${details.counterexamplePath}"; reproduce with FUZZ_SEED=${details.seed})`,
        );
      }
      expect(
        changed,
        `${op.method} ${op.path}: rows changed in ${changed.join(', ')} (answers: ${JSON.stringify([...statuses])};` +
          ` past validation: ${suspects.slice(0, 5).join(', ') || 'none'}; seed ${SEED})`,
      ).toEqual([]);
      // The administrator's token still works (no request logged it out).
      expect((await api.get('/me', adminToken)).status).toBe(200);
    });
  }
});
