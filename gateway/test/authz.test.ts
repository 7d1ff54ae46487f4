/**
 * The gateway's authorisation matrix (test/authz/matrix.ts) against a real in-process api: every
 * Query and Mutation field of the schema must have a row (a new field fails here until it is
 * added), and every caller × record must get the expected answer — over GraphQL and on the
 * `/files/*` routes. The callers and records are the api's (api/test/authz/fixtures.ts), signed
 * in once per caller. spec: DESIGN.md "GraphQL conventions"; docs/security.md "Authorisation, limits and headers".
 */
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { GraphQLObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildSchema } from '../src/schema.js';
import { FILE_MATRIX, GRAPHQL_MATRIX, type OperationRow, type Target } from './authz/matrix.js';
import { postGql, startGateway } from './support/stack.js';

/** The callers in the order of every row (api/test/authz/records.ts CALLERS). */
const CALLERS = ['anonymous', 'deactivated', 'admin', 'requisitioner', 'approver', 'signee1', 'signee2', 'printer'];

/** What this test uses of api/test/authz/fixtures.ts (loaded at run time: it is the api's source). */
interface AuthzFixtures {
  kit: { payload(type?: string): Promise<Record<string, unknown>> };
  tokenOf(caller: string, fresh?: boolean): Promise<string | undefined>;
  record(name: string, caller: string, fresh?: boolean): Promise<Target>;
}
interface TestApi {
  url: string;
  close(): Promise<void>;
}

let api: TestApi;
let fx: AuthzFixtures;
let records: { deliveryTokenOf(id: number): string };
/** The token of a delivery link record (the api's records remember them). docs/printing.md "Digital delivery". */
const deliveryToken = (id: number): string => records.deliveryTokenOf(id);
let gateway: FastifyInstance;
let url: string;

/** Imports an api test module (a computed specifier keeps tsc from compiling the api's sources here). */
const apiTestModule = async <T>(path: string): Promise<T> =>
  (await import(fileURLToPath(new URL(`../../api/test/${path}`, import.meta.url)))) as T;

beforeAll(async () => {
  const harness = await apiTestModule<{ startTestApi(): Promise<TestApi> }>('harness.ts');
  const fixtures = await apiTestModule<{ authzFixtures(api: TestApi): Promise<AuthzFixtures> }>('authz/fixtures.ts');
  api = await harness.startTestApi();
  fx = await fixtures.authzFixtures(api);
  records = await apiTestModule<{ deliveryTokenOf(id: number): string }>('authz/records.ts');
  // The matrix makes thousands of calls from one address in a few minutes: the rate limits are tested elsewhere.
  const unlimited = { perAddress: 1_000_000, perPrincipal: 1_000_000, costPerPrincipal: 1_000_000_000 };
  ({ gateway, url } = await startGateway(api.url, [], false, { rateLimit: unlimited }));
});
afterAll(async () => {
  await gateway?.close();
  await api?.close();
});

/** The REST payload of `/saveCertificate` as a RequestCertificateInput. */
async function requestInput(): Promise<Record<string, unknown>> {
  const p = (await fx.kit.payload('C')) as Record<string, string> & { units: Record<string, string>[] };
  return {
    studentId: p.student_name,
    courseId: p.course,
    campusId: p.campus,
    certificateType: 'CERTIFICATE',
    credentialDate: p.credential_date,
    credentialNumber: p.credential_number,
    units: p.units.map((u) => ({
      unitStartDate: u.unit_start_date,
      unitCode: u.unit_code,
      unitName: u.unit_name,
      mark: u.mark,
      outcomeResult: u.outcome_result,
      outcomeGradeShortCode: u.outcome_grade_short_code,
    })),
  };
}

/** The credential number of certificate `id` as the administrator reads it (one nobody has when unknown). */
async function credentialNumber(id: number): Promise<string> {
  const res = await postGql<{ certificate: { credentialNumber: string } | null }>(
    url,
    'query($id: ID!) { certificate(id: $id) { credentialNumber } }',
    { id: String(id) },
    await fx.tokenOf('admin'),
  );
  return res.data?.certificate?.credentialNumber ?? 'NO-SUCH-CREDENTIAL';
}

/** The verification code of certificate `id`, from the api's staff details (a code nobody has when unknown). */
async function verificationCode(id: number): Promise<string> {
  const res = await fetch(`${api.url}/certificateView/${id}`, {
    headers: { authorization: `Bearer ${await fx.tokenOf('admin')}` },
  });
  const body = (await res.json()) as { certificate_data?: { verification_code?: string | null } };
  return body.certificate_data?.verification_code ?? 'A'.repeat(26);
}

/** One GraphQL answer as a token: ok, null, or the error code in lower case. */
async function graphqlAnswer(row: OperationRow, target: Target, token: string | undefined): Promise<string> {
  const variables =
    (await row.variables?.(target, { requestInput, credentialNumber, verificationCode, deliveryToken })) ?? {};
  const res = await postGql<Record<string, unknown>>(url, row.query, variables, token);
  const code = res.errors?.[0]?.extensions?.code;
  if (code) return String(code).toLowerCase();
  if (res.errors?.length) return `error:${res.errors[0]!.message}`;
  return Object.values(res.data ?? {})[0] === null ? 'null' : 'ok';
}

/** One `/files/*` answer as a token: ok, or the HTTP status; the body is read in full. */
async function fileAnswer(path: string, token: string | undefined): Promise<string> {
  const res = await fetch(url + path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  await res.arrayBuffer();
  return res.ok ? 'ok' : String(res.status);
}

const normalise = (answers: string) => answers.trim().split(/\s+/);

/** Runs every caller on every record of a row; answers record → tokens. */
async function runRow(
  cases: Record<string, string>,
  ask: (target: Target, token: string | undefined) => Promise<string>,
  opts: { mutates?: boolean; freshToken?: boolean } = {},
) {
  const expected: Record<string, string> = {};
  const actual: Record<string, string> = {};
  for (const [record, answers] of Object.entries(cases)) {
    const want = normalise(answers);
    const got: string[] = [];
    for (const [i, caller] of CALLERS.entries()) {
      const fresh = !!opts.mutates && want[i] === 'ok' && record !== 'none';
      const target = await fx.record(record, caller, fresh);
      got.push(await ask(target, await fx.tokenOf(caller, opts.freshToken)));
    }
    expected[record] = want.join(' ');
    actual[record] = got.join(' ');
  }
  return { expected, actual };
}

describe('the GraphQL authorisation matrix', () => {
  test('has a row for every Query and Mutation field, and no row for a field that is gone', () => {
    const schema = buildSchema();
    const fields = ['Query', 'Mutation'].flatMap((type) =>
      Object.keys((schema.getType(type) as GraphQLObjectType).getFields()).map((f) => `${type}.${f}`),
    );
    const rows = new Set(Object.keys(GRAPHQL_MATRIX).map((key) => key.replace(/\(.*\)$/, '')));
    expect([...rows].sort()).toEqual(fields.sort());
  });

  test('every row has one answer per caller', () => {
    const all = [...Object.entries(GRAPHQL_MATRIX), ...Object.entries(FILE_MATRIX)];
    for (const [key, row] of all) {
      for (const [record, answers] of Object.entries(row.cases)) {
        expect(normalise(answers), `${key} ${record}`).toHaveLength(CALLERS.length);
      }
    }
  });

  for (const [key, row] of Object.entries(GRAPHQL_MATRIX)) {
    test(key, async () => {
      const { expected, actual } = await runRow(row.cases, (target, token) => graphqlAnswer(row, target, token), row);
      expect(actual).toEqual(expected);
    });
  }

  for (const [key, row] of Object.entries(FILE_MATRIX)) {
    test(key, async () => {
      const { expected, actual } = await runRow(row.cases, async (target, token) =>
        fileAnswer(await row.path(target, { deliveryToken, verificationCode }), token),
      );
      expect(actual).toEqual(expected);
    });
  }
});
