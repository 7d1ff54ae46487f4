/**
 * The register's `PageInfo` is the Relay Cursor Connections specification's (docs/integrators.md; the relay-page-info lint rule): `startCursor` is the first edge's cursor,
 * `hasPreviousPage` is true exactly when the page follows an `after` (the register pages forward only).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, type Stack, startStack } from './support/stack.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

const PAGE = `query Page($after: String) {
  certificateRegister(first: 2, after: $after) {
    edges { cursor }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
  }
}`;
type Page = {
  certificateRegister: {
    edges: Array<{ cursor: string }>;
    pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  };
};

describe('certificateRegister pageInfo', () => {
  it('first page: no previous page, startCursor the first edge’s; the next page has a previous one', async () => {
    const token = await stack.token('admin');
    const first = ok(await stack.gql<Page>(PAGE, {}, token)).certificateRegister;
    expect(first.edges.length).toBe(2);
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    expect(first.pageInfo.startCursor).toBe(first.edges[0]!.cursor);
    expect(first.pageInfo.endCursor).toBe(first.edges[1]!.cursor);

    const second = ok(await stack.gql<Page>(PAGE, { after: first.pageInfo.endCursor }, token)).certificateRegister;
    expect(second.pageInfo.hasPreviousPage).toBe(true);
    expect(second.pageInfo.startCursor).toBe(second.edges[0]?.cursor ?? null);
    expect(second.edges.map((e) => e.cursor)).not.toContain(first.edges[0]!.cursor);
  });
});
