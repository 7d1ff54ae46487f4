/**
 * The limits on password attempts (logins, sign-password checks), from the `THROTTLE_*`
 * variables (docs/configuration.md "Security"; docs/security.md "Throttling and client addresses").
 */

/** How many password attempts may be made, and how long a refused one waits. */
export interface ThrottlePolicy {
  /** Seconds of each counted window; also the quiet time after which an account's slowdown resets. */
  windowSeconds: number;
  /** Attempts per window on one account from one address (`THROTTLE_ACCOUNT_ADDRESS_LIMIT`). */
  accountAddressLimit: number;
  /** Attempts per window from one address across accounts (`THROTTLE_ADDRESS_LIMIT`). */
  addressLimit: number;
  /** Attempts on one account from anywhere before each further one waits 1 s, 2 s, 4 s … (`THROTTLE_ACCOUNT_LIMIT`). */
  accountLimit: number;
  /** The longest of those waits, in seconds (`THROTTLE_BACKOFF_MAX_SECONDS`). */
  backoffMaxSeconds: number;
}

/** The defaults: 5 per 15 minutes per account and address, 50 per address, slowdown after 10, capped at 5 minutes. */
export const DEFAULT_THROTTLE_POLICY: Readonly<ThrottlePolicy> = {
  windowSeconds: 15 * 60,
  accountAddressLimit: 5,
  addressLimit: 50,
  accountLimit: 10,
  backoffMaxSeconds: 5 * 60,
};
