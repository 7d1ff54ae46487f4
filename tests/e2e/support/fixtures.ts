/**
 * Signing in through the API (the GraphQL `login` mutation) for tests that are not about the login
 * page itself: the session is stored the way the login page stores it.
 */
import { expect, type Page } from '@playwright/test';
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

/**
 * Signs `page` in as `account` through the API and stores the session exactly as the login page
 * does (localStorage: the details and profile records), then opens `path`.
 */
export async function loginViaApi(page: Page, account: Account, path = '/dashboard'): Promise<LoginResult> {
  const login = await apiLogin(page, account);
  const v = login.viewer;
  const item = (section: string) =>
    v.modules.filter((m) => m.section === section).map((m) => ({ module_name: m.displayName, module_url: m.url, key: m.name }));
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
      localStorage.setItem('certify.authority.details', d);
      localStorage.setItem('certify.authority.profile', p);
    },
    [JSON.stringify(details), JSON.stringify(profile)] as const,
  );
  await page.goto(path);
  return login;
}
