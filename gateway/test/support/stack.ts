import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { TEST_GATEWAY_SECRET } from '@certify/runtime/testing';
import type { GatewayConfig } from '../../src/config.js';
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
  /** Per-table digest of every row (api/test/dbDigest.ts). */
  digest?: () => Promise<Record<string, string>>;
  /** The api's PostgreSQL database, or null on PGlite. */
  databaseUrl?: string | null;
  /** Every e-mail the api's outbox delivered (the harness's memory transport). */
  mailer?: { sent: SentMail[] };
  /**
   * The api app: its outbox (`deps.mailer`) tells when the mail woken so far was attempted, and
   * `deps.background` when the work routes left running ended.
   */
  app?: { deps?: { mailer?: { idle?: () => Promise<void> }; background?: { idle?: () => Promise<void> } } };
}

/** One e-mail the in-process api delivered. */
export interface SentMail {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
}

/** Seeded demo users (api/test/harness.ts), all with one password. */
import { DEMO_ACCOUNTS as USERS, DEMO_PASSWORD as PASSWORD, type DemoAccount as DemoUser } from '@certify/api/demo';

export { type DemoUser, PASSWORD, USERS };

/** A real api (in-process) plus a gateway pointed at it, with helpers for GraphQL over HTTP. */
export interface Stack {
  apiUrl: string;
  /** The in-process api's PostgreSQL database (with `TEST_DATABASE_URL`), else null. */
  apiDatabaseUrl: string | null;
  gatewayUrl: string;
  gateway: FastifyInstance;
  /** Every upstream call since start or the last `calls.length = 0`. */
  calls: UpstreamCall[];
  gql<T>(query: string, variables?: Record<string, unknown>, token?: string | null): Promise<GqlResult<T>>;
  /** Logs a demo user in through GraphQL and answers the token (cached per user). */
  token(user: DemoUser): Promise<string>;
  /**
   * A digest of every row of the api's database (table → digest; api/test/dbDigest.ts): compare
   * two to prove that nothing changed. Taken once the outbox is idle (the e-mail of the calls made
   * so far was attempted: a send finishing between two digests is not a change of the call's).
   * Needs the in-process api (throws with `TEST_API_URL`).
   */
  digest(): Promise<Record<string, string>>;
  /**
   * Every e-mail the in-process api delivered so far, once its outbox is idle (the mail queued by
   * the calls made so far was attempted). Needs the in-process api (throws with `TEST_API_URL`).
   */
  sentMail(): Promise<SentMail[]>;
  close(): Promise<void>;
}

/**
 * Starts a gateway against `certApiUrl` on a free port, recording upstream calls (and logging to
 * `logger`). It shares the test api's `GATEWAY_SECRET` (`GATEWAY_SECRET` from the environment with
 * `TEST_API_URL`), so the api believes the browser addresses it sends; `extra` overrides any setting.
 */
export async function startGateway(
  certApiUrl: string,
  calls: UpstreamCall[] = [],
  logger: GatewayConfig['logger'] = false,
  extra: Partial<GatewayConfig> = {},
) {
  const gateway = await buildGateway({
    port: 0,
    host: '127.0.0.1',
    certApiUrl,
    webDist: '/nonexistent-web-dist',
    logger,
    gatewaySecret: process.env.GATEWAY_SECRET || TEST_GATEWAY_SECRET,
    onRestCall: (method, path) => calls.push({ method, path }),
    ...extra,
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
 * that is already running instead. `options.api` goes to `startTestApi` (e.g. `{ logger }` to
 * capture the api's log lines), `options.gatewayLogger` is the gateway's logger.
 */
export async function startStack(
  options: {
    api?: Record<string, unknown>;
    gatewayLogger?: GatewayConfig['logger'];
    /** Settings of the gateway over the test defaults (e.g. `rateLimit`). */
    gateway?: Partial<GatewayConfig>;
  } = {},
): Promise<Stack> {
  let api: ApiHandle;
  if (process.env.TEST_API_URL) {
    api = { url: process.env.TEST_API_URL };
  } else {
    // A computed specifier keeps tsc from compiling the api's sources under the gateway's project.
    const harnessPath: string = fileURLToPath(new URL('../../../api/test/harness.ts', import.meta.url));
    const harness = (await import(harnessPath)) as {
      startTestApi: (opts?: Record<string, unknown>) => Promise<ApiHandle>;
    };
    api = await harness.startTestApi(options.api);
  }
  const apiUrl = (api.url ?? api.baseUrl ?? `http://127.0.0.1:${api.port}`).replace(/\/$/, '');
  const { gateway, url, calls } = await startGateway(apiUrl, [], options.gatewayLogger, options.gateway);
  const tokens = new Map<DemoUser, string>();
  const gql = <T>(query: string, variables?: Record<string, unknown>, token?: string | null) =>
    postGql<T>(url, query, variables, token);
  return {
    apiUrl,
    apiDatabaseUrl: api.databaseUrl ?? null,
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
    async digest() {
      if (!api.digest) throw new Error('The database digest needs the in-process api: unset TEST_API_URL');
      await api.app?.deps?.background?.idle?.();
      await api.app?.deps?.mailer?.idle?.();
      return api.digest();
    },
    async sentMail() {
      if (!api.mailer) throw new Error('The sent e-mail needs the in-process api: unset TEST_API_URL');
      await api.app?.deps?.background?.idle?.();
      await api.app?.deps?.mailer?.idle?.();
      return [...api.mailer.sent];
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
