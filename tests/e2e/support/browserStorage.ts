/** What the app keeps in the browser (access-and-administration §3 Stored session), as key names. */
import type { Page } from '@playwright/test';

/** The keys held in local and session storage of `page`'s origin, sorted. */
export const storedKeys = (page: Page): Promise<string[]> =>
  page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)].sort());
