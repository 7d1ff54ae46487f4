/** /user/login (access-and-administration §2 Login page). */
import { useNavigate } from 'react-router';
import { AuthLayout } from './AuthLayout';
import { LoginForm } from './LoginForm';
import { useLogin } from './useLogin';

export function LoginPage() {
  const navigate = useNavigate();
  const { login, loading } = useLogin(() => navigate('/dashboard', { replace: true }));

  return (
    <AuthLayout title="Login Account" subtitle="Sign in with your staff e-mail address.">
      <LoginForm onSubmit={(request) => void login(request)} submitting={loading} />
    </AuthLayout>
  );
}
