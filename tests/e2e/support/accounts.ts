/** The demo logins the seed creates (README), from their one home in the api. */
import { DEMO_ACCOUNTS, type DemoAccount, DEMO_PASSWORD } from '@certify/api/demo';

export const ACCOUNTS = DEMO_ACCOUNTS;
export const PASSWORD = DEMO_PASSWORD;
export type Account = DemoAccount;
