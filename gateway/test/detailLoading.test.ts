/**
 * The gateway asks the api only for what a query selects (docs/architecture.md "A gateway that adds nothing"):
 * list rows come from the list answer alone; detail fields make ONE batched `/certificateParts`
 * call for the whole page, naming only the parts they need. Counted on the real in-process api,
 * from its own request log (each line carries the GraphQL request's `X-Request-Id`).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogs } from './support/logCapture.js';
import { type GqlResult, ok, startStack, type Stack } from './support/stack.js';

const apiLogs = captureLogs();
let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ api: { logger: { level: 'info', stream: apiLogs.stream } } });
});
afterAll(async () => {
  await stack?.close();
});

/** The row fields the web's lists show (web/src/features/certificates/lists/certificateList.graphql). */
const ROW = `id student { id name } course { id name } campus { id name } requisitioner { id fullName }
  template { id name } requestedDate credentialDate credentialNumber status statusCode statusLabel
  reprintStatus reprintStatusCode certificateType certificateTypeCode certificateTypeName updatedAt`;

interface Node {
  id: string;
  [field: string]: unknown;
}

/**
 * Runs `query` as the administrator; answers its data and the URLs (path and query, decoded) of
 * the requests the api received for it.
 */
async function run<T>(query: string, variables: Record<string, unknown> = {}): Promise<{ data: T; calls: string[] }> {
  const token = await stack.token('admin');
  const requestId = randomUUID();
  const res = await fetch(`${stack.gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-request-id': requestId },
    body: JSON.stringify({ query, variables }),
  });
  const data = ok((await res.json()) as GqlResult<T>);
  const calls = apiLogs.lines
    .filter((line) => line.requestId === requestId && line.msg === 'incoming request')
    .map((line) => decodeURIComponent((line.req as { url: string }).url));
  return { data, calls };
}

/** The `ids` and `parts` of a `/certificateParts` call. */
function partsCall(url: string): { ids: string[]; parts: string[] } {
  const query = new URL(url, 'http://api').searchParams;
  return { ids: query.get('ids')!.split(','), parts: (query.get('parts') || '').split(',').filter(Boolean) };
}

const page = (fields: string) => `query { certificates(list: PRINTED, page: 1, pageSize: 10) {
  totalCount nodes { ${fields} } } }`;
type Page = { certificates: { totalCount: number; nodes: Node[] } };

describe('what a list query costs the api', () => {
  it('a page of list-row fields is ONE call, the list’s own', async () => {
    const { data, calls } = await run<Page>(page(ROW));
    expect(data.certificates.nodes.length).toBeGreaterThan(1);
    expect(calls).toEqual([expect.stringMatching(/^\/reprintCertificateList/)]);
  });

  it('detail fields add ONE /certificateParts call for the whole page, asking only for their parts', async () => {
    const { data, calls } = await run<Page>(
      page(`${ROW} units { unitCode } signees { slot signedAt } events { action } availableActions viewerCanSign
        approvedBy comments`),
    );
    const ids = data.certificates.nodes.map((n) => n.id);
    expect(calls).toHaveLength(2);
    expect(calls[0]).toMatch(/^\/reprintCertificateList/);
    expect(calls[1]).toMatch(/^\/certificateParts\?/);
    const { ids: asked, parts } = partsCall(calls[1]!);
    expect(asked.sort()).toEqual([...ids].sort());
    expect(parts.sort()).toEqual(['actions', 'events', 'own', 'people', 'signees', 'units']);
  });

  it('the certificate’s own detail fields (comments, dates) need only the part `own`', async () => {
    const { calls } = await run<Page>(page('id comments approvedOn feeStatus'));
    expect(calls).toHaveLength(2);
    expect(partsCall(calls[1]!).parts).toEqual(['own']);
  });

  it('a field left out by @include asks for nothing; included, only its part', async () => {
    const query = `query($sign: Boolean!) { certificates(list: TO_BE_SIGNED, pageSize: 5) {
      nodes { id statusLabel viewerCanSign @include(if: $sign) } } }`;
    const without = await run<{ certificates: { nodes: Node[] } }>(query, { sign: false });
    expect(without.calls).toHaveLength(1);
    const withSign = await run<{ certificates: { nodes: Node[] } }>(query, { sign: true });
    expect(withSign.calls).toHaveLength(2);
    expect(partsCall(withSign.calls[1]!).parts).toEqual(['actions']);
    expect(withSign.data.certificates.nodes.every((n) => typeof n.viewerCanSign === 'boolean')).toBe(true);
  });

  it('a certificate by id asks only for the parts its selection reads', async () => {
    const { data } = await run<Page>(page('id'));
    const id = data.certificates.nodes[0]!.id;
    const lookups = await run<{ certificate: Node }>(
      `query($id: ID!) { certificate(id: $id) { id credentialNumber verificationLookups { count } } }`,
      { id },
    );
    expect(lookups.calls).toHaveLength(1);
    expect(partsCall(lookups.calls[0]!)).toEqual({ ids: [id], parts: ['own', 'people', 'lookups'] });
    const hidden = await run<{ certificate: Node | null }>(
      `query($id: ID!, $units: Boolean!) { certificate(id: $id) { id ...U } }
       fragment U on Certificate { units @include(if: $units) { unitCode } }`,
      { id, units: false },
    );
    expect(partsCall(hidden.calls[0]!).parts).toEqual(['own', 'people']);
    const none = await run<{ certificate: Node | null }>(
      `query { certificate(id: "999999") { id units { unitCode } } }`,
    );
    expect(none.data.certificate).toBeNull();
  });

  it('the register’s rows load their details the same way', async () => {
    const { data, calls } = await run<{ certificateRegister: { edges: Array<{ node: Node }> } }>(
      `query { certificateRegister(first: 8) { edges { node { id credentialNumber prints { kind } } } } }`,
    );
    expect(data.certificateRegister.edges).toHaveLength(8);
    expect(calls).toHaveLength(2);
    expect(calls[0]).toMatch(/^\/reports/);
    expect(partsCall(calls[1]!)).toEqual({
      ids: data.certificateRegister.edges.map((e) => e.node.id),
      parts: ['prints'],
    });
  });

  it('detail fields read from parts equal those of the whole certificate', async () => {
    const fields = `id units { unitCode unitName outcomeResult } signees { slot designation signedAt user { fullName } }
      events { action actorName fromStatus toStatus comment createdAt } prints { kind printedBy file { fileName } }
      availableActions viewerCanSign approvedBy approvedOn issuedBy printedBy printedOn comments feeStatus
      assessmentReportUrl verificationLookups { count lastAt }`;
    const { data } = await run<Page>(page(fields));
    expect(data.certificates.nodes.length).toBeGreaterThan(1);
    for (const node of data.certificates.nodes) {
      const one = await run<{ certificate: Node }>(`query($id: ID!) { certificate(id: $id) { ${fields} } }`, {
        id: node.id,
      });
      expect(node).toEqual(one.data.certificate);
      // a certificate by id: one call with the parts its fields read, its own fields and names
      expect(one.calls).toHaveLength(1);
      expect(partsCall(one.calls[0]!).ids).toEqual([node.id]);
      expect(partsCall(one.calls[0]!).parts.sort()).toEqual(
        ['actions', 'events', 'lookups', 'own', 'people', 'prints', 'report', 'signees', 'units'].sort(),
      );
    }
  });
});
