/**
 * API clients through the gateway, as an integrator would use them (docs/integrators.md "Create an API client"): the
 * administrator creates a client over GraphQL, the secret is sent as `Authorization: Bearer` with
 * plain fetch, it reads the register within its scope and nothing else, and rotation and revocation
 * stop the old secret at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, startStack, type Stack } from './support/stack.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

interface SecretPayload {
  message: string;
  secret: string;
  apiClient: { id: string; name: string; scopes: string[]; secretHint: string; revokedAt: string | null };
}

/** GraphQL over plain fetch, as an outside client sends it. */
async function asClient(secret: string, query: string, variables: Record<string, unknown> = {}) {
  const res = await fetch(`${stack.gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as { data?: Record<string, any> | null; errors?: { extensions?: { code?: string } }[] };
}

const CREATE = `mutation($input: CreateApiClientInput!) {
  createApiClient(input: $input) { message secret apiClient { id name scopes secretHint revokedAt createdBy { fullName } } } }`;

async function create(name: string, scopes: string[]): Promise<SecretPayload> {
  const res = await stack.gql<{ createApiClient: SecretPayload }>(
    CREATE,
    { input: { name, scopes } },
    await stack.token('admin'),
  );
  return ok(res).createApiClient;
}

describe('API clients over GraphQL', () => {
  it('creates a client, shows its secret once, and the secret reads the register', async () => {
    const created = await create('Student management system', ['REGISTER_READ']);
    expect(created.message).toBe('API client created');
    expect(created.secret).toMatch(/^cfy_/);
    expect(created.apiClient).toMatchObject({
      name: 'Student management system',
      scopes: ['REGISTER_READ'],
      revokedAt: null,
    });
    const me = await asClient(created.secret, '{ viewerApiClient { name scopes } }');
    expect(me.data?.viewerApiClient).toEqual({ name: 'Student management system', scopes: ['REGISTER_READ'] });
    const register = await asClient(
      created.secret,
      '{ certificateRegister(first: 5) { totalCount edges { node { id } } } }',
    );
    expect(register.errors).toBeUndefined();
    expect(register.data?.certificateRegister.totalCount).toBeGreaterThan(0);
    const listed = ok(
      await stack.gql<{ apiClients: { name: string }[] }>(
        '{ apiClients { name secretHint } }',
        {},
        await stack.token('admin'),
      ),
    );
    expect(JSON.stringify(listed)).not.toContain(created.secret);
  });

  it('can do nothing outside its scopes', async () => {
    const { secret } = await create('Requests only', ['CERTIFICATES_REQUEST']);
    const register = await asClient(secret, '{ certificateRegister(first: 5) { totalCount } }');
    expect(register.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const users = await asClient(secret, '{ users { totalCount } }');
    expect(users.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const clients = await asClient(secret, '{ apiClients { id } }');
    expect(clients.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('rotation and revocation stop the old secret at once', async () => {
    const admin = await stack.token('admin');
    const created = await create('Reporting tool', ['REGISTER_READ']);
    const rotated = ok(
      await stack.gql<{ rotateApiClientSecret: SecretPayload }>(
        'mutation($input: ApiClientIdInput!) { rotateApiClientSecret(input: $input) { message secret apiClient { secretHint } } }',
        { input: { id: created.apiClient.id } },
        admin,
      ),
    ).rotateApiClientSecret;
    expect(rotated.secret).not.toBe(created.secret);
    expect((await asClient(created.secret, '{ viewerApiClient { name } }')).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    expect((await asClient(rotated.secret, '{ viewerApiClient { name } }')).data?.viewerApiClient.name).toBe(
      'Reporting tool',
    );
    const revoked = await stack.gql<{ revokeApiClient: { apiClient: { revokedAt: string | null } } }>(
      'mutation($input: ApiClientIdInput!) { revokeApiClient(input: $input) { message apiClient { revokedAt } } }',
      { input: { id: created.apiClient.id } },
      admin,
    );
    expect(ok(revoked).revokeApiClient.apiClient.revokedAt).not.toBeNull();
    expect((await asClient(rotated.secret, '{ viewerApiClient { name } }')).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    const again = await stack.gql(
      'mutation($input: ApiClientIdInput!) { revokeApiClient(input: $input) { message } }',
      { input: { id: created.apiClient.id } },
      admin,
    );
    expect(again.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });

  it('refuses a bad name with its field message', async () => {
    const res = await stack.gql(CREATE, { input: { name: '', scopes: ['REGISTER_READ'] } }, await stack.token('admin'));
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(res.errors?.[0]?.extensions)).toContain('Please enter name');
  });
});
