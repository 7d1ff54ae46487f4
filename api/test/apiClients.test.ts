/**
 * API clients (docs/integrators.md "Create an API client"): created, rotated and revoked by the administrator; the
 * secret authenticates like a token, stops at once when rotated or revoked, grants exactly its
 * scopes, and the client's actions appear under its name. PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema.js';
import { API_CLIENT_ROUTE_FORBIDDEN } from '../src/auth/scopes.js';
import { startTestApi, type TestApi } from './harness.js';
import { WorkflowKit } from './workflowKit.js';

let api: TestApi;
let kit: WorkflowKit;
let admin: string;

beforeAll(async () => {
  api = await startTestApi();
  kit = new WorkflowKit(api);
});
beforeEach(async () => {
  await api.reset();
  kit.forget();
  admin = await api.login('admin@certify.test');
});
afterAll(() => api.close());

async function createClient(name: string, scopes: string[]) {
  const res = await api.post('/apiClients', { name, scopes }, admin);
  expect(res.status, res.text).toBe(200);
  return res.body as { api_client: { id: number; secret_hint: string; scopes: string[] }; secret: string };
}

describe('API clients', () => {
  it('creates a client whose prefixed 256-bit secret is answered once and stored only hashed', async () => {
    const { api_client, secret } = await createClient('Student system', ['register:read']);
    expect(secret).toMatch(/^cfy_[A-Za-z0-9_-]{43}$/);
    expect(api_client.secret_hint).toBe(`cfy_…${secret.slice(-4)}`);
    const list = await api.get('/apiClients', admin);
    expect(list.status).toBe(200);
    expect(list.text).not.toContain(secret);
    expect(list.body.api_clients).toMatchObject([
      { name: 'Student system', scopes: ['register:read'], revoked_at: null },
    ]);
    const stored = JSON.stringify(await api.db.select().from(t.sessions));
    expect(stored).not.toContain(secret);
    const audit = await api.db.select().from(t.auditEvents).where(eq(t.auditEvents.action, 'api_client.created'));
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(secret);
  });

  it('refuses a taken name, an empty name, no scope and an unknown scope, changing nothing', async () => {
    await createClient('Reporting', ['register:read']);
    const before = await api.digest();
    const taken = await api.post('/apiClients', { name: 'reporting', scopes: ['register:read'] }, admin);
    expect(taken.status).toBe(400);
    expect(taken.body.message).toBe('An API client with this name already exists');
    expect((await api.post('/apiClients', { name: ' ', scopes: ['register:read'] }, admin)).body.message).toMatch(
      /Please enter name/,
    );
    expect((await api.post('/apiClients', { name: 'X', scopes: [] }, admin)).body.message).toMatch(
      /Choose at least one scope/,
    );
    expect((await api.post('/apiClients', { name: 'X', scopes: ['users:write'] }, admin)).status).toBe(400);
    expect((await api.post('/apiClients', { name: 'x'.repeat(101), scopes: ['register:read'] }, admin)).status).toBe(
      400,
    );
    expect(await api.digest()).toEqual(before);
  });

  it('is managed by the administrator only', async () => {
    const approver = await api.login('approver@certify.test');
    expect((await api.get('/apiClients', approver)).status).toBe(403);
    expect((await api.post('/apiClients', { name: 'X', scopes: ['register:read'] }, approver)).status).toBe(403);
  });

  it('a secret grants exactly its scopes, and no route that acts on a person', async () => {
    const reader = (await createClient('Reader', ['register:read'])).secret;
    const requester = (await createClient('Requester', ['certificates:request'])).secret;
    // register:read reads the whole register, certificates in no list included.
    const register = await api.get('/reports?first=5', reader);
    expect(register.status).toBe(200);
    expect(register.body.total).toBe((await api.db.select({ id: t.certificates.id }).from(t.certificates)).length);
    expect((await api.get('/reports?first=5', requester)).status).toBe(403);
    const me = await api.get('/apiClients/me', reader);
    expect(me.body.api_client).toMatchObject({ name: 'Reader' });
    expect((await api.get('/apiClients/me', admin)).body.api_client).toBeNull();
    // Routes of people (profile, settings, user management) are closed to machines.
    const config = await api.get('/userConfigurationIndex', reader);
    expect(config.status).toBe(403);
    expect(config.body.message).toBe(API_CLIENT_ROUTE_FORBIDDEN);
    expect((await api.get('/listUsers', reader)).status).toBe(403);
    expect((await api.get('/apiClients', reader)).status).toBe(403);
  });

  it('requests a certificate under its own name in the audit trail', async () => {
    const { api_client, secret } = await createClient('Enrolment system', ['certificates:request']);
    const payload = await kit.payload('C');
    const res = await api.post('/saveCertificate', payload, secret);
    expect(res.status, res.text).toBe(200);
    const id = res.body.certificate.id as number;
    const [client] = await api.db.select().from(t.apiClients).where(eq(t.apiClients.id, api_client.id));
    const [event] = await api.db
      .select({ actorId: t.certificateEvents.actorId, first: t.users.firstName })
      .from(t.certificateEvents)
      .innerJoin(t.users, eq(t.users.id, t.certificateEvents.actorId))
      .where(and(eq(t.certificateEvents.certificateId, id), eq(t.certificateEvents.action, 'requested')));
    expect(event).toEqual({ actorId: client!.userId, first: 'Enrolment system' });
    // Its identity is no staff member: not listed, cannot log in.
    const users = await api.get('/listUsers?per_page=100', admin);
    expect(JSON.stringify(users.body)).not.toContain('Enrolment system');
  });

  it('rotating stops the old secret at once; the new one works', async () => {
    const { api_client, secret } = await createClient('Rotating', ['register:read']);
    expect((await api.get('/apiClients', admin)).body.api_clients[0].last_used_at).toBeNull();
    expect((await api.get('/reports?first=1', secret)).status).toBe(200);
    // The first use, even within a minute of creation, is recorded.
    expect((await api.get('/apiClients', admin)).body.api_clients[0].last_used_at).not.toBeNull();
    const rotated = await api.post(`/apiClients/${api_client.id}/rotate`, {}, admin);
    expect(rotated.status).toBe(200);
    expect(rotated.body.message).toBe('API client secret rotated');
    expect(rotated.body.secret).not.toBe(secret);
    expect((await api.get('/reports?first=1', secret)).status).toBe(401);
    expect((await api.get('/reports?first=1', rotated.body.secret)).status).toBe(200);
    const listed = await api.get('/apiClients', admin);
    expect(listed.body.api_clients[0].last_used_at).not.toBeNull();
    expect(listed.body.api_clients[0].secret_rotated_at).not.toBeNull();
    // A rotation is no use: a fresh secret not yet sent shows as never used.
    const again = await api.post(`/apiClients/${api_client.id}/rotate`, {}, admin);
    expect(again.body.api_client.last_used_at).toBeNull();
  });

  it('revoking stops the secret at once; a revoked client cannot be rotated', async () => {
    const { api_client, secret } = await createClient('Revoked', ['register:read']);
    const revoked = await api.post(`/apiClients/${api_client.id}/revoke`, {}, admin);
    expect(revoked.status).toBe(200);
    expect(revoked.body.api_client.revoked_at).not.toBeNull();
    expect((await api.get('/reports?first=1', secret)).status).toBe(401);
    expect((await api.post(`/apiClients/${api_client.id}/rotate`, {}, admin)).status).toBe(409);
    expect((await api.post(`/apiClients/${api_client.id}/revoke`, {}, admin)).status).toBe(409);
    expect((await api.post('/apiClients/999/revoke', {}, admin)).status).toBe(404);
    // The name is free again for a new client.
    await createClient('Revoked', ['register:read']);
    const actions = (await api.db.select().from(t.auditEvents).where(eq(t.auditEvents.subjectType, 'api_client'))).map(
      (e) => e.action,
    );
    expect(actions.sort()).toEqual(['api_client.created', 'api_client.created', 'api_client.revoked']);
  });
});
