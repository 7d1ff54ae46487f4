/** /user/login (access-and-administration §2 Login page). */
import { Card, Elevation } from '@blueprintjs/core';
import { useNavigate } from 'react-router';
import { CertifyLogo } from '../layout/CertifyLogo';
import { LoginForm } from './LoginForm';
import { useLogin } from './useLogin';

export function LoginPage() {
  const navigate = useNavigate();
  const { login, loading } = useLogin(() => navigate('/dashboard', { replace: true }));

  return (
    <main className="login-page">
      <div className="login-page__inner">
        <div className="login-page__brand">
          <CertifyLogo size={40} />
          <p className="login-page__tagline">Certificate automation for registered training organisations</p>
        </div>
        <Card elevation={Elevation.TWO} className="login-card">
          <h1 className="login-card__title">Login Account</h1>
          <p className="login-card__subtitle">Sign in with your staff e-mail address.</p>
          <LoginForm onSubmit={(request) => void login(request)} submitting={loading} />
        </Card>
        <p className="login-page__footer">© {new Date().getFullYear()} Certify · Secure staff access</p>
      </div>
    </main>
  );
}
