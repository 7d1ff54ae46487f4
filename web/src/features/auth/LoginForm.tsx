/**
 * The login form: username (e-mail), password, 'Keep me signed in', and the 'Forgot password' link to
 * /user/forgot-password. spec: access-and-administration §2 "Login page", §5.
 */
import { Button, Checkbox, Intent } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { EmailField } from './EmailField';
import { PasswordField } from './PasswordField';
import { validateLogin, type LoginErrors } from './validateLogin';
import type { LoginRequest } from './useLogin';

interface LoginFormProps {
  onSubmit: (request: LoginRequest) => void;
  submitting: boolean;
}

export function LoginForm({ onSubmit, submitting }: LoginFormProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [keep, setKeep] = useState(true);
  const [showPassword, setShowPassword] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const errors: LoginErrors = submitted ? validateLogin({ username, password }) : {};

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (submitting) return;
    const found = validateLogin({ username, password });
    if (found.username || found.password) return;
    onSubmit({ email: username, password, keep });
  }

  return (
    <form className="login-form" onSubmit={handleSubmit} noValidate>
      <EmailField
        id="login-username"
        label="Username"
        name="username"
        value={username}
        error={errors.username}
        onValueChange={setUsername}
      />
      <PasswordField
        id="login-password"
        label="Password"
        name="password"
        placeholder="Password"
        autoComplete="current-password"
        value={password}
        error={errors.password}
        onValueChange={setPassword}
        visible={showPassword}
        onToggleVisible={() => setShowPassword((v) => !v)}
      />
      <div className="login-form__row">
        <Checkbox label="Keep me signed in" checked={keep} onChange={(e) => setKeep(e.currentTarget.checked)} />
        <Link className="login-form__forgot" to="/user/forgot-password">
          Forgot password
        </Link>
      </div>
      <Button
        type="submit"
        intent={Intent.PRIMARY}
        size="large"
        fill
        loading={submitting}
        disabled={submitting}
        text="Login"
      />
    </form>
  );
}
