/** The stack under attack answers: ready, and GraphQL needs a token for data. */
import { expect, test } from '@playwright/test';
import { gql, login } from './support/graphql';

test('the stack is ready and answers GraphQL only for a signed-in caller', async ({ request }) => {
  expect((await request.get('/ready')).status()).toBe(200);
  const anonymous = await gql(request, '{ viewer { user { id } } }');
  expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  const token = await login(request, 'printer');
  const signedIn = await gql<{ viewer: { user: { id: string } } }>(request, '{ viewer { user { id } } }', {}, token);
  expect(signedIn.data?.viewer.user.id).toBeTruthy();
});
