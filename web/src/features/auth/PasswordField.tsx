/** A password field of the account forms, with an optional show / hide button. */
import { Button } from '@blueprintjs/core';
import { AuthField, type AuthFieldProps } from './AuthField';

interface PasswordFieldProps extends Omit<AuthFieldProps, 'type' | 'leftIcon' | 'rightElement'> {
  /** The password is shown as text. */
  visible: boolean;
  /** With it, an eye button at the right toggles `visible`; `toggleLabel` names what it shows. */
  onToggleVisible?: () => void;
  toggleLabel?: 'password' | 'passwords';
}

/** A password field. spec: access-and-administration §2 "Login page", "Reset your Password". */
export function PasswordField({ visible, onToggleVisible, toggleLabel = 'password', ...props }: PasswordFieldProps) {
  return (
    <AuthField
      type={visible ? 'text' : 'password'}
      leftIcon="lock"
      rightElement={
        onToggleVisible && (
          <Button
            variant="minimal"
            icon={visible ? 'eye-off' : 'eye-open'}
            aria-label={`${visible ? 'Hide' : 'Show'} ${toggleLabel}`}
            onClick={onToggleVisible}
          />
        )
      }
      {...props}
    />
  );
}
