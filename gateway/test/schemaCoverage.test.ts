import type { GraphQLObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchema } from '../src/schema.js';
import { ok, startStack, type Stack } from './support/stack.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

interface TypeLike {
  ofType?: TypeLike;
  getFields?: () => Record<string, unknown>;
}

/** Unwraps list/non-null wrappers (duck-typed: vitest may load a second copy of graphql). */
const named = (t: unknown): TypeLike => {
  let x = t as TypeLike;
  while (x.ofType) x = x.ofType;
  return x;
};

/** Selects every field of a type (nested objects too), for fields without required arguments. */
function selectAll(type: GraphQLObjectType, depth = 0): string {
  return Object.values(type.getFields())
    .filter((f) => f.args.every((a) => a.defaultValue !== undefined || !String(a.type).endsWith('!')))
    .map((f) => {
      const n = named(f.type);
      if (!n.getFields) return f.name;
      if (depth < 3) return `${f.name} { ${selectAll(n as unknown as GraphQLObjectType, depth + 1)} }`;
      return '';
    })
    .filter(Boolean)
    .join(' ');
}

describe('every schema field resolves on real data (no non-null violations, no unknown codes)', () => {
  it('Certificate: all fields, every list, as admin', async () => {
    const schema = buildSchema();
    const certificate = selectAll(schema.getType('Certificate') as GraphQLObjectType);
    const token = await stack.token('admin');
    for (const list of [
      'REQUESTED',
      'TO_BE_SIGNED',
      'SIGNED',
      'SEND_TO_PRINT',
      'REJECTED',
      'PRINTED',
      'REPRINT_REQUESTS',
    ]) {
      const res = await stack.gql<{ certificates: { nodes: unknown[] } }>(
        `query($list: CertificateList!) {
          certificates(list: $list, pageSize: 100) { totalCount nodes { ${certificate} } } }`,
        { list },
        token,
      );
      expect(res.errors, `${list}: ${JSON.stringify(res.errors?.slice(0, 2))}`).toBeUndefined();
      expect(ok(res).certificates.nodes.length, list).toBeGreaterThan(0);
    }
  });

  it('viewer, formOptions, settings and notifications: all fields, for every demo user', async () => {
    const schema = buildSchema();
    const viewer = selectAll(schema.getType('Viewer') as GraphQLObjectType);
    const form = selectAll(schema.getType('FormOptions') as GraphQLObjectType);
    for (const user of ['admin', 'requisitioner', 'approver', 'signee1', 'signee2', 'printer'] as const) {
      const res = await stack.gql(
        `{ viewer { ${viewer} } settings { displayDateFormat feeConfirmationRequired }
          notifications { unreadCount items { id subject message certificateId read createdAt list listPath } } }`,
        {},
        await stack.token(user),
      );
      expect(res.errors, `${user}: ${JSON.stringify(res.errors)}`).toBeUndefined();
    }
    const res = await stack.gql(`{ formOptions { ${form} } }`, {}, await stack.token('requisitioner'));
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  });

  it('CredentialVerification and DocumentVerification: all fields, without a token (docs/verification.md)', async () => {
    const schema = buildSchema();
    const credential = selectAll(schema.getType('CredentialVerification') as GraphQLObjectType);
    const document = selectAll(schema.getType('DocumentVerification') as GraphQLObjectType);
    const admin = await stack.token('admin');
    const printed = ok(
      await stack.gql<{ certificates: { nodes: { id: string; prints: { file: { sha256: string } }[] }[] } }>(
        '{ certificates(list: PRINTED, pageSize: 1) { nodes { id prints { file { sha256 } } } } }',
        {},
        admin,
      ),
    ).certificates.nodes[0]!;
    const details = (await (
      await fetch(`${stack.apiUrl}/certificateView/${printed.id}`, { headers: { authorization: `Bearer ${admin}` } })
    ).json()) as { certificate_data: { verification_code: string } };
    const res = await stack.gql<{ verification: unknown; verifyDocument: { match: boolean } }>(
      `query($code: String!, $sha256: String!) {
        verification(code: $code) { ${credential} } verifyDocument(sha256: $sha256) { ${document} } }`,
      { code: details.certificate_data.verification_code, sha256: printed.prints[0]!.file.sha256 },
    );
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    expect(ok(res).verification).not.toBeNull();
    expect(ok(res).verifyDocument.match).toBe(true);
  });

  // The delivery log's own fields (WebhookDelivery, WebhookAttempt) on real deliveries: test/webhooks.test.ts.
  it('WebhookEndpoint with its client: all fields, as the administrator (docs/integrators.md "Webhooks")', async () => {
    const schema = buildSchema();
    const endpoint = selectAll(schema.getType('WebhookEndpoint') as GraphQLObjectType);
    const admin = await stack.token('admin');
    const made = ok(
      await stack.gql<{ createApiClient: { apiClient: { id: string } } }>(
        'mutation($input: CreateApiClientInput!) { createApiClient(input: $input) { apiClient { id } } }',
        { input: { name: 'Coverage client', scopes: ['WEBHOOKS_MANAGE'] } },
        admin,
      ),
    );
    const created = await stack.gql(
      `mutation($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret endpoint { ${endpoint} } } }`,
      {
        input: {
          apiClientId: made.createApiClient.apiClient.id,
          url: 'https://93.184.215.14/hooks',
          description: 'Coverage',
          events: ['CERTIFICATE_ISSUED'],
        },
      },
      admin,
    );
    expect(created.errors, JSON.stringify(created.errors)).toBeUndefined();
    const res = await stack.gql(`{ webhookEndpoints { ${endpoint} } }`, {}, admin);
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  });

  it('AuditEvent and AuditAction: all fields, through auditLog and auditActions, as the administrator (docs/security.md "Audit trail")', async () => {
    const schema = buildSchema();
    const event = selectAll(schema.getType('AuditEvent') as GraphQLObjectType);
    const admin = await stack.token('admin');
    const res = await stack.gql<{ auditLog: { edges: unknown[] } }>(
      `{ auditLog(first: 100) { edges { cursor node { ${event} } }
          pageInfo { hasNextPage hasPreviousPage startCursor endCursor } }
        auditActions { code label source } }`,
      {},
      admin,
    );
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    expect(res.data?.auditLog.edges.length).toBeGreaterThan(0);
  });

  it('SigningCertificate: all fields, as the administrator (docs/verification.md)', async () => {
    const schema = buildSchema();
    const certificate = selectAll(schema.getType('SigningCertificate') as GraphQLObjectType);
    const res = await stack.gql(
      `{ organisationSigningCertificate { ${certificate} } }`,
      {},
      await stack.token('admin'),
    );
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  });
});
