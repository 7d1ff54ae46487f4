import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ResetPasswordDocument } from '../../generated/graphql';
import { showError, showSuccess } from '../../shared/toaster';
import { ResetPasswordPage, resetTokenOf } from './ResetPasswordPage';

vi.mock('../../shared/toaster', () => ({ showError: vi.fn(), showSuccess: vi.fn(), showInfo: vi.fn() }));

const EMAIL = 'ada@example.edu.au';
const PASSWORD = 'Fresh@Pass2026';
const TOKEN = 'tok_EN-123';
const PATTERN = 'Password must contain at least one lowercase letter, uppercase letter, digit, and special character.';
const INVALID_LINK = 'This password reset link is invalid or has expired.';
const done = {
  data: {
    resetPassword: { __typename: 'ResetPasswordPayload', success: true, message: 'Your password has been reset.' },
  },
};

/** The page at `path` with `result` as the server's answer to a reset with `token`. */
function renderPage(result: () => unknown, { path = `/user/reset-password/${TOKEN}`, token = TOKEN } = {}) {
  const router = createMemoryRouter(
    [
      { path: '/user/reset-password/:token', Component: ResetPasswordPage },
      { path: '/user/reset', Component: ResetPasswordPage },
      { path: '/user/login', element: <p>Login page</p> },
      { path: '/user/forgot-password', element: <p>Forgot password page</p> },
    ],
    { initialEntries: [path] },
  );
  const request = {
    query: ResetPasswordDocument,
    variables: { input: { email: EMAIL, password: PASSWORD, passwordConfirmation: PASSWORD, token } },
  };
  render(
    <MockedProvider mocks={[{ request, result: result as never, delay: 50, maxUsageCount: 5 }]}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
}

async function fill(email: string, password: string, confirmation: string) {
  if (email) await userEvent.type(screen.getByLabelText('Email'), email);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
  if (confirmation) await userEvent.type(screen.getByLabelText('Confirm Password'), confirmation);
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));

describe('resetTokenOf (access §7)', () => {
  it('is the last URL segment unless it is "reset"', () => {
    expect(resetTokenOf('/user/reset-password/abc_D-1')).toBe('abc_D-1');
    expect(resetTokenOf('/user/reset-password/abc/')).toBe('abc');
    expect(resetTokenOf('/user/reset/abc_D-1')).toBe('abc_D-1');
    expect(resetTokenOf('/user/reset')).toBe('');
  });
});

describe('ResetPasswordPage (access §2 Reset your Password, §5, §8)', () => {
  beforeEach(() => {
    vi.mocked(showError).mockClear();
    vi.mocked(showSuccess).mockClear();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('shows every §5 message word for word and sends nothing', async () => {
    const calls = vi.fn(() => done);
    renderPage(calls);
    expect(screen.getByRole('heading', { name: 'Reset your Password' })).toBeInTheDocument();
    await submit();
    for (const message of ['Please enter your email', 'Please enter Password', 'Please confirm your password']) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    await fill('ada', 'password1', 'password2');
    await submit();
    expect(screen.getByText('Please enter a valid email')).toBeInTheDocument();
    expect(screen.getByText(PATTERN)).toBeInTheDocument();
    expect(screen.getByText('The two passwords that you entered do not match')).toBeInTheDocument();
    expect(calls).not.toHaveBeenCalled();
  });

  it('resets once with the token of the URL even when submitted twice, then a success toast and the login page', async () => {
    const calls = vi.fn(() => done);
    renderPage(calls);
    await fill(EMAIL, PASSWORD, PASSWORD);
    await submit();
    await submit();
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(calls).toHaveBeenCalledTimes(1);
    expect(showSuccess).toHaveBeenCalledWith('Your password has been reset.');
  });

  it('clears a stored login of the same account (the server ended its sessions)', async () => {
    localStorage.setItem('certify.authority.details', JSON.stringify({ token: 't', success: 1, expiresAt: 'x' }));
    localStorage.setItem('certify.authority.profile', JSON.stringify({ email: 'Ada@Example.edu.au' }));
    renderPage(() => done);
    await fill(EMAIL, PASSWORD, PASSWORD);
    await submit();
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(localStorage.getItem('certify.authority.details')).toBeNull();
  });

  it('shows a refused link as an error toast and a notice with a way to ask anew, and stays', async () => {
    renderPage(() => ({
      errors: [
        new GraphQLError(INVALID_LINK, {
          extensions: { code: 'BAD_USER_INPUT', fieldErrors: { token: INVALID_LINK } },
        }),
      ],
    }));
    await fill(EMAIL, PASSWORD, PASSWORD);
    await submit();
    await waitFor(() => expect(showError).toHaveBeenCalledWith(INVALID_LINK));
    expect(await screen.findByText(INVALID_LINK)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Request a new link' }));
    expect(await screen.findByText('Forgot password page')).toBeInTheDocument();
  });

  it("puts the server's field messages under the fields", async () => {
    renderPage(() => ({
      errors: [
        new GraphQLError('The two passwords that you entered do not match', {
          extensions: {
            code: 'BAD_USER_INPUT',
            fieldErrors: { passwordConfirmation: 'The two passwords that you entered do not match' },
          },
        }),
      ],
    }));
    await fill(EMAIL, PASSWORD, PASSWORD);
    await submit();
    expect(await screen.findByText('The two passwords that you entered do not match')).toBeInTheDocument();
    expect(showError).toHaveBeenCalledWith('The two passwords that you entered do not match');
    expect(screen.queryByText('Login page')).not.toBeInTheDocument();
  });

  it('shows an answer with success false as an error toast and stays', async () => {
    renderPage(() => ({
      data: { resetPassword: { __typename: 'ResetPasswordPayload', success: false, message: 'Try again later' } },
    }));
    await fill(EMAIL, PASSWORD, PASSWORD);
    await submit();
    await waitFor(() => expect(showError).toHaveBeenCalledWith('Try again later'));
    expect(screen.queryByText('Login page')).not.toBeInTheDocument();
  });

  it('on /user/reset (no token in the URL) says to open the e-mailed link and sends an empty token', async () => {
    const calls = vi.fn(() => ({
      errors: [
        new GraphQLError(INVALID_LINK, {
          extensions: { code: 'BAD_USER_INPUT', fieldErrors: { token: INVALID_LINK } },
        }),
      ],
    }));
    renderPage(calls, { path: '/user/reset', token: '' });
    expect(screen.getByText(/Open the link in your password reset e-mail/)).toBeInTheDocument();
    await fill(EMAIL, PASSWORD, PASSWORD);
    await submit();
    await waitFor(() => expect(calls).toHaveBeenCalledTimes(1));
    expect(await screen.findByText(INVALID_LINK)).toBeInTheDocument();
  });
});
