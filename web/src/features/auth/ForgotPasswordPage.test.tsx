import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { RequestPasswordResetDocument } from '../../generated/graphql';
import { showError } from '../../shared/toaster';
import { ForgotPasswordPage } from './ForgotPasswordPage';

vi.mock('../../shared/toaster', () => ({ showError: vi.fn(), showSuccess: vi.fn(), showInfo: vi.fn() }));

const EMAIL = 'ada@example.edu.au';
const request = { query: RequestPasswordResetDocument, variables: { input: { email: EMAIL } } };
const sent = {
  data: {
    requestPasswordReset: {
      __typename: 'RequestPasswordResetPayload',
      success: true,
      message: 'Password reset instructions sent.',
    },
  },
};

/** The page at /user/forgot-password with `result` as the server's answer. */
function renderPage(result: () => unknown) {
  const router = createMemoryRouter(
    [
      { path: '/user/forgot-password', Component: ForgotPasswordPage },
      { path: '/user/forgot-password-sent', element: <p>Sent page</p> },
      { path: '/user/login', element: <p>Login page</p> },
    ],
    { initialEntries: ['/user/forgot-password'] },
  );
  render(
    <MockedProvider mocks={[{ request, result: result as never, delay: 50, maxUsageCount: 5 }]}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
}

describe('ForgotPasswordPage (access §2 Forgot password, §5)', () => {
  beforeEach(() => vi.mocked(showError).mockClear());

  it('asks for the e-mail with the §5 messages and sends nothing while it is missing or invalid', async () => {
    const calls = vi.fn(() => sent);
    renderPage(calls);
    expect(screen.getByRole('heading', { name: 'Forgot password' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText('Please enter your email')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'ada.example');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText('Please enter a valid email')).toBeInTheDocument();
    expect(calls).not.toHaveBeenCalled();
  });

  it('sends once even when submitted twice, then opens the sent page', async () => {
    const calls = vi.fn(() => sent);
    renderPage(calls);
    await userEvent.type(screen.getByLabelText('Email'), EMAIL);
    const button = screen.getByRole('button', { name: 'Send reset link' });
    await userEvent.click(button);
    await userEvent.click(button);
    expect(await screen.findByText('Sent page')).toBeInTheDocument();
    expect(calls).toHaveBeenCalledTimes(1);
  });

  it('shows a refusal as an error toast and the field message under the field, and stays', async () => {
    renderPage(() => ({
      errors: [
        new GraphQLError('Please enter a valid email', {
          extensions: { code: 'BAD_USER_INPUT', fieldErrors: { email: 'Please enter a valid email' } },
        }),
      ],
    }));
    await userEvent.type(screen.getByLabelText('Email'), EMAIL);
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(showError).toHaveBeenCalledWith('Please enter a valid email'));
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Forgot password' })).toBeInTheDocument();
  });

  it('shows an answer with success false as an error toast and stays', async () => {
    renderPage(() => ({
      data: {
        requestPasswordReset: { __typename: 'RequestPasswordResetPayload', success: false, message: 'Mail is down' },
      },
    }));
    await userEvent.type(screen.getByLabelText('Email'), EMAIL);
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(showError).toHaveBeenCalledWith('Mail is down'));
    expect(screen.queryByText('Sent page')).not.toBeInTheDocument();
  });

  it('links back to the login page', async () => {
    renderPage(() => sent);
    await userEvent.click(screen.getByRole('link', { name: 'Back to login' }));
    expect(await screen.findByText('Login page')).toBeInTheDocument();
  });
});
