/**
 * The audit trail through the gateway (docs/security.md "Audit trail"): `Certificate.auditTrail`,
 * `auditLog` (Relay connection, filters, paging), `auditActions`, and `GET /files/audit-log.csv`
 * against the real api: the administrator's only; a certificate's trail for whoever sees it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, ok, startStack, type Stack } from './support/stack.js';

let stack: Stack;
let certificateId: string;
let credentialNumber: string;
beforeAll(async () => {
  stack = await startStack();
  const admin = await stack.token('admin');
  const register = ok(
    await stack.gql<{ certificateRegister: { edges: { node: { id: string; credentialNumber: string } }[] } }>(
      '{ certificateRegister(first: 1, filter: { statuses: [PRINTED] }) { edges { node { id credentialNumber } } } }',
      {},
      admin,
    ),
  );
  ({ id: certificateId, credentialNumber } = register.certificateRegister.edges[0]!.node);
});
afterAll(async () => {
  await stack?.close();
});

const TRAIL = `query($id: ID!) { certificate(id: $id) { auditTrail {
  id source action actionLabel actor { id name isApiClient deleted } at certificateId credentialNumber
  fromStatus toStatus fromLabel toLabel comment chainSeq hash } } }`;

const LOG = `query($filter: AuditLogFilter, $first: Int, $after: String) {
  auditLog(filter: $filter, first: $first, after: $after) {
    edges { cursor node { id action actionLabel at certificateId credentialNumber source actor { name } } }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }`;

interface TrailEvent {
  id: string;
  action: string;
  source: string;
  toStatus: string | null;
  toLabel: string | null;
  hash: string | null;
  actor: { name: string } | null;
}

describe('Certificate.auditTrail', () => {
  it('lists the certificate’s events oldest first, with enums, labels and hashes', async () => {
    const res = ok(
      await stack.gql<{ certificate: { auditTrail: TrailEvent[] } }>(
        TRAIL,
        { id: certificateId },
        await stack.token('admin'),
      ),
    );
    const trail = res.certificate.auditTrail;
    expect(trail[0]).toMatchObject({ action: 'certificate.requested', source: 'WORKFLOW', toStatus: 'REQUESTED' });
    expect(trail.map((e) => e.action)).toContain('certificate.printed');
    expect(trail.every((e) => /^[0-9a-f]{64}$/.test(e.hash ?? ''))).toBe(true);
  });

  it('is seen by whoever sees the certificate (the printer sees a printed one)', async () => {
    const res = await stack.gql<{ certificate: { auditTrail: TrailEvent[] } }>(
      TRAIL,
      { id: certificateId },
      await stack.token('printer'),
    );
    expect(ok(res).certificate.auditTrail.length).toBeGreaterThan(0);
  });
});

describe('auditLog and auditActions', () => {
  it('filters by action and credential number, and pages by cursor', async () => {
    const admin = await stack.token('admin');
    type Page = {
      auditLog: {
        edges: { cursor: string; node: { id: string; action: string; credentialNumber: string | null } }[];
        pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; endCursor: string | null };
      };
    };
    const one = ok(
      await stack.gql<Page>(LOG, { filter: { action: 'certificate.printed', credentialNumber }, first: 10 }, admin),
    );
    expect(one.auditLog.edges.map((e) => e.node)).toEqual([
      expect.objectContaining({ action: 'certificate.printed', credentialNumber }),
    ]);
    const all = ok(await stack.gql<Page>(LOG, { filter: { certificateId }, first: 100 }, admin)).auditLog.edges;
    const paged: string[] = [];
    let after: string | null = null;
    for (let i = 0; i < 30; i++) {
      const page: Page = ok(await stack.gql<Page>(LOG, { filter: { certificateId }, first: 2, after }, admin));
      expect(page.auditLog.pageInfo.hasPreviousPage).toBe(after != null);
      paged.push(...page.auditLog.edges.map((e) => e.node.id));
      if (!page.auditLog.pageInfo.hasNextPage) break;
      after = page.auditLog.pageInfo.endCursor;
    }
    expect(paged).toEqual(all.map((e) => e.node.id));
  });

  it('lists the actions; a bad action or page size is BAD_USER_INPUT', async () => {
    const admin = await stack.token('admin');
    const actions = ok(
      await stack.gql<{ auditActions: { code: string; label: string; source: string }[] }>(
        '{ auditActions { code label source } }',
        {},
        admin,
      ),
    ).auditActions;
    expect(actions).toContainEqual({ code: 'certificate.approved', label: 'Approved', source: 'WORKFLOW' });
    expect(codeOf(await stack.gql(LOG, { filter: { action: 'nope.nope' } }, admin))).toBe('BAD_USER_INPUT');
    expect(codeOf(await stack.gql(LOG, { first: 101 }, admin))).toBe('BAD_USER_INPUT');
  });

  it('is the administrator’s: FORBIDDEN for the others', async () => {
    const approver = await stack.token('approver');
    expect(codeOf(await stack.gql(LOG, {}, approver))).toBe('FORBIDDEN');
    expect(codeOf(await stack.gql('{ auditActions { code } }', {}, approver))).toBe('FORBIDDEN');
  });
});

describe('GET /files/audit-log.csv', () => {
  const download = async (query: string, token?: string) =>
    fetch(`${stack.gatewayUrl}/files/audit-log.csv${query}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('streams the filtered events as AuditLog.csv', async () => {
    const filter = encodeURIComponent(JSON.stringify({ certificateId, action: 'certificate.printed' }));
    const res = await download(`?filter=${filter}`, await stack.token('admin'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="AuditLog.csv"');
    const text = (await res.text()).replace(/^\uFEFF/, '');
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toBe('Time,Source,Action,What,Actor,Credential Number,Subject,From,To,Comment,Hash');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('certificate.printed');
    expect(lines[1]).toContain(credentialNumber);
  });

  it('refuses a bad filter (400), a stranger (401) and a non-administrator (403)', async () => {
    const admin = await stack.token('admin');
    expect((await download('?filter=not-json', admin)).status).toBe(400);
    expect((await download(`?filter=${encodeURIComponent('{"fromDate":"2026-02-30"}')}`, admin)).status).toBe(400);
    expect((await download('')).status).toBe(401);
    const res = await download('', await stack.token('printer'));
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'FORBIDDEN' });
  });
});
