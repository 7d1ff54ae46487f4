/**
 * /user/forgot-password (access-and-administration §2 "Forgot password", §4, §5, §8): one e-mail
 * field; on success the sent page. Submitting is blocked while the request is in flight; a refusal
 * shows the server's message as an error toast and its field message under the field.
 */
import { Button, Intent } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import { type FormEvent, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { RequestPasswordResetDocument } from '../../generated/graphql';
import { AuthLayout } from './AuthLayout';
import { EmailField } from './EmailField';
import { reportRecoveryFailure, reportUnsuccessful } from './recoveryFailure';
import { emailError } from './validatePasswordRecovery';

/** The route of the page that says the instructions were sent. */
export const FORGOT_PASSWORD_SENT_PATH = '/user/forgot-password-sent';

/** The Forgot password screen. spec: access-and-administration §2 "Forgot password". */
export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [mutate, { loading }] = useMutation(RequestPasswordResetDocument);
  const inFlight = useRef(false);
  const [email, setEmail] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | undefined>();
  const error = serverError ?? (submitted ? emailError(email) : undefined);
  const pending = loading;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setServerError(undefined);
    if (inFlight.current || emailError(email)) return;
    inFlight.current = true;
    try {
      const { data } = await mutate({ variables: { input: { email: email.trim() } } });
      const answer = data?.requestPasswordReset;
      if (!answer) return;
      if (!answer.success) {
        reportUnsuccessful(answer.message, 'Password reset request');
        return;
      }
      await navigate(FORGOT_PASSWORD_SENT_PATH, { replace: true });
    } catch (failure) {
      setServerError(reportRecoveryFailure(failure, 'Password reset request').email);
    } finally {
      inFlight.current = false;
    }
  }

  return (
    <AuthLayout
      title="Forgot password"
      subtitle="Enter your staff e-mail address and we will e-mail you a link to reset your password."
    >
      <form className="login-form" onSubmit={(e) => void handleSubmit(e)} noValidate>
        <EmailField
          id="forgot-email"
          label="Email"
          name="email"
          value={email}
          error={error}
          onValueChange={(value) => {
            setEmail(value);
            setServerError(undefined);
          }}
        />
        <Button
          type="submit"
          intent={Intent.PRIMARY}
          size="large"
          fill
          loading={pending}
          disabled={pending}
          text="Send reset link"
        />
      </form>
      <p className="login-card__footer">
        <Link to="/user/login">Back to login</Link>
      </p>
    </AuthLayout>
  );
}
