/**
 * /user/reset-password/:token (the e-mailed link), /user/reset/:token (the spec's form of it) and
 * /user/reset (access-and-administration §2
 * "Reset your Password", §4, §5, §7, §8): e-mail, password and confirmation; the token is the last
 * URL segment unless it is 'reset'. On success a success toast and the login page. Submitting is
 * blocked while the request is in flight; a refusal shows the server's message as an error toast
 * and its field messages under the fields (a bad link under the heading, with a way to ask anew).
 */
import { Button, Callout, Intent } from '@blueprintjs/core';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { type FormEvent, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { clearSession, getSessionProfile } from '../../app/session';
import { ResetPasswordDocument } from '../../generated/graphql';
import { showSuccess } from '../../shared/toaster';
import { AuthLayout } from './AuthLayout';
import { EmailField } from './EmailField';
import { PasswordField } from './PasswordField';
import { reportRecoveryFailure, reportUnsuccessful } from './recoveryFailure';
import {
  hasErrors,
  type ResetPasswordErrors,
  type ResetPasswordValues,
  validateResetPassword,
} from './validatePasswordRecovery';

/** §7: the token is the last segment of the URL, unless that segment is 'reset' (then none). */
export function resetTokenOf(pathname: string): string {
  const last = pathname.replace(/\/+$/, '').split('/').at(-1) ?? '';
  if (last === 'reset') return '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

type ServerErrors = ResetPasswordErrors & { token?: string };

/** What the §5 pattern asks, shown under the password until a message replaces it. */
const PASSWORD_HINT = 'At least 8 characters, with a lowercase and an uppercase letter, a digit and one of @$!%*?&.';

/** The Reset your Password screen. spec: access-and-administration §2 "Reset your Password". */
export function ResetPasswordPage() {
  const navigate = useNavigate();
  const client = useApolloClient();
  const token = resetTokenOf(useLocation().pathname);
  const [mutate, { loading }] = useMutation(ResetPasswordDocument);
  const inFlight = useRef(false);
  const [values, setValues] = useState<ResetPasswordValues>({ email: '', password: '', passwordConfirmation: '' });
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<ServerErrors>({});
  const [show, setShow] = useState(false);
  const local = submitted ? validateResetPassword(values) : {};
  const errors: ResetPasswordErrors = { ...local, ...stripUndefined(server) };

  function change(field: keyof ResetPasswordValues, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    setServer((s) => ({ ...s, [field]: undefined }));
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (inFlight.current || hasErrors(validateResetPassword(values))) return;
    inFlight.current = true;
    setServer({});
    const email = values.email.trim();
    try {
      const { data } = await mutate({
        variables: {
          input: { email, password: values.password, passwordConfirmation: values.passwordConfirmation, token },
        },
      });
      const answer = data?.resetPassword;
      if (!answer) return;
      if (!answer.success) {
        reportUnsuccessful(answer.message, 'Password reset');
        return;
      }
      // Every session of the account ended on the server: a stored login of it is dead now.
      if (getSessionProfile()?.email?.toLowerCase() === email.toLowerCase()) {
        clearSession();
        await client.clearStore();
      }
      void showSuccess(answer.message);
      await navigate('/user/login', { replace: true });
    } catch (failure) {
      setServer(reportRecoveryFailure(failure, 'Password reset'));
    } finally {
      inFlight.current = false;
    }
  }

  return (
    <AuthLayout title="Reset your Password" subtitle="Choose a new password for your staff account.">
      {server.token || !token ? (
        <Callout className="login-card__notice" intent={Intent.WARNING} icon="warning-sign" compact>
          {server.token ?? 'Open the link in your password reset e-mail to reset your password.'}{' '}
          <Link to="/user/forgot-password">Request a new link</Link>
        </Callout>
      ) : null}
      <form className="login-form" onSubmit={(e) => void handleSubmit(e)} noValidate>
        <EmailField
          id="reset-email"
          label="Email"
          name="email"
          value={values.email}
          error={errors.email}
          onValueChange={(v) => change('email', v)}
        />
        <PasswordField
          id="reset-password"
          label="Password"
          name="password"
          placeholder="New password"
          autoComplete="new-password"
          value={values.password}
          error={errors.password}
          hint={PASSWORD_HINT}
          onValueChange={(v) => change('password', v)}
          visible={show}
          onToggleVisible={() => setShow((v) => !v)}
          toggleLabel="passwords"
        />
        <PasswordField
          id="reset-password-confirmation"
          label="Confirm Password"
          name="passwordConfirmation"
          placeholder="New password again"
          autoComplete="new-password"
          value={values.passwordConfirmation}
          error={errors.passwordConfirmation}
          onValueChange={(v) => change('passwordConfirmation', v)}
          visible={show}
        />
        <Button
          type="submit"
          intent={Intent.PRIMARY}
          size="large"
          fill
          loading={loading}
          disabled={loading}
          text="Reset Password"
        />
      </form>
      <p className="login-card__footer">
        <Link to="/user/login">Back to login</Link>
      </p>
    </AuthLayout>
  );
}

/** The entries of `errors` that hold a message. */
function stripUndefined(errors: ServerErrors): ResetPasswordErrors {
  const out: ResetPasswordErrors = {};
  for (const key of ['email', 'password', 'passwordConfirmation'] as const) {
    if (errors[key]) out[key] = errors[key];
  }
  return out;
}
