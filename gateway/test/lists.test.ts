import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST } from './support/operations.js';
import { ok, startStack, type Stack } from './support/stack.js';
import { requestCertificate } from './support/fixtures.js';

interface ListData {
  certificates: {
    totalCount: number;
    page: number;
    pageSize: number;
    nodes: Array<{ id: string; statusLabel: string; student: { name: string }; course: { id: string } }>;
  };
}

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
  // make sure the requested list has more than one page of 5
  for (let i = 0; i < 3; i++) await requestCertificate(stack, i);
});
afterAll(async () => {
  await stack?.close();
});

describe('certificate lists (certificate-workflow §2 lists and search panel)', () => {
  it('pages with totalCount', async () => {
    const token = await stack.token('admin');
    const p1 = ok(await stack.gql<ListData>(LIST, { list: 'REQUESTED', page: 1, pageSize: 5 }, token)).certificates;
    expect(p1.totalCount).toBeGreaterThan(5);
    expect(p1.nodes).toHaveLength(5);
    expect(p1.page).toBe(1);
    expect(p1.pageSize).toBe(5);
    expect(new Set(p1.nodes.map((n) => n.statusLabel))).toEqual(new Set(['Requested']));
    const p2 = ok(await stack.gql<ListData>(LIST, { list: 'REQUESTED', page: 2, pageSize: 5 }, token)).certificates;
    expect(p2.nodes.length).toBe(Math.min(5, p1.totalCount - 5));
    expect(p2.nodes.map((n) => n.id)).not.toContain(p1.nodes[0]!.id);
  });

  it('filters by student name and course, and sorts', async () => {
    const token = await stack.token('admin');
    const all = ok(await stack.gql<ListData>(LIST, { list: 'REQUESTED', pageSize: 100 }, token)).certificates;
    const name = all.nodes[0]!.student.name;
    const part = name.split(' ')[0]!.toLowerCase();
    const byName = ok(
      await stack.gql<ListData>(LIST, { list: 'REQUESTED', pageSize: 100, filter: { studentName: part } }, token),
    ).certificates;
    expect(byName.totalCount).toBeGreaterThan(0);
    expect(byName.totalCount).toBeLessThan(all.totalCount);
    for (const n of byName.nodes) expect(n.student.name.toLowerCase()).toContain(part);

    const courseId = all.nodes[0]!.course.id;
    const byCourse = ok(
      await stack.gql<ListData>(
        LIST,
        { list: 'REQUESTED', pageSize: 100, filter: { courseIds: [courseId], studentName: '' } },
        token,
      ),
    ).certificates;
    expect(byCourse.nodes.every((n) => n.course.id === courseId)).toBe(true);

    const sorted = ok(
      await stack.gql<ListData>(
        LIST,
        { list: 'REQUESTED', pageSize: 100, sort: { field: 'STUDENT_NAME', direction: 'ASC' } },
        token,
      ),
    ).certificates.nodes.map((n) => n.student.name);
    expect(sorted).toEqual([...sorted].sort((a, b) => a.localeCompare(b)));
  });

  it('rejects a page size over 100 with BAD_USER_INPUT', async () => {
    const res = await stack.gql(LIST, { list: 'REQUESTED', pageSize: 500 }, await stack.token('admin'));
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('a list of 5 rows asking for availableActions makes ONE batched /certificateParts?ids= call', async () => {
    const token = await stack.token('admin');
    await stack.gql(LIST, { list: 'REQUESTED', pageSize: 1 }, token); // warm up
    stack.calls.length = 0;
    const res = ok(
      await stack.gql<{
        certificates: {
          nodes: Array<{ id: string; availableActions: string[]; approvedBy: string | null; units: unknown[] }>;
        };
      }>(
        `query { certificates(list: REQUESTED, pageSize: 5) {
          nodes { id availableActions approvedBy units { unitCode } } } }`,
        {},
        token,
      ),
    );
    expect(res.certificates.nodes).toHaveLength(5);
    expect(res.certificates.nodes.every((n) => n.availableActions.includes('APPROVE'))).toBe(true);
    const batched = stack.calls.filter((c) => c.path.startsWith('/certificateParts?ids='));
    expect(batched).toHaveLength(1);
    const query = new URL(batched[0]!.path, 'http://api').searchParams;
    expect(query.get('ids')!.split(',')).toHaveLength(5);
    expect(query.get('parts')!.split(',').sort()).toEqual(['actions', 'people', 'units']);
    expect(stack.calls).toHaveLength(2); // the list call + the batch
  });
});
