/** The e-mail field of the account forms (login's Username, forgot and reset password's Email). */
import { AuthField, type AuthFieldProps } from './AuthField';

/** A staff e-mail address field, focused when the page opens. spec: access-and-administration §2, §5. */
export function EmailField(props: Omit<AuthFieldProps, 'type' | 'leftIcon' | 'placeholder' | 'autoComplete'>) {
  return (
    <AuthField
      type="email"
      leftIcon="envelope"
      placeholder="name@college.edu.au"
      autoComplete="username"
      autoFocus
      {...props}
    />
  );
}
