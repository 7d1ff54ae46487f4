import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { LoginForm } from './LoginForm';

/** The form links to the forgot-password page: it renders inside a router. */
const inRouter = ({ children }: { children: ReactNode }) => <MemoryRouter>{children}</MemoryRouter>;

describe('LoginForm', () => {
  it('shows the required messages', async () => {
    const onSubmit = vi.fn();
    render(<LoginForm onSubmit={onSubmit} submitting={false} />, { wrapper: inRouter });
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByText('Please enter your Username')).toBeInTheDocument();
    expect(screen.getByText('Please enter your Password')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('rejects a username that is not an e-mail', async () => {
    const onSubmit = vi.fn();
    render(<LoginForm onSubmit={onSubmit} submitting={false} />, { wrapper: inRouter });
    await userEvent.type(screen.getByLabelText('Username'), 'admin');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByText('Please enter a valid Username')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits with "Keep me signed in" ticked by default', async () => {
    const onSubmit = vi.fn();
    render(<LoginForm onSubmit={onSubmit} submitting={false} />, { wrapper: inRouter });
    expect(screen.getByLabelText('Keep me signed in')).toBeChecked();
    await userEvent.type(screen.getByLabelText('Username'), 'ada@example.edu.au');
    await userEvent.type(screen.getByLabelText('Password'), 'Secret@123');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'ada@example.edu.au', password: 'Secret@123', keep: true });
  });

  it('blocks submitting while a login is in flight', async () => {
    const onSubmit = vi.fn();
    render(<LoginForm onSubmit={onSubmit} submitting />, { wrapper: inRouter });
    await userEvent.type(screen.getByLabelText('Username'), 'ada@example.edu.au');
    await userEvent.type(screen.getByLabelText('Password'), 'Secret@123');
    const button = screen.getByRole('button', { name: /login/i });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("'Forgot password' opens /user/forgot-password", async () => {
    const router = createMemoryRouter(
      [
        { path: '/user/login', element: <LoginForm onSubmit={vi.fn()} submitting={false} /> },
        { path: '/user/forgot-password', element: <p>Forgot password page</p> },
      ],
      { initialEntries: ['/user/login'] },
    );
    render(<RouterProvider router={router} />);
    await userEvent.click(screen.getByRole('link', { name: 'Forgot password' }));
    expect(await screen.findByText('Forgot password page')).toBeInTheDocument();
  });
});
