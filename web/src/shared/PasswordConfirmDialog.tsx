/**
 * Asks for the viewer's password before an action that needs it: signing with password security on
 * (certificate-workflow §4, §5) and turning password security off (access-and-administration §2
 * "User Configuration Settings", §6). An empty password is 'Please Enter Password'; the action's
 * own refusal (e.g. a wrong password) comes back from `onConfirm`.
 */
import { useEffect, useState } from 'react';
import { Dialog, FormGroup, type IconName, InputGroup, Intent } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { DialogForm } from './DialogForm';
import { useSubmitOnce } from './useSubmitOnce';

export const PASSWORD_REQUIRED = 'Please Enter Password';

export interface PasswordConfirmDialogProps {
  isOpen: boolean;
  /** Why the password is asked, above the field. */
  description: ReactNode;
  /** The id of the password input (its label points at it). */
  inputId: string;
  confirmText: string;
  confirmIcon: IconName;
  /**
   * Runs the action with the password. Resolves true when done (the dialog closes); false, or a
   * message to show under the field, to stay open (the password is cleared).
   */
  onConfirm: (password: string) => Promise<boolean | string>;
  onClose: () => void;
}

/** The small password dialog. */
export function PasswordConfirmDialog({
  isOpen,
  description,
  inputId,
  confirmText,
  confirmIcon,
  onConfirm,
  onClose,
}: PasswordConfirmDialogProps) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { pending, running, run } = useSubmitOnce();

  useEffect(() => {
    if (isOpen) {
      setPassword('');
      setError(null);
    }
  }, [isOpen]);

  const confirm = async () => {
    if (running()) return;
    if (password === '') {
      setError(PASSWORD_REQUIRED);
      return;
    }
    await run(async () => {
      const outcome = await onConfirm(password);
      if (outcome === true) onClose();
      else {
        if (typeof outcome === 'string') setError(outcome);
        setPassword('');
      }
    });
  };

  return (
    <Dialog isOpen={isOpen} onClose={pending ? undefined : onClose} title="Confirm your password" icon="lock">
      <DialogForm
        onSubmit={() => void confirm()}
        onCancel={onClose}
        submitText={confirmText}
        submitIcon={confirmIcon}
        pending={pending}
      >
        <p>{description}</p>
        <FormGroup label="Password" labelFor={inputId} intent={error ? Intent.DANGER : Intent.NONE} helperText={error}>
          <InputGroup
            id={inputId}
            type="password"
            autoFocus
            autoComplete="current-password"
            value={password}
            intent={error ? Intent.DANGER : Intent.NONE}
            onValueChange={(value) => {
              setPassword(value);
              if (value) setError(null);
            }}
          />
        </FormGroup>
      </DialogForm>
    </Dialog>
  );
}
