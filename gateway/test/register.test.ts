/**
 * `certificateRegister` (Relay connection over the api's POST /reports) against the real api:
 * keyset paging through every row while certificates are added, filters, sort, limits, access.
 * spec: certificate-workflow §2 "Reports list", §7 POST /reports, §9; DESIGN.md "GraphQL conventions".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestCertificate } from './support/fixtures.js';
import { codeOf, ok, startStack, type Stack } from './support/stack.js';

const REGISTER = `query Register($filter: CertificateRegisterFilter, $first: Int, $after: String, $sort: CertificateSort) {
  certificateRegister(filter: $filter, first: $first, after: $after, sort: $sort) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { cursor node { id status statusLabel credentialNumber credentialDate student { name } } }
  }
}`;

interface Edge {
  cursor: string;
  node: {
    id: string;
    status: string;
    statusLabel: string;
    credentialNumber: string;
    credentialDate: string;
    student: { name: string };
  };
}
interface RegisterData {
  certificateRegister: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    edges: Edge[];
  };
}

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

const page = async (variables: Record<string, unknown>, user: 'admin' | 'printer' = 'admin') =>
  ok(await stack.gql<RegisterData>(REGISTER, variables, await stack.token(user))).certificateRegister;

/** Every node id, page after page of `first`. */
async function readAll(variables: Record<string, unknown>, first: number, between?: () => Promise<unknown>) {
  const ids: string[] = [];
  let after: string | null = null;
  for (;;) {
    const p = await page({ ...variables, first, after });
    ids.push(...p.edges.map((e) => e.node.id));
    if (p.edges.length) expect(p.pageInfo.endCursor).toBe(p.edges.at(-1)!.cursor);
    await between?.();
    if (!p.pageInfo.hasNextPage) return ids;
    after = p.pageInfo.endCursor;
  }
}

describe('certificateRegister (certificate-workflow §2 "Reports list")', () => {
  it('pages through every certificate once with the cursor while certificates are requested', async () => {
    const first = await page({ first: 100 });
    const before = first.totalCount;
    expect(first.edges).toHaveLength(Math.min(100, before));
    const everyId = new Set((await readAll({}, 100)).map(String));
    expect(everyId.size).toBe(before);

    let added = 0;
    const seen = await readAll({}, 4, async () => {
      await requestCertificate(stack, added++);
    });
    expect(new Set(seen).size).toBe(seen.length);
    for (const id of everyId) expect(seen).toContain(id);
    expect((await page({ first: 1 })).totalCount).toBe(before + added);
  });

  it('filters by status with the spec labels and by credential number', async () => {
    const token = await stack.token('admin');
    const options = ok(
      await stack.gql<{ certificateRegisterStatusOptions: { label: string; status: string }[] }>(
        '{ certificateRegisterStatusOptions { label status } }',
        {},
        token,
      ),
    ).certificateRegisterStatusOptions;
    expect(options).toEqual([
      { label: 'Stage 1 Requested', status: 'REQUESTED' },
      { label: 'Stage 2 Approved', status: 'QA_APPROVED' },
      { label: 'Stage 3 Signed', status: 'SIGNED' },
      { label: 'Stage 4 Issued', status: 'APPROVED_FOR_PRINTING' },
      { label: 'Stage 5 Printed', status: 'PRINTED' },
      { label: 'Rejected', status: 'QA_REJECTED' },
    ]);
    const requested = await page({ first: 100, filter: { statuses: ['REQUESTED', 'QA_REJECTED'] } });
    expect(requested.totalCount).toBeGreaterThan(0);
    expect(new Set(requested.edges.map((e) => e.node.status))).toEqual(new Set(['REQUESTED', 'QA_REJECTED']));

    const one = requested.edges[0]!.node;
    const byNumber = await page({ first: 10, filter: { credentialNumber: one.credentialNumber.toLowerCase() } });
    expect(byNumber.edges.map((e) => e.node.id)).toEqual([one.id]);
    const byDate = await page({
      first: 100,
      filter: { credentialFrom: one.credentialDate, credentialTo: one.credentialDate, studentName: '' },
    });
    expect(byDate.edges.every((e) => e.node.credentialDate === one.credentialDate)).toBe(true);
    expect(byDate.edges.map((e) => e.node.id)).toContain(one.id);
  });

  it('sorts, and keeps the sort across pages', async () => {
    const sort = { field: 'STUDENT_NAME', direction: 'ASC' };
    const names = (await page({ first: 100, sort })).edges.map((e) => e.node.student.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const paged = await readAll({ sort }, 7);
    expect(paged).toEqual((await page({ first: 100, sort })).edges.map((e) => e.node.id));
  });

  it('shows each viewer what they may see', async () => {
    const admin = await page({ first: 1 });
    const printer = await page({ first: 100 }, 'printer');
    expect(printer.totalCount).toBeLessThan(admin.totalCount);
    expect(printer.edges.some((e) => e.node.status === 'REQUESTED')).toBe(false);
  });

  it('refuses a page over 500, a foreign cursor and anonymous callers', async () => {
    const token = await stack.token('admin');
    const big = await stack.gql(REGISTER, { first: 501 }, token);
    expect(codeOf(big)).toBe('BAD_USER_INPUT');
    expect(big.errors?.[0]?.message).toBe('first must be between 1 and 500');
    const badCursor = await stack.gql(REGISTER, { first: 5, after: 'nope' }, token);
    expect(codeOf(badCursor)).toBe('BAD_USER_INPUT');
    const { pageInfo } = await page({ first: 2 });
    const otherSort = await stack.gql(
      REGISTER,
      { first: 2, after: pageInfo.endCursor, sort: { field: 'CREDENTIAL_NUMBER', direction: 'ASC' } },
      token,
    );
    expect(codeOf(otherSort)).toBe('BAD_USER_INPUT');
    expect(codeOf(await stack.gql(REGISTER, { first: 5 }, null))).toBe('UNAUTHENTICATED');
  });
});
