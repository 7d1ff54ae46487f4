/**
 * The authorisation matrix (test/authz/matrix.ts) run against the real api: every route of the
 * published `/openapi.json` must have its row (a new route fails here until it is added), and every
 * caller × record of a row must get the expected answer. Tokens are signed in once per caller; a
 * deactivated user (users.status = false) keeps a token that would grant everything.
 * spec: DESIGN.md "Roles, modules and permissions" (the REST service enforces the grants on every
 * call); docs/security.md "Authorisation, limits and headers".
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestApi, type TestApi } from './harness.js';
import { type AuthzFixtures, authzFixtures, CALLERS, type RecordName, type Target } from './authz/fixtures.js';
import { API_MATRIX, type MatrixRequest, type RouteRow } from './authz/matrix.js';

let api: TestApi;
let fx: AuthzFixtures;

beforeAll(async () => {
  // Every route × caller × record comes from one address: more than the per-address limit a minute.
  api = await startTestApi({ config: { rateLimitPerAddress: 1_000_000 } });
  fx = await authzFixtures(api);
});
afterAll(() => api?.close());

/** The credential number of certificate `id` (a number no certificate has when it does not exist). */
async function credentialNumberOf(id: number): Promise<string> {
  const { rows } = await api.db.execute<{ n: string }>(
    sql`SELECT credential_number AS n FROM certificates WHERE id = ${id}`,
  );
  return rows[0]?.n ?? 'NO-SUCH-CREDENTIAL';
}

/** Sends one request and answers its token: ok, hidden, or the status. */
async function answer(method: string, row: RouteRow, req: MatrixRequest, token: string | undefined, target: Target) {
  if (row.stream) {
    const aborter = new AbortController();
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    const res = await fetch(api.url + req.path, { method, headers, signal: aborter.signal });
    aborter.abort();
    return res.status >= 200 && res.status < 300 ? 'ok' : String(res.status);
  }
  const res = await api.request(method, req.path, {
    token,
    body: req.body,
    headers: req.headers,
    multipart: req.multipart?.(),
  });
  if (res.status < 200 || res.status >= 300) return String(res.status);
  if (row.includes && !row.includes(res.body, target)) return 'hidden';
  return 'ok';
}

/** Runs every caller on one record of a row; answers the tokens in CALLERS order. */
async function runCase(method: string, row: RouteRow, record: RecordName, expected: string[]): Promise<string> {
  const got: string[] = [];
  for (const [i, caller] of CALLERS.entries()) {
    // a caller allowed to change data gets a fresh record, so every allowed caller succeeds
    const fresh = !!row.mutates && expected[i] === 'ok' && record !== 'none';
    const target = await fx.record(record, caller, fresh);
    const req = await row.request(target, await fx.userIdOf(caller), {
      payload: () => fx.kit.payload(),
      credentialNumber: (id) => credentialNumberOf(id),
    });
    got.push(await answer(method, row, req, await fx.tokenOf(caller, row.freshToken), target));
  }
  return got.join(' ');
}

const normalise = (answers: string) => answers.trim().split(/\s+/).join(' ');

describe('the REST authorisation matrix', () => {
  test('has a row for every route of /openapi.json, and no row for a route that is gone', async () => {
    const doc = (await api.get('/openapi.json')).body as { paths: Record<string, Record<string, unknown>> };
    const published = Object.entries(doc.paths)
      .flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`))
      .sort();
    expect(Object.keys(API_MATRIX).sort()).toEqual(published);
  });

  test('every row has one answer per caller', () => {
    for (const [route, row] of Object.entries(API_MATRIX)) {
      for (const [record, answers] of Object.entries(row.cases)) {
        expect(normalise(answers!).split(' '), `${route} ${record}`).toHaveLength(CALLERS.length);
      }
    }
  });

  for (const [route, row] of Object.entries(API_MATRIX)) {
    test(route, async () => {
      const method = route.split(' ')[0]!;
      const expected: Record<string, string> = {};
      const actual: Record<string, string> = {};
      for (const [record, answers] of Object.entries(row.cases) as [RecordName, string][]) {
        expected[record] = normalise(answers);
        actual[record] = await runCase(method, row, record, expected[record].split(' '));
      }
      expect(actual).toEqual(expected);
    });
  }
});
