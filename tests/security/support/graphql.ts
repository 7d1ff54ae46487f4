/**
 * What the security specs share: signing a demo role in over GraphQL and sending raw GraphQL
 * operations, as an attacker would (no web app involved).
 */
import type { APIRequestContext } from '@playwright/test';
import { ACCOUNTS, type Account, PASSWORD } from '../../e2e/support/accounts';

export interface GraphQLAnswer<T = Record<string, unknown>> {
  status: number;
  headers: Record<string, string>;
  data?: T | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

/** Sends one GraphQL operation to `/graphql` (with `token` as a bearer token when given). */
export async function gql<T = Record<string, unknown>>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<GraphQLAnswer<T>> {
  const res = await request.post('/graphql', {
    data: { query, variables },
    headers: token ? { authorization: `Bearer ${token}` } : {},
    failOnStatusCode: false,
  });
  const body = (await res.json().catch(() => ({}))) as Omit<GraphQLAnswer<T>, 'status' | 'headers'>;
  return { status: res.status(), headers: res.headers(), ...body };
}

/** Signs `account` in through the GraphQL `login` mutation; answers its token. */
export async function login(request: APIRequestContext, account: Account): Promise<string> {
  const res = await gql<{ login: { token: string } }>(
    request,
    'mutation($input: LoginInput!) { login(input: $input) { token } }',
    { input: { email: ACCOUNTS[account], password: PASSWORD } },
  );
  if (!res.data?.login.token) throw new Error(`login of ${account} failed: ${JSON.stringify(res.errors)}`);
  return res.data.login.token;
}
