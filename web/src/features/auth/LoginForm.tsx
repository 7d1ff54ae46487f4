/** The login form: username (e-mail), password, 'Keep me signed in', 'Forgot password'. */
import { Button, Checkbox, FormGroup, InputGroup, Intent, PopoverInteractionKind, PopoverNext } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
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
      <FormGroup
        label="Username"
        labelFor="login-username"
        helperText={errors.username}
        intent={errors.username ? Intent.DANGER : Intent.NONE}
      >
        <InputGroup
          id="login-username"
          name="username"
          type="email"
          size="large"
          leftIcon="envelope"
          placeholder="name@college.edu.au"
          autoComplete="username"
          autoFocus
          value={username}
          intent={errors.username ? Intent.DANGER : Intent.NONE}
          onValueChange={setUsername}
        />
      </FormGroup>
      <FormGroup
        label="Password"
        labelFor="login-password"
        helperText={errors.password}
        intent={errors.password ? Intent.DANGER : Intent.NONE}
      >
        <InputGroup
          id="login-password"
          name="password"
          type={showPassword ? 'text' : 'password'}
          size="large"
          leftIcon="lock"
          placeholder="Password"
          autoComplete="current-password"
          value={password}
          intent={errors.password ? Intent.DANGER : Intent.NONE}
          onValueChange={setPassword}
          rightElement={
            <Button
              variant="minimal"
              icon={showPassword ? 'eye-off' : 'eye-open'}
              aria-label={showPassword ? 'Hide password' : 'Show password'}
              onClick={() => setShowPassword((v) => !v)}
            />
          }
        />
      </FormGroup>
      <div className="login-form__row">
        <Checkbox label="Keep me signed in" checked={keep} onChange={(e) => setKeep(e.currentTarget.checked)} />
        <PopoverNext
          content="Ask your administrator to reset your password"
          placement="top"
          interactionKind={PopoverInteractionKind.HOVER_TARGET_ONLY}
          popoverClassName="bp6-tooltip"
          openOnTargetFocus
        >
          <span className="login-form__forgot" aria-disabled="true" tabIndex={0}>
            Forgot password
          </span>
        </PopoverNext>
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
