/**
 * The demo logins the seed creates (README "Demo logins"), all with one password. Dependency-free:
 * the api's seed and every test suite (`@certify/api/demo`) read them from here.
 */
export const DEMO_PASSWORD = 'Certify@2026';

/** Each demo login by its role in the demo. */
export const DEMO_ACCOUNTS = {
  admin: 'admin@certify.test',
  requisitioner: 'requisitioner@certify.test',
  approver: 'approver@certify.test',
  signee1: 'signee1@certify.test',
  signee2: 'signee2@certify.test',
  printer: 'printer@certify.test',
} as const;

export type DemoAccount = keyof typeof DEMO_ACCOUNTS;
