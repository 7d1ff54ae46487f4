/**
 * The register for machines through GraphQL against the real api (docs/integrators.md "Sync the register"): `sort: UPDATED_AT` (incremental sync, always ascending, the empty page keeps the
 * cursor), `updatedSince` and `studentId` filters, `Certificate.updatedAt`, pages of 500,
 * `certificate(credentialNumber:)`, and the lists refusing the register's own sort.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feeRequired, requestCertificate } from './support/fixtures.js';
import { codeOf, ok, startStack, type Stack } from './support/stack.js';

const SYNC = `query Sync($filter: CertificateRegisterFilter, $first: Int, $after: String, $sort: CertificateSort) {
  certificateRegister(filter: $filter, first: $first, after: $after, sort: $sort) {
    pageInfo { hasNextPage endCursor }
    edges { cursor node { id status updatedAt credentialNumber student { studentId } } }
  }
}`;

interface Node {
  id: string;
  status: string;
  updatedAt: string;
  credentialNumber: string;
  student: { studentId: string | null };
}
interface SyncPage {
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  edges: { cursor: string; node: Node }[];
}

const UPDATED_AT = { field: 'UPDATED_AT', direction: 'ASC' };

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

const page = async (variables: Record<string, unknown>, user: 'admin' | 'printer' = 'admin') =>
  ok(await stack.gql<{ certificateRegister: SyncPage }>(SYNC, variables, await stack.token(user))).certificateRegister;

/** Reads from `after` until caught up; answers the nodes in order and the cursor to keep. */
async function syncFrom(after: string | null, first = 7, filter?: Record<string, unknown>) {
  const nodes: Node[] = [];
  let cursor = after;
  for (;;) {
    const p = await page({ sort: UPDATED_AT, first, after: cursor, filter });
    nodes.push(...p.edges.map((e) => e.node));
    cursor = p.pageInfo.endCursor;
    if (!p.pageInfo.hasNextPage) return { nodes, cursor };
  }
}

/**
 * Waits until a fresh read from `cursor` includes `id` (on PostgreSQL another test process's
 * running transaction may hold the sync horizon back for a moment), and answers that read.
 */
async function syncUntil(cursor: string | null, id: string) {
  for (const deadline = Date.now() + 20_000; Date.now() < deadline; ) {
    const read = await syncFrom(cursor);
    if (read.nodes.some((n) => n.id === id)) return read;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`certificate ${id} never came`);
}

describe('certificateRegister(sort: UPDATED_AT) (docs/integrators.md "Sync the register")', () => {
  it('syncs incrementally: a stored cursor gives the changes since, once; an empty page keeps the cursor', async () => {
    const full = await syncFrom(null);
    expect(new Set(full.nodes.map((n) => n.id)).size).toBe(full.nodes.length);
    // the direction asked does not change the order
    const desc = await page({ sort: { field: 'UPDATED_AT', direction: 'DESC' }, first: 500 });
    const asc = await page({ sort: UPDATED_AT, first: 500 });
    expect(desc.edges.map((e) => e.node.id)).toEqual(asc.edges.map((e) => e.node.id));

    const empty = await page({ sort: UPDATED_AT, first: 5, after: full.cursor });
    expect(empty).toEqual({ pageInfo: { hasNextPage: false, endCursor: full.cursor }, edges: [] });

    const id = await requestCertificate(stack);
    const added = await syncUntil(full.cursor, id);
    expect(added.nodes.map((n) => n.id)).toEqual([id]);
    const before = added.nodes[0]!;

    const approver = await stack.token('approver');
    const fee = (await feeRequired(stack, approver)) ? { feeStatus: 'NOT_PAID' } : {};
    ok(
      await stack.gql(
        'mutation($input: ApproveCertificateInput!) { approveCertificate(input: $input) { message } }',
        { input: { id, comment: 'Checked', ...fee } },
        approver,
      ),
    );
    const changed = await syncUntil(added.cursor, id);
    expect(changed.nodes.map((n) => [n.id, n.status])).toEqual([[id, 'QA_APPROVED']]);
    expect(Date.parse(changed.nodes[0]!.updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt));
  });

  it('answers Certificate.updatedAt alike in the register and in certificate(id)', async () => {
    const [edge] = (await page({ sort: UPDATED_AT, first: 1 })).edges;
    const one = ok(
      await stack.gql<{ certificate: { updatedAt: string } }>(
        'query($id: ID) { certificate(id: $id) { updatedAt } }',
        { id: edge!.node.id },
        await stack.token('admin'),
      ),
    ).certificate;
    expect(one.updatedAt).toBe(edge!.node.updatedAt);
    expect(new Date(one.updatedAt).toISOString()).toBe(one.updatedAt);
  });

  it('filters by updatedSince and studentId', async () => {
    const { nodes } = await syncFrom(null, 500);
    const last = nodes.at(-1)!;
    const since = await syncFrom(null, 500, { updatedSince: last.updatedAt });
    expect(since.nodes.map((n) => n.id)).toContain(last.id);
    expect(since.nodes.every((n) => Date.parse(n.updatedAt) >= Date.parse(last.updatedAt))).toBe(true);
    expect((await syncFrom(null, 500, { updatedSince: '2999-01-01T00:00:00Z' })).nodes).toEqual([]);

    const code = nodes.find((n) => n.student.studentId)!.student.studentId!;
    const byStudent = await syncFrom(null, 500, { studentId: code.toLowerCase() });
    expect(byStudent.nodes.map((n) => n.id).sort()).toEqual(
      nodes
        .filter((n) => n.student.studentId === code)
        .map((n) => n.id)
        .sort(),
    );
  });

  it('pages of up to 500; bad filters, foreign cursors and the lists asking for UPDATED_AT are BAD_USER_INPUT', async () => {
    const token = await stack.token('admin');
    expect(codeOf(await stack.gql(SYNC, { sort: UPDATED_AT, first: 500 }, token))).toBeUndefined();
    const big = await stack.gql(SYNC, { sort: UPDATED_AT, first: 501 }, token);
    expect(codeOf(big)).toBe('BAD_USER_INPUT');
    expect(big.errors?.[0]?.message).toBe('first must be between 1 and 500');

    const badSince = await stack.gql(SYNC, { sort: UPDATED_AT, filter: { updatedSince: 'yesterday' } }, token);
    expect(codeOf(badSince)).toBe('BAD_USER_INPUT');
    expect(badSince.errors?.[0]?.extensions?.fieldErrors).toHaveProperty('updatedSince');
    const longId = await stack.gql(SYNC, { filter: { studentId: 'S'.repeat(51) } }, token);
    expect(codeOf(longId)).toBe('BAD_USER_INPUT');

    const { pageInfo } = await page({ sort: UPDATED_AT, first: 2 });
    expect(codeOf(await stack.gql(SYNC, { first: 2, after: pageInfo.endCursor }, token))).toBe('BAD_USER_INPUT');
    const sortCursor = (await page({ first: 2 })).pageInfo.endCursor;
    expect(codeOf(await stack.gql(SYNC, { sort: UPDATED_AT, first: 2, after: sortCursor }, token))).toBe(
      'BAD_USER_INPUT',
    );

    const list = await stack.gql(
      'query { certificates(list: REQUESTED, sort: { field: UPDATED_AT, direction: ASC }) { totalCount } }',
      {},
      token,
    );
    expect(codeOf(list)).toBe('BAD_USER_INPUT');
    expect(list.errors?.[0]?.message).toBe('UPDATED_AT sorts the certificate register only (certificateRegister)');
  });
});

describe('certificate(credentialNumber:) (docs/integrators.md)', () => {
  const BY_NUMBER = `query($id: ID, $n: String) {
    certificate(id: $id, credentialNumber: $n) { id credentialNumber updatedAt student { studentId } }
  }`;
  type One = { certificate: { id: string; credentialNumber: string; updatedAt: string } | null };

  it('finds the certificate the viewer may see; null when unknown or hidden; exactly one argument', async () => {
    const admin = await stack.token('admin');
    const id = await requestCertificate(stack);
    const byId = ok(await stack.gql<One>(BY_NUMBER, { id }, admin)).certificate!;
    const byNumber = ok(await stack.gql<One>(BY_NUMBER, { n: byId.credentialNumber }, admin)).certificate;
    expect(byNumber).toEqual(byId);

    expect(ok(await stack.gql<One>(BY_NUMBER, { n: 'NO-SUCH-NUMBER' }, admin)).certificate).toBeNull();
    // a requested certificate is not the printer's to see: null, as certificate(id)
    const printer = await stack.token('printer');
    expect(ok(await stack.gql<One>(BY_NUMBER, { n: byId.credentialNumber }, printer)).certificate).toBeNull();
    expect(ok(await stack.gql<One>(BY_NUMBER, { id }, printer)).certificate).toBeNull();

    for (const variables of [{}, { id, n: byId.credentialNumber }]) {
      const res = await stack.gql<One>(BY_NUMBER, variables, admin);
      expect(codeOf(res)).toBe('BAD_USER_INPUT');
      expect(res.errors?.[0]?.message).toBe('Give exactly one of id and credentialNumber');
    }
    expect(codeOf(await stack.gql<One>(BY_NUMBER, { n: 'x'.repeat(51) }, admin))).toBe('BAD_USER_INPUT');
    expect(codeOf(await stack.gql<One>(BY_NUMBER, { n: byId.credentialNumber }, null))).toBe('UNAUTHENTICATED');
  });
});
