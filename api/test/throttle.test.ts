/**
 * Throttles that count first (docs/security.md): a login or password check is counted BEFORE its password is
 * verified, so parallel guesses gain nothing; limits key on the account and the real client address,
 * on the address, and (slowing down, never locking out for long) on the account from anywhere; the
 * client address comes from the gateway only with the shared secret.
 * spec: DESIGN.md "Authentication"; api/CONTRACT.md "Conventions" (429); docs/security.md.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CLIENT_IP_HEADER, GATEWAY_SECRET_HEADER } from '@certify/runtime';
import { TEST_GATEWAY_SECRET } from '@certify/runtime/testing';
import { addressKey as throttleAddress } from '@certify/runtime';
import { DEFAULT_THROTTLE_POLICY, type ThrottlePolicy } from '../src/throttlePolicy.js';
import { startTestApi, type TestApi, type TestResponse } from './harness.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ certificates: false });
});
beforeEach(async () => {
  await api.reset({ certificates: false });
  usePolicy({});
});
afterAll(() => api.close());

const PASSWORD = 'Certify@2026';
const WRONG = 'Wrong@2026x';
const OWNER = 'approver@certify.test';

/** The running app reads `config.throttle` on every attempt: each test sets the limits it exercises. */
function usePolicy(changes: Partial<ThrottlePolicy>): void {
  api.app.deps.config.throttle = { ...DEFAULT_THROTTLE_POLICY, ...changes };
}

/** Headers with which the gateway (holding the secret) says the browser is at `ip`. */
const fromBrowserAt = (ip: string) => ({ [CLIENT_IP_HEADER]: ip, [GATEWAY_SECRET_HEADER]: TEST_GATEWAY_SECRET });

const login = (email: string, password: string, headers: Record<string, string> = {}) =>
  api.request('POST', '/login', { body: { email, password }, headers });

const statusesOf = (answers: TestResponse[]) => answers.map((r) => r.status);
const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Moves every running lock of `keyPattern` (SQL LIKE) to now, as if its wait had passed. */
async function endLocks(keyPattern: string): Promise<void> {
  await api.db.execute(sql`UPDATE auth_throttle SET locked_until = statement_timestamp()
    WHERE key LIKE ${keyPattern} AND locked_until > statement_timestamp()`);
}

/**
 * Sends `n` parallel wrong logins for `email`; once the first of them is refused (the limit is
 * spent while the others are still being verified) sends `then()`. Answers both.
 */
async function burstThen<T>(n: number, email: string, then: () => Promise<T>) {
  let firstRefusal!: () => void;
  const refused = new Promise<void>((resolve) => {
    firstRefusal = resolve;
  });
  const guesses = Array.from({ length: n }, () =>
    login(email, WRONG).then((res) => {
      if (res.status === 429) firstRefusal();
      return res;
    }),
  );
  await Promise.race([refused, Promise.all(guesses)]);
  const during = await then();
  return { guesses: await Promise.all(guesses), during };
}

describe('consume first: parallel guesses gain nothing', () => {
  it('40 parallel wrong guesses: exactly 5 are verified (401), 35 answer 429 without verification', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, () => login(OWNER, WRONG)));
    const statuses = statusesOf(answers);
    expect(count(statuses, 401)).toBe(5);
    expect(count(statuses, 429)).toBe(35);
    const refused = answers.find((r) => r.status === 429)!;
    expect(refused.body).toMatchObject({ success: 0, message: expect.stringMatching(/^Too many failed login/) });
    expect(refused.body.retry_after_seconds).toBeGreaterThan(14 * 60);
    expect(refused.headers.get('retry-after')).toBe(String(refused.body.retry_after_seconds));
  });

  it('40 parallel guesses plus the right password: the right one is refused while throttled; the owner logs in again after the announced Retry-After', async () => {
    usePolicy({ windowSeconds: 3 });
    const { guesses, during } = await burstThen(40, OWNER, () => login(OWNER, PASSWORD));
    expect(count(statusesOf(guesses), 401)).toBe(5);
    expect(during.status).toBe(429);
    expect(during.body.token).toBeUndefined();
    const wait = Number(during.headers.get('retry-after'));
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(3);
    await sleep(wait * 1000 + 50);
    const again = await login(OWNER, PASSWORD);
    expect(again.status).toBe(200);
    expect(again.body.token).toEqual(expect.any(String));
  });

  it('unknown accounts are counted and answered exactly like known ones (no enumeration)', async () => {
    const known = statusesOf(await Promise.all(Array.from({ length: 8 }, () => login(OWNER, WRONG))));
    const unknown = statusesOf(await Promise.all(Array.from({ length: 8 }, () => login('nobody@certify.test', WRONG))));
    expect(count(unknown, 401)).toBe(count(known, 401));
    expect(count(unknown, 429)).toBe(count(known, 429));
    const a = await login(OWNER, WRONG);
    const b = await login('nobody@certify.test', WRONG);
    expect(a.status).toBe(b.status);
    expect(a.body.message).toBe(b.body.message);
  });

  it('two api instances on one database share the counters', async () => {
    const other = await startTestApi({ certificates: false, config: { throttle: DEFAULT_THROTTLE_POLICY } });
    try {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          (i % 2 ? other : api).request('POST', '/login', { body: { email: OWNER, password: WRONG } }),
        ),
      );
      expect(count(statusesOf(answers), 401)).toBe(5);
      expect(count(statusesOf(answers), 429)).toBe(15);
    } finally {
      await other.close();
    }
  });

  it('a success forgets the account’s failures', async () => {
    for (let i = 0; i < 4; i++) expect((await login(OWNER, WRONG)).status).toBe(401);
    expect((await login(OWNER, PASSWORD)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await login(OWNER, WRONG)).status).toBe(401);
    expect((await login(OWNER, PASSWORD)).status).toBe(429);
  });
});

describe('limits: account and address, address, account from anywhere', () => {
  it('5 per account from one address: that address waits, the owner elsewhere and other accounts do not', async () => {
    const attacker = fromBrowserAt('203.0.113.9');
    for (let i = 0; i < 5; i++) expect((await login(OWNER, WRONG, attacker)).status).toBe(401);
    expect((await login(OWNER, PASSWORD, attacker)).status).toBe(429);
    expect((await login(OWNER, PASSWORD, fromBrowserAt('198.51.100.20'))).status).toBe(200);
    expect((await login('printer@certify.test', PASSWORD, attacker)).status).toBe(200);
  });

  it('a looser limit per address across accounts (password spraying)', async () => {
    usePolicy({ addressLimit: 8 });
    const sprayer = fromBrowserAt('203.0.113.50');
    for (let i = 0; i < 8; i++) expect((await login(`user${i}@example.org`, WRONG, sprayer)).status).toBe(401);
    const refused = await login('printer@certify.test', PASSWORD, sprayer);
    expect(refused.status).toBe(429);
    expect(refused.body.retry_after_seconds).toBeGreaterThan(14 * 60);
    expect((await login('printer@certify.test', PASSWORD, fromBrowserAt('203.0.113.51'))).status).toBe(200);
  });

  it('successful logins from a shared office address do not use up its limit', async () => {
    usePolicy({ addressLimit: 3 });
    const office = fromBrowserAt('192.0.2.10');
    for (const who of ['admin', 'requisitioner', 'approver', 'signee1', 'signee2', 'printer']) {
      expect((await login(`${who}@certify.test`, PASSWORD, office)).status).toBe(200);
    }
  });

  it('an account guessed from many addresses slows down 1 s, 2 s, 4 s … capped, instead of locking out', async () => {
    usePolicy({ accountLimit: 3, backoffMaxSeconds: 10 });
    let address = 0;
    const next = () => fromBrowserAt(`198.51.100.${++address}`);
    for (let i = 0; i < 3; i++) expect((await login(OWNER, WRONG, next())).status).toBe(401);
    const waits: number[] = [];
    for (let i = 0; i < 6; i++) {
      const refused = await login(OWNER, WRONG, next());
      expect(refused.status).toBe(429);
      waits.push(refused.body.retry_after_seconds);
      await endLocks('login:account:%');
      expect((await login(OWNER, WRONG, next())).status).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8, 10, 10]);
  });

  it('the owner logs in again after the announced Retry-After of the slowdown', async () => {
    usePolicy({ accountLimit: 1 });
    expect((await login(OWNER, WRONG, fromBrowserAt('198.51.100.1'))).status).toBe(401);
    const refused = await login(OWNER, PASSWORD, fromBrowserAt('192.0.2.77'));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('1');
    await sleep(1050);
    expect((await login(OWNER, PASSWORD, fromBrowserAt('192.0.2.77'))).status).toBe(200);
    // the success forgot the slowdown: the next typo is answered, not delayed
    expect((await login(OWNER, WRONG, fromBrowserAt('192.0.2.77'))).status).toBe(401);
  });

  it('the slowdown starts over after a quiet window', async () => {
    usePolicy({ accountLimit: 2 });
    for (let i = 0; i < 2; i++) expect((await login(OWNER, WRONG, fromBrowserAt(`198.51.100.${i}`))).status).toBe(401);
    expect((await login(OWNER, WRONG, fromBrowserAt('198.51.100.9'))).status).toBe(429);
    await api.db.execute(sql`UPDATE auth_throttle SET window_started_at = window_started_at - interval '16 minutes',
      locked_until = statement_timestamp() WHERE key LIKE 'login:account:%'`);
    expect((await login(OWNER, WRONG, fromBrowserAt('198.51.100.10'))).status).toBe(401);
    expect((await login(OWNER, WRONG, fromBrowserAt('198.51.100.11'))).status).toBe(401);
  });

  it('IPv6 addresses are limited by their /64, IPv4-mapped ones as IPv4', async () => {
    expect(throttleAddress('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(throttleAddress('2001:db8:1:2:ffff::1')).toBe('2001:db8:1:2::/64');
    expect(throttleAddress('::ffff:10.1.2.3')).toBe('10.1.2.3');
    for (let i = 1; i <= 5; i++)
      expect((await login(OWNER, WRONG, fromBrowserAt(`2001:db8:1:2::${i}`))).status).toBe(401);
    expect((await login(OWNER, PASSWORD, fromBrowserAt('2001:db8:1:2::99'))).status).toBe(429);
    expect((await login(OWNER, PASSWORD, fromBrowserAt('2001:db8:1:3::1'))).status).toBe(200);
  });
});

describe('the client address', () => {
  it('X-Forwarded-For is not believed from loopback: rotating it does not escape the limit', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await login(OWNER, WRONG, { 'x-forwarded-for': `203.0.113.${i}` })).status).toBe(401);
    }
    expect((await login(OWNER, PASSWORD, { 'x-forwarded-for': '203.0.113.200' })).status).toBe(429);
  });

  it('the client-address header without the secret, or with a wrong one, is not believed', async () => {
    for (let i = 0; i < 5; i++) {
      const headers: Record<string, string> = { [CLIENT_IP_HEADER]: `203.0.113.${i}` };
      if (i % 2) headers[GATEWAY_SECRET_HEADER] = `${TEST_GATEWAY_SECRET}-wrong`;
      expect((await login(OWNER, WRONG, headers)).status).toBe(401);
    }
    expect((await login(OWNER, PASSWORD, { [CLIENT_IP_HEADER]: '203.0.113.200' })).status).toBe(429);
  });

  it('with the secret the gateway’s word is believed: the session records the browser’s address', async () => {
    const res = await login(OWNER, PASSWORD, fromBrowserAt('::ffff:203.0.113.7'));
    expect(res.status).toBe(200);
    const rows = await api.db.execute<{ ip_address: string }>(
      sql`SELECT ip_address FROM sessions ORDER BY id DESC LIMIT 1`,
    );
    expect(rows.rows[0]?.ip_address).toBe('203.0.113.7');
  });

  it('without a GATEWAY_SECRET no caller’s address header is believed', async () => {
    const plain = await startTestApi({ certificates: false, config: { gatewaySecret: undefined } });
    try {
      const as = (ip: string) => ({ body: { email: OWNER, password: WRONG }, headers: fromBrowserAt(ip) });
      for (let i = 0; i < 5; i++)
        expect((await plain.request('POST', '/login', as(`203.0.113.${i}`))).status).toBe(401);
      expect((await plain.request('POST', '/login', as('203.0.113.99'))).status).toBe(429);
    } finally {
      await plain.close();
    }
  });
});

describe('the sign-password check counts first too', () => {
  it('/passwordToCheck: 20 parallel wrong passwords → 5 verified, 15 refused; the sign call with the right password is refused', async () => {
    const token = await api.login('signee2@certify.test');
    const checks = await Promise.all(
      Array.from({ length: 20 }, () => api.post('/passwordToCheck', { password: WRONG }, token)),
    );
    expect(count(statusesOf(checks), 401)).toBe(5);
    expect(count(statusesOf(checks), 429)).toBe(15);
    const refused = checks.find((r) => r.status === 429)!;
    expect(refused.body.message).toMatch(/^Too many incorrect passwords\. Please try again in 15 minutes\.$/);
    expect((await api.post('/passwordToCheck', { password: PASSWORD }, token)).status).toBe(429);
    const sign = await api.postForm('/bulkSignCertificate', { 'certificate[0]': 1, password: PASSWORD }, token);
    expect(sign.status).toBe(429);
    expect(sign.headers.get('retry-after')).toBe(String(sign.body.retry_after_seconds));
    // logging in is a separate budget: the signee is not locked out of the application
    expect((await login('signee2@certify.test', PASSWORD)).status).toBe(200);
  });
});
