/**
 * Fixtures: `loginAs(account)` signs in through the API (the GraphQL `login` mutation) and stores
 * the session the way the login page does, so tests that are not about logging in skip the form.
 */
import { test as base, expect, type Page } from '@playwright/test';
import { ACCOUNTS, PASSWORD, type Account } from './accounts';

const LOGIN = `mutation Login($input: LoginInput!) {
  login(input: $input) { token expiresAt viewer { user { id firstName lastName email }
    roles { id } modules { name displayName url section priority } permissions passwordSecurity
    companyLogoUrl productLogoUrl } }
}`;

interface LoginResult {
  token: string;
  expiresAt: string;
  viewer: {
    user: { id: string; firstName: string; lastName: string; email: string };
    roles: Array<{ id: string }>;
    modules: Array<{ name: string; displayName: string; url: string; section: string; priority: number }>;
    permissions: string[];
    passwordSecurity: boolean;
    companyLogoUrl: string | null;
    productLogoUrl: string | null;
  };
}

/** Logs in over GraphQL and returns the token and viewer. */
export async function apiLogin(page: Page, account: Account): Promise<LoginResult> {
  const res = await page.request.post('/graphql', {
    data: { query: LOGIN, variables: { input: { email: ACCOUNTS[account], password: PASSWORD } } },
  });
  const body = (await res.json()) as { data?: { login: LoginResult }; errors?: unknown };
  expect(body.errors, `login of ${account}`).toBeUndefined();
  return body.data!.login;
}

export const test = base.extend<{ loginAs: (account: Account) => Promise<LoginResult> }>({
  loginAs: async ({ page }, use) => {
    await use(async (account) => {
      const login = await apiLogin(page, account);
      const v = login.viewer;
      const item = (section: string) =>
        v.modules
          .filter((m) => m.section === section)
          .map((m) => ({ module_name: m.displayName, module_url: m.url, key: m.name }));
      const details = { token: login.token, success: 1, expiresAt: login.expiresAt };
      const profile = {
        username: `${v.user.firstName} ${v.user.lastName}`,
        email: v.user.email,
        userid: v.user.id,
        role: v.roles.map((r) => Number(r.id)),
        certificates: item('CERTIFICATES'),
        master: item('MASTER'),
        settings: item('SETTINGS'),
        permissions: v.permissions,
        password: v.passwordSecurity,
        productLogo: v.productLogoUrl,
        clientLogo: v.companyLogoUrl,
      };
      await page.goto('/user/login');
      await page.evaluate(
        ([d, p]) => {
          localStorage.clear();
          sessionStorage.clear();
          localStorage.setItem('certify.authority.details', JSON.stringify(d));
          localStorage.setItem('certify.authority.profile', JSON.stringify(p));
        },
        [details, profile] as const,
      );
      return login;
    });
  },
});

export { expect };
