/**
 * /user/forgot-password-sent (access-and-administration §2 "Forgot password"): says 'Password reset
 * instructions sent.' with a Back to home link. It never says whether the address has an account
 * (DESIGN.md "Authentication").
 */
import { Icon } from '@blueprintjs/core';
import { Link } from 'react-router';
import { AuthLayout } from './AuthLayout';

/** The sent page of the forgot-password flow. spec: access-and-administration §2. */
export function ForgotPasswordSentPage() {
  return (
    <AuthLayout title="Check your e-mail">
      <div className="password-sent">
        <Icon icon="envelope" size={40} className="password-sent__icon" />
        <p className="password-sent__message">Password reset instructions sent.</p>
        <p className="password-sent__hint">
          If an account uses that address, an e-mail with a link to reset the password is on its way. The link works
          once, within an hour.
        </p>
        <Link className="bp6-button bp6-intent-primary bp6-large bp6-fill" to="/">
          Back to home
        </Link>
      </div>
    </AuthLayout>
  );
}
