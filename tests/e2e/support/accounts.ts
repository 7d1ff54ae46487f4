/** The demo logins the seed creates (README), all with the password Certify@2026. */
export const PASSWORD = 'Certify@2026';
export const ACCOUNTS = {
  admin: 'admin@certify.test',
  requisitioner: 'requisitioner@certify.test',
  approver: 'approver@certify.test',
  signee1: 'signee1@certify.test',
  signee2: 'signee2@certify.test',
  printer: 'printer@certify.test',
} as const;
export type Account = keyof typeof ACCOUNTS;
