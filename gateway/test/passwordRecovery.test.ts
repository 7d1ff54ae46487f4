/**
 * Password recovery over GraphQL against the real in-process api: `requestPasswordReset` answers the
 * same for any address and mails a link only to an account; `resetPassword` with the mailed token
 * sets the password (every session ends), refuses a used token, and maps the §5 field errors to the
 * input's names. Both work without signing in. spec: access-and-administration §2 "Forgot password",
 * "Reset your Password", §5, §7, §8.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN, VIEWER } from './support/operations.js';
import { codeOf, ok, PASSWORD, type Stack, startStack, USERS } from './support/stack.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

const REQUEST_RESET = `mutation($input: RequestPasswordResetInput!) {
  requestPasswordReset(input: $input) { success message } }`;
const RESET = `mutation($input: ResetPasswordInput!) { resetPassword(input: $input) { success message } }`;

const SENT = { success: true, message: 'Password reset instructions sent.' };
const NEW_PASSWORD = 'Fresh@Pass2026';
const LINK = /\/user\/reset-password\/([A-Za-z0-9_-]+)/;

type Answer<K extends string> = Record<K, { success: boolean; message: string }>;

/** The token of the newest reset link mailed to `to`. */
async function mailedToken(to: string): Promise<string> {
  const mail = (await stack.sentMail()).filter((m) => m.to === to).at(-1);
  const token = mail && LINK.exec(mail.text)?.[1];
  if (!token) throw new Error(`no reset link mailed to ${to}`);
  return decodeURIComponent(token);
}

const fieldErrorsOf = (res: { errors?: Array<{ extensions?: Record<string, unknown> }> }) =>
  res.errors?.[0]?.extensions?.fieldErrors as Record<string, string> | undefined;

describe('requestPasswordReset (access §2 Forgot password)', () => {
  it('answers the same, without a token, for an account and an unknown address; only the account gets a link', async () => {
    const before = (await stack.sentMail()).length;
    const known = await stack.gql<Answer<'requestPasswordReset'>>(REQUEST_RESET, {
      input: { email: USERS.requisitioner },
    });
    const unknown = await stack.gql<Answer<'requestPasswordReset'>>(REQUEST_RESET, {
      input: { email: 'nobody@certify.test' },
    });
    expect(ok(known).requestPasswordReset).toEqual(SENT);
    expect(ok(unknown).requestPasswordReset).toEqual(SENT);

    const sent = (await stack.sentMail()).slice(before);
    expect(sent.map((m) => m.to)).toEqual([USERS.requisitioner]);
    expect(sent[0]!.text).toMatch(LINK);
  });

  it('maps the §5 e-mail messages to fieldErrors.email (BAD_USER_INPUT)', async () => {
    const empty = await stack.gql(REQUEST_RESET, { input: { email: '' } });
    expect(codeOf(empty)).toBe('BAD_USER_INPUT');
    expect(fieldErrorsOf(empty)).toEqual({ email: 'Please enter your email' });
    const invalid = await stack.gql(REQUEST_RESET, { input: { email: 'not-an-email' } });
    expect(codeOf(invalid)).toBe('BAD_USER_INPUT');
    expect(fieldErrorsOf(invalid)).toEqual({ email: 'Please enter a valid email' });
  });

  it('works for a visitor whose stored token is stale (no token is relayed)', async () => {
    const res = await stack.gql<Answer<'requestPasswordReset'>>(
      REQUEST_RESET,
      { input: { email: 'nobody-else@certify.test' } },
      'stale-or-revoked-token',
    );
    expect(ok(res).requestPasswordReset).toEqual(SENT);
  });
});

describe('resetPassword (access §2 Reset your Password)', () => {
  it('maps the §5 password messages to the input field names', async () => {
    const input = { email: USERS.printer, token: 'x'.repeat(43) };
    const mismatch = await stack.gql(RESET, {
      input: { ...input, password: NEW_PASSWORD, passwordConfirmation: 'Other@Pass2026' },
    });
    expect(codeOf(mismatch)).toBe('BAD_USER_INPUT');
    expect(fieldErrorsOf(mismatch)).toMatchObject({
      passwordConfirmation: 'The two passwords that you entered do not match',
    });

    const weak = await stack.gql(RESET, {
      input: { ...input, password: 'password', passwordConfirmation: 'password' },
    });
    expect(fieldErrorsOf(weak)).toMatchObject({
      password: 'Password must contain at least one lowercase letter, uppercase letter, digit, and special character.',
    });

    const empty = await stack.gql(RESET, { input: { ...input, email: '', password: '', passwordConfirmation: '' } });
    expect(fieldErrorsOf(empty)).toMatchObject({
      email: 'Please enter your email',
      password: 'Please enter Password',
      passwordConfirmation: 'Please confirm your password',
    });
  });

  it('an unknown token → BAD_USER_INPUT on token, nothing changes', async () => {
    const res = await stack.gql(RESET, {
      input: { email: USERS.printer, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD, token: 'nope' },
    });
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0]?.message).toBe('This password reset link is invalid or has expired.');
    expect(fieldErrorsOf(res)).toEqual({ token: 'This password reset link is invalid or has expired.' });
    ok(await stack.gql(LOGIN, { input: { email: USERS.printer, password: PASSWORD } }));
  });

  it('resets with the mailed token: the new password works, the old one and every session end, the link works once', async () => {
    const session = ok(
      await stack.gql<{ login: { token: string } }>(LOGIN, { input: { email: USERS.printer, password: PASSWORD } }),
    ).login.token;

    ok(await stack.gql(REQUEST_RESET, { input: { email: USERS.printer } }));
    const token = await mailedToken(USERS.printer);
    const input = { email: USERS.printer, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD, token };

    const done = await stack.gql<Answer<'resetPassword'>>(RESET, { input });
    expect(ok(done).resetPassword).toEqual({ success: true, message: 'Your password has been reset.' });

    expect(codeOf(await stack.gql(VIEWER, {}, session))).toBe('UNAUTHENTICATED');
    expect(codeOf(await stack.gql(LOGIN, { input: { email: USERS.printer, password: PASSWORD } }))).toBe(
      'UNAUTHENTICATED',
    );
    ok(await stack.gql(LOGIN, { input: { email: USERS.printer, password: NEW_PASSWORD } }));

    const again = await stack.gql(RESET, { input });
    expect(codeOf(again)).toBe('BAD_USER_INPUT');
    expect(fieldErrorsOf(again)).toEqual({ token: 'This password reset link is invalid or has expired.' });
  });
});
