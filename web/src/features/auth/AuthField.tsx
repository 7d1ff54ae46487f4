/**
 * A field of the public account forms — login, forgot and reset password (spec:
 * access-and-administration §2, §5): a large input under its label, red with its message under it
 * when `error` is set, else with an optional hint.
 */
import { FormGroup, InputGroup, type InputGroupProps, Intent } from '@blueprintjs/core';

export interface AuthFieldProps extends Omit<InputGroupProps, 'id' | 'size' | 'intent'> {
  id: string;
  label: string;
  /** The field's message (client or server); the field turns red. */
  error?: string;
  /** Shown under the field while there is no message. */
  hint?: string;
}

/** One labelled field of an account form. */
export function AuthField({ id, label, error, hint, ...input }: AuthFieldProps) {
  const intent = error ? Intent.DANGER : Intent.NONE;
  return (
    <FormGroup label={label} labelFor={id} helperText={error ?? hint} intent={intent}>
      <InputGroup id={id} size="large" intent={intent} {...input} />
    </FormGroup>
  );
}
