/**
 * The api sees each browser's own address through the gateway (docs/security.md "Throttling and client addresses"): the gateway sends it with the shared GATEWAY_SECRET, so one browser's failed logins
 * throttle that browser, not every user behind the gateway. The browsers here sit behind a reverse
 * proxy on loopback that the gateway trusts (TRUST_PROXY), which names them in X-Forwarded-For.
 * spec: docs/security.md "Throttling and client addresses"; DESIGN.md "Authentication".
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN } from './support/operations.js';
import { codeOf, type GqlResult, PASSWORD, startGateway, startStack, type Stack, USERS } from './support/stack.js';

let stack: Stack;
const gateways: FastifyInstance[] = [];
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  for (const gateway of gateways) await gateway.close();
  await stack?.close();
});

/** A gateway behind a proxy on loopback (TRUST_PROXY), with or without the api's secret. */
async function gatewayBehindProxy(withSecret: boolean): Promise<string> {
  const extra = { trustProxy: '127.0.0.1', ...(withSecret ? {} : { gatewaySecret: undefined }) };
  const { gateway, url } = await startGateway(stack.apiUrl, [], false, extra);
  gateways.push(gateway);
  return url;
}

/** The login mutation from the browser at `browserIp` (as the proxy reports it). */
async function loginFrom(gatewayUrl: string, browserIp: string, email: string, password: string) {
  const res = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': browserIp },
    body: JSON.stringify({ query: LOGIN, variables: { input: { email, password } } }),
  });
  return (await res.json()) as GqlResult<{ login: { token: string } }>;
}

/** Five wrong passwords for `email` from `browserIp`: each is checked (UNAUTHENTICATED). */
async function fiveFailures(gatewayUrl: string, browserIp: string, email: string): Promise<void> {
  for (let i = 0; i < 5; i++) {
    expect(codeOf(await loginFrom(gatewayUrl, browserIp, email, 'Wrong@2026x'))).toBe('UNAUTHENTICATED');
  }
}

describe('client addresses through the gateway', () => {
  it('one browser’s failures throttle that browser; another browser logs in to the same account', async () => {
    const url = await gatewayBehindProxy(true);
    await fiveFailures(url, '203.0.113.5', USERS.signee1);
    const throttled = await loginFrom(url, '203.0.113.5', USERS.signee1, PASSWORD);
    expect(codeOf(throttled)).toBe('TOO_MANY_REQUESTS');
    expect(throttled.errors?.[0]?.extensions?.retryAfterSeconds).toBeGreaterThan(14 * 60);
    const elsewhere = await loginFrom(url, '198.51.100.7', USERS.signee1, PASSWORD);
    expect(elsewhere.errors).toBeUndefined();
    expect(elsewhere.data?.login.token).toEqual(expect.any(String));
  });

  it('without the shared secret the api sees only the gateway, so one browser’s failures lock out the other', async () => {
    const url = await gatewayBehindProxy(false);
    await fiveFailures(url, '203.0.113.6', USERS.approver);
    expect(codeOf(await loginFrom(url, '198.51.100.8', USERS.approver, PASSWORD))).toBe('TOO_MANY_REQUESTS');
  });

  it('a browser cannot choose its address: X-Forwarded-For is ignored when the gateway trusts no proxy', async () => {
    for (let i = 0; i < 5; i++) {
      expect(codeOf(await loginFrom(stack.gatewayUrl, `203.0.113.${20 + i}`, USERS.printer, 'Wrong@2026x'))).toBe(
        'UNAUTHENTICATED',
      );
    }
    expect(codeOf(await loginFrom(stack.gatewayUrl, '203.0.113.99', USERS.printer, PASSWORD))).toBe(
      'TOO_MANY_REQUESTS',
    );
  });
});
