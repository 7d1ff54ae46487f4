/**
 * Saved browser states. The setup project (auth.setup.ts) writes each demo role's to
 * tests/.auth/<role>.json (git-ignored) once per run; specs read them with
 * `test.use({ storageState })` and the `signedIn` fixture.
 */
import { fileURLToPath } from 'node:url';
import type { BrowserContextOptions } from '@playwright/test';
import type { Account } from './accounts';
import { RUN_DIR } from './runDir';

/** Playwright's storage-state format (cookies, and local storage per origin). */
export type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/** Absolute path of the saved browser state of `account`. */
export const storageStateOf = (account: Account): string =>
  fileURLToPath(new URL(`../../.auth/${RUN_DIR}${account}.json`, import.meta.url));

/**
 * A browser state holding only the stored-session details record (token, success, expiresAt;
 * access-and-administration §3 Stored session) in `origin`'s local storage; the app adds the profile.
 */
export const detailsOnlyState = (origin: string, login: { token: string; expiresAt: string }): StorageState => ({
  cookies: [],
  origins: [
    {
      origin,
      localStorage: [
        {
          name: 'certify.authority.details',
          value: JSON.stringify({ token: login.token, success: 1, expiresAt: login.expiresAt }),
        },
      ],
    },
  ],
});
