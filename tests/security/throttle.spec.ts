/**
 * Throttles that count first (docs/security.md): password guesses sent at once are counted before any is
 * verified, so only the first few are checked; the owner gets back in after the announced wait; and
 * only the gateway may say where a caller is. The security stack runs with
 * THROTTLE_WINDOW_SECONDS=5 (playwright.security.config.ts) so the waits take seconds.
 * spec: docs/security.md "Throttling and client addresses"; api/CONTRACT.md "Conventions" (429).
 */
import { expect, test } from '@playwright/test';
import { ACCOUNTS, PASSWORD } from '../e2e/support/accounts';
import { apiURL } from '../playwright.security.config';
import { type GraphQLAnswer, gql } from './support/graphql';

const LOGIN = 'mutation($input: LoginInput!) { login(input: $input) { token } }';
const WRONG = 'Wrong@2026x';
/** The security stack's THROTTLE_WINDOW_SECONDS: the longest wait announced here. */
const WINDOW_SECONDS = 5;

const codeOf = (answer: GraphQLAnswer) => answer.errors?.[0]?.extensions?.code;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('40 parallel guesses plus the right password: the right one refused while throttled; the owner logs in again after the announced Retry-After', async ({
  request,
}) => {
  const email = ACCOUNTS.requisitioner;
  const login = (password: string) => gql<{ login: { token: string } }>(request, LOGIN, { input: { email, password } });

  // 40 wrong guesses at once; the right password goes as soon as the first guess is refused, while
  // the others are still being verified.
  let refusedOnce!: () => void;
  const throttled = new Promise<void>((resolve) => {
    refusedOnce = resolve;
  });
  const guesses = Array.from({ length: 40 }, () =>
    login(WRONG).then((answer) => {
      if (codeOf(answer) === 'TOO_MANY_REQUESTS') refusedOnce();
      return answer;
    }),
  );
  await Promise.race([throttled, Promise.all(guesses)]);
  const right = await login(PASSWORD);
  const codes = (await Promise.all(guesses)).map(codeOf);

  expect(codes.filter((code) => code === 'UNAUTHENTICATED')).toHaveLength(5);
  expect(codes.filter((code) => code === 'TOO_MANY_REQUESTS')).toHaveLength(35);
  expect(codeOf(right)).toBe('TOO_MANY_REQUESTS');
  expect(right.data?.login ?? null).toBeNull();
  expect(right.errors?.[0]?.message).toMatch(/^Too many failed login attempts\. Please try again in \d+ seconds?\.$/);
  const wait = Number(right.errors?.[0]?.extensions?.retryAfterSeconds);
  expect(wait).toBeGreaterThanOrEqual(1);
  expect(wait).toBeLessThanOrEqual(WINDOW_SECONDS);

  await sleep(wait * 1000 + 100);
  const again = await login(PASSWORD);
  expect(again.errors).toBeUndefined();
  expect(again.data?.login.token).toBeTruthy();
});

test('called directly, the api believes neither X-Forwarded-For nor a client-address header without the gateway’s secret', async ({
  request,
}) => {
  const email = ACCOUNTS.approver;
  const login = (password: string, ip: string) =>
    request.post(`${apiURL}/login`, {
      data: { email, password },
      headers: { 'x-forwarded-for': ip, 'x-certify-client-ip': ip, 'x-certify-gateway-secret': 'a-guess-'.repeat(6) },
      failOnStatusCode: false,
    });
  for (let i = 1; i <= 5; i++) expect((await login(WRONG, `203.0.113.${i}`)).status()).toBe(401);
  const refused = await login(PASSWORD, '198.51.100.1');
  expect(refused.status()).toBe(429);
  const body = (await refused.json()) as { success: number; retry_after_seconds: number };
  expect(body.success).toBe(0);
  expect(refused.headers()['retry-after']).toBe(String(body.retry_after_seconds));
  expect(body.retry_after_seconds).toBeLessThanOrEqual(WINDOW_SECONDS);

  await sleep(body.retry_after_seconds * 1000 + 100);
  expect((await login(PASSWORD, '198.51.100.1')).status()).toBe(200);
});
