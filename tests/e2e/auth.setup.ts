/**
 * Setup project: signs each demo role in once through the API (the GraphQL `login` mutation) and
 * saves its browser state for the specs (support/storageState.ts). Only the stored-session details
 * record goes into local storage: the web app fetches the viewer and stores the profile record
 * itself on the first page it opens (access-and-administration §3 Stored session).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test as setup } from '@playwright/test';
import { ACCOUNTS, type Account, PASSWORD } from './support/accounts';
import { detailsOnlyState, storageStateOf } from './support/storageState';

const LOGIN = 'mutation Login($input: LoginInput!) { login(input: $input) { token expiresAt } }';

for (const account of Object.keys(ACCOUNTS) as Account[]) {
  setup(`sign in as ${account}`, async ({ request, baseURL }) => {
    const res = await request.post('/graphql', {
      data: { query: LOGIN, variables: { input: { email: ACCOUNTS[account], password: PASSWORD } } },
    });
    expect(res.ok(), `login of ${account}: HTTP ${res.status()}`).toBe(true);
    const body = (await res.json()) as { data?: { login: { token: string; expiresAt: string } }; errors?: unknown };
    expect(body.errors, `login of ${account}`).toBeUndefined();

    const file = storageStateOf(account);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, JSON.stringify(detailsOnlyState(new URL(baseURL!).origin, body.data!.login), null, 2));
  });
}
