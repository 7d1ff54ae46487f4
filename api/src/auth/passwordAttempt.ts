/**
 * One password attempt (a login, a sign-password check) under the throttle: it is COUNTED before the
 * password is verified, on three keys, in order, each with one atomic statement (throttle.ts):
 * 1. the account from this address: `accountAddressLimit` per window (a typo-prone owner, or a
 *    guesser at one address, waits for the window's end);
 * 2. this address across accounts: `addressLimit` per window (password spraying);
 * 3. the account from anywhere: `accountLimit` attempts, then each further one waits 1 s, 2 s,
 *    4 s … at most `backoffMaxSeconds` (many addresses against one account slow it down, never lock
 *    its owner out for long).
 * A refused key gives back what the earlier keys counted and answers 429 (`retry_after_seconds`, the
 * longest wait of the three) without verifying anything. A success forgets the account's attempts
 * (1 and 3) and gives back its own count on the address. Unknown accounts are keyed and answered
 * exactly like known ones.
 *
 * spec: DESIGN.md "Authentication"; api/CONTRACT.md "Conventions" (429); docs/security.md "Throttling and client addresses".
 */
import { addressKey } from '@certify/runtime';
import type { Db } from '../db/client.js';
import { tooManyRequests } from '../http/errors.js';
import { consumeKey, forgetKeys, purgeExpired, refundKey, retryAfterSeconds, retryText } from './throttle.js';
import type { ThrottlePolicy } from '../throttlePolicy.js';

/** What is being attempted: `login` (by e-mail) or `password` (the sign-password check, by user id). */
export interface AttemptSubject {
  scope: 'login' | 'password';
  /** The account: a lower-cased e-mail (login) or a user id (password check). */
  account: string | number;
  /** The client's address (`request.clientIp`). */
  address: string;
}

/** A counted attempt; call `succeeded` when the password was right. */
export interface PasswordAttempt {
  succeeded(): Promise<void>;
}

/** Expired rows are deleted on every this-many-th attempt of a process. */
const PURGE_EVERY = 100;
let attemptsSincePurge = 0;

/** The three keys of an attempt (see the file's docstring). */
export function attemptKeys(subject: AttemptSubject) {
  const address = addressKey(subject.address);
  const account = `${subject.scope}:account:${String(subject.account).toLowerCase()}`;
  return { accountAddress: `${account}@${address}`, address: `address:${address}`, account };
}

/**
 * Counts one attempt before its password is checked; throws 429 "`refusal`. Please try again in …"
 * with `retry_after_seconds` when any key refuses it (then nothing stays counted).
 */
export async function beginPasswordAttempt(
  db: Db,
  policy: ThrottlePolicy,
  subject: AttemptSubject,
  refusal: string,
): Promise<PasswordAttempt> {
  if (++attemptsSincePurge >= PURGE_EVERY) {
    attemptsSincePurge = 0;
    void purgeExpired(db, policy.windowSeconds).catch(() => {});
  }
  const keys = attemptKeys(subject);
  const window = (limit: number) => ({ kind: 'window' as const, limit, windowSeconds: policy.windowSeconds });

  const refuse = async (): Promise<never> => {
    const wait = await retryAfterSeconds(db, [keys.accountAddress, keys.address, keys.account]);
    const seconds = Math.max(1, wait);
    throw tooManyRequests(`${refusal}. Please try again ${retryText(seconds)}.`, seconds);
  };

  const pairWindow = await consumeKey(db, keys.accountAddress, window(policy.accountAddressLimit));
  if (pairWindow === null) return refuse();
  const addressWindow = await consumeKey(db, keys.address, window(policy.addressLimit));
  if (addressWindow === null) {
    await refundKey(db, keys.accountAddress, policy.accountAddressLimit, pairWindow);
    return refuse();
  }
  const accountWindow = await consumeKey(db, keys.account, {
    kind: 'backoff',
    free: policy.accountLimit,
    quietSeconds: policy.windowSeconds,
    maxSeconds: policy.backoffMaxSeconds,
  });
  if (accountWindow === null) {
    await refundKey(db, keys.accountAddress, policy.accountAddressLimit, pairWindow);
    await refundKey(db, keys.address, policy.addressLimit, addressWindow);
    return refuse();
  }
  return {
    async succeeded() {
      await forgetKeys(db, [keys.accountAddress, keys.account]);
      await refundKey(db, keys.address, policy.addressLimit, addressWindow);
    },
  };
}
