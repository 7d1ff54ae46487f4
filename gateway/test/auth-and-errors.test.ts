import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CERTIFICATE, LOGIN, REQUEST, VIEWER, transition } from './support/operations.js';
import { codeOf, ok, PASSWORD, postGql, startGateway, startStack, USERS, type Stack } from './support/stack.js';
import { feeRequired, requestCertificate, requestInput } from './support/fixtures.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

const APPROVE = transition('approveCertificate', 'ApproveCertificateInput');

describe('login, viewer, logout (access §2 Login page)', () => {
  it('logs in, reads the viewer and logs out (token revoked)', async () => {
    const login = ok(
      await stack.gql<{ login: { token: string; expiresAt: string; viewer: { user: { email: string } } } }>(LOGIN, {
        input: { email: USERS.signee2, password: PASSWORD },
      }),
    ).login;
    expect(login.token.length).toBeGreaterThan(10);
    expect(login.viewer.user.email).toBe(USERS.signee2);

    const viewer = ok(
      await stack.gql<{
        viewer: {
          user: { email: string };
          roles: Array<{ id: string }>;
          passwordSecurity: boolean;
          hasSignature: boolean;
        };
      }>(VIEWER, {}, login.token),
    ).viewer;
    expect(viewer.user.email).toBe(USERS.signee2);
    expect(viewer.passwordSecurity).toBe(true);
    expect(viewer.hasSignature).toBe(true);
    expect(viewer.roles.map((r) => r.id)).toContain('4');

    expect(
      ok(await stack.gql<{ logout: { success: boolean } }>('mutation { logout { success } }', {}, login.token)).logout
        .success,
    ).toBe(true);
    expect(codeOf(await stack.gql(VIEWER, {}, login.token))).toBe('UNAUTHENTICATED');
  });

  it('wrong credentials → UNAUTHENTICATED with the api message', async () => {
    const res = await stack.gql(LOGIN, { input: { email: USERS.printer, password: 'Wrong@2026x' } });
    expect(codeOf(res)).toBe('UNAUTHENTICATED');
    expect(res.errors?.[0]?.message).toBe('Invalid username or password');
  });

  it('checkSignPassword answers success true / false', async () => {
    const token = await stack.token('signee2');
    const good = ok(
      await stack.gql<{ checkSignPassword: { success: boolean } }>(
        'mutation($i: CheckSignPasswordInput!) { checkSignPassword(input: $i) { success message } }',
        { i: { password: PASSWORD } },
        token,
      ),
    );
    expect(good.checkSignPassword.success).toBe(true);
    const bad = ok(
      await stack.gql<{ checkSignPassword: { success: boolean; message: string } }>(
        'mutation($i: CheckSignPasswordInput!) { checkSignPassword(input: $i) { success message } }',
        { i: { password: 'Nope@2026x' } },
        token,
      ),
    );
    expect(bad.checkSignPassword).toEqual({ success: false, message: 'Incorrect password' });
  });
});

describe('error codes (DESIGN.md GraphQL conventions)', () => {
  it('UNAUTHENTICATED without a token and with a bogus token', async () => {
    expect(codeOf(await stack.gql(VIEWER))).toBe('UNAUTHENTICATED');
    expect(codeOf(await stack.gql(VIEWER, {}, 'not-a-real-token'))).toBe('UNAUTHENTICATED');
  });

  it('FORBIDDEN when the role may not (printer approves)', async () => {
    const id = await requestCertificate(stack);
    const res = await stack.gql(
      APPROVE,
      { input: { id, comment: 'ok', feeStatus: 'PAID' } },
      await stack.token('printer'),
    );
    expect(codeOf(res)).toBe('FORBIDDEN');
  });

  it('BAD_USER_INPUT with fieldErrors in GraphQL field names and the spec messages', async () => {
    const token = await stack.token('requisitioner');
    const input = { ...(await requestInput(stack, token)), studentId: '', credentialNumber: '' };
    input.units = [{ ...input.units[0]!, unitCode: '' }];
    const res = await stack.gql(REQUEST, { input }, token);
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    const fieldErrors = res.errors?.[0]?.extensions?.fieldErrors as Record<string, string>;
    expect(fieldErrors).toMatchObject({
      studentId: 'Please enter student name',
      credentialNumber: 'Please select credential number',
      'units.0.unitCode': 'This field is required',
    });
  });

  it('NOT_FOUND for an unknown certificate; certificate(id) is null', async () => {
    const token = await stack.token('approver');
    expect(codeOf(await stack.gql(APPROVE, { input: { id: '999999', comment: 'ok', feeStatus: 'PAID' } }, token))).toBe(
      'NOT_FOUND',
    );
    expect(ok(await stack.gql<{ certificate: null }>(CERTIFICATE, { id: '999999' }, token)).certificate).toBeNull();
    expect(ok(await stack.gql<{ certificate: null }>(CERTIFICATE, { id: 'not-an-id' }, token)).certificate).toBeNull();
  });

  it('CONFLICT when approving twice', async () => {
    const id = await requestCertificate(stack, 1);
    const token = await stack.token('approver');
    const input = { id, comment: 'Checked', ...((await feeRequired(stack, token)) ? { feeStatus: 'PAID' } : {}) };
    ok(await stack.gql(APPROVE, { input }, token));
    const again = await stack.gql(APPROVE, { input }, token);
    expect(codeOf(again)).toBe('CONFLICT');
  });

  it('UPSTREAM_UNAVAILABLE when the api is down', async () => {
    const down = await startGateway('http://127.0.0.1:9'); // nothing listens on the discard port
    try {
      const res = await postGql(down.url, VIEWER, {}, 'any-token');
      expect(codeOf(res)).toBe('UPSTREAM_UNAVAILABLE');
      const login = await postGql(down.url, LOGIN, { input: { email: USERS.admin, password: PASSWORD } });
      expect(codeOf(login)).toBe('UPSTREAM_UNAVAILABLE');
    } finally {
      await down.gateway.close();
    }
  });

  it('TOO_MANY_REQUESTS with retryAfterSeconds after repeated failed logins', async () => {
    let res = await stack.gql(LOGIN, { input: { email: 'nobody@certify.test', password: 'Wrong@2026x' } });
    for (let i = 0; i < 6 && codeOf(res) !== 'TOO_MANY_REQUESTS'; i++) {
      res = await stack.gql(LOGIN, { input: { email: 'nobody@certify.test', password: 'Wrong@2026x' } });
    }
    expect(codeOf(res)).toBe('TOO_MANY_REQUESTS');
    expect(res.errors?.[0]?.extensions?.retryAfterSeconds).toBeGreaterThan(0);
    expect(res.errors?.[0]?.message).toMatch(/Too many failed login attempts/);
  });

  it('/health answers 200', async () => {
    const res = await fetch(`${stack.gatewayUrl}/health`);
    expect(res.status).toBe(200);
  });
});
