import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildGateway } from '../../src/server.js';

/** One upstream REST call the gateway made (method, path with query). */
export interface UpstreamCall {
  method: string;
  path: string;
}

/** A GraphQL answer as the tests read it. */
export interface GqlResult<T> {
  data?: T | null;
  errors?: Array<{ message: string; path?: string[]; extensions?: Record<string, unknown> & { code?: string } }>;
}

/** The running api harness, whatever exact shape `startTestApi` answers. */
interface ApiHandle {
  url?: string;
  baseUrl?: string;
  port?: number;
  close?: () => Promise<void>;
  stop?: () => Promise<void>;
}

/** Seeded demo users (api/test/harness.ts): password Certify@2026. */
export const PASSWORD = 'Certify@2026';
export const USERS = {
  admin: 'admin@certify.test',
  requisitioner: 'requisitioner@certify.test',
  approver: 'approver@certify.test',
  signee1: 'signee1@certify.test',
  signee2: 'signee2@certify.test',
  printer: 'printer@certify.test',
} as const;
export type DemoUser = keyof typeof USERS;

/** A real api (in-process) plus a gateway pointed at it, with helpers for GraphQL over HTTP. */
export interface Stack {
  apiUrl: string;
  gatewayUrl: string;
  gateway: FastifyInstance;
  /** Every upstream call since start or the last `calls.length = 0`. */
  calls: UpstreamCall[];
  gql<T>(query: string, variables?: Record<string, unknown>, token?: string | null): Promise<GqlResult<T>>;
  /** Logs a demo user in through GraphQL and answers the token (cached per user). */
  token(user: DemoUser): Promise<string>;
  close(): Promise<void>;
}

/** Starts a gateway against `certApiUrl` on a free port, recording upstream calls. */
export async function startGateway(certApiUrl: string, calls: UpstreamCall[] = []) {
  const gateway = await buildGateway({
    port: 0,
    host: '127.0.0.1',
    certApiUrl,
    webDist: '/nonexistent-web-dist',
    logger: false,
    onRestCall: (method, path) => calls.push({ method, path }),
  });
  await gateway.listen({ port: 0, host: '127.0.0.1' });
  const { port } = gateway.server.address() as AddressInfo;
  return { gateway, url: `http://127.0.0.1:${port}`, calls };
}

/** POSTs one GraphQL operation. */
export async function postGql<T>(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string | null,
): Promise<GqlResult<T>> {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as GqlResult<T>;
}

/**
 * Starts the api harness (api/test/harness.ts `startTestApi`, a real api in-process with the
 * seeded demo users) and a gateway in front of it. `TEST_API_URL` points the tests at an api
 * that is already running instead.
 */
export async function startStack(): Promise<Stack> {
  let api: ApiHandle;
  if (process.env.TEST_API_URL) {
    api = { url: process.env.TEST_API_URL };
  } else {
    // A computed specifier keeps tsc from compiling the api's sources under the gateway's project.
    const harnessPath: string = fileURLToPath(new URL('../../../api/test/harness.ts', import.meta.url));
    const harness = (await import(harnessPath)) as { startTestApi: () => Promise<ApiHandle> };
    api = await harness.startTestApi();
  }
  const apiUrl = (api.url ?? api.baseUrl ?? `http://127.0.0.1:${api.port}`).replace(/\/$/, '');
  const { gateway, url, calls } = await startGateway(apiUrl);
  const tokens = new Map<DemoUser, string>();
  const gql = <T>(query: string, variables?: Record<string, unknown>, token?: string | null) =>
    postGql<T>(url, query, variables, token);
  return {
    apiUrl,
    gatewayUrl: url,
    gateway,
    calls,
    gql,
    async token(user) {
      const cached = tokens.get(user);
      if (cached) return cached;
      const res = await gql<{ login: { token: string } }>(
        'mutation($input: LoginInput!) { login(input: $input) { token } }',
        { input: { email: USERS[user], password: PASSWORD } },
      );
      const token = res.data?.login.token;
      if (!token) throw new Error(`login ${user} failed: ${JSON.stringify(res.errors)}`);
      tokens.set(user, token);
      return token;
    },
    async close() {
      await gateway.close();
      await (api.close ?? api.stop)?.call(api);
    },
  };
}

/** Asserts a GraphQL answer has no errors and answers its data. */
export function ok<T>(res: GqlResult<T>): T {
  if (res.errors?.length || !res.data) throw new Error(`GraphQL errors: ${JSON.stringify(res.errors)}`);
  return res.data;
}

/** The `extensions.code` of the first error. */
export const codeOf = (res: GqlResult<unknown>): string | undefined => res.errors?.[0]?.extensions?.code;
