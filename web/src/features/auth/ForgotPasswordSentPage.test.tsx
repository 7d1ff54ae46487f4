import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ForgotPasswordSentPage } from './ForgotPasswordSentPage';

describe('ForgotPasswordSentPage (access §2 Forgot password)', () => {
  it("says 'Password reset instructions sent.' and 'Back to home' goes to the root", async () => {
    const router = createMemoryRouter(
      [
        { path: '/user/forgot-password-sent', Component: ForgotPasswordSentPage },
        { path: '/', element: <p>Home</p> },
      ],
      { initialEntries: ['/user/forgot-password-sent'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByText('Password reset instructions sent.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to home' }));
    expect(await screen.findByText('Home')).toBeInTheDocument();
  });
});
