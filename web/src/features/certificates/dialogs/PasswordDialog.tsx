/**
 * Password check before signing when the viewer's password security is on (spec: certificate-workflow
 * §4, §5 'Please Enter Password'). The password is sent with `signCertificates`; a wrong password
 * comes back as the server's message. Reusable for BULK SIGN: pass `count`.
 */
import { useEffect, useState } from 'react';
import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup, Intent } from '@blueprintjs/core';

export const PASSWORD_REQUIRED = 'Please Enter Password';

export interface PasswordDialogProps {
  isOpen: boolean;
  count?: number;
  /** Resolves true to close (signed), false to stay open (e.g. wrong password). */
  onConfirm: (password: string) => Promise<boolean>;
  onClose: () => void;
}

export function PasswordDialog({ isOpen, count = 1, onConfirm, onClose }: PasswordDialogProps) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (isOpen) {
      setPassword('');
      setError(null);
    }
  }, [isOpen]);

  const confirm = async (event?: React.FormEvent) => {
    event?.preventDefault();
    if (pending) return;
    if (password === '') {
      setError(PASSWORD_REQUIRED);
      return;
    }
    setPending(true);
    try {
      if (await onConfirm(password)) onClose();
      else setPassword('');
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog isOpen={isOpen} onClose={pending ? undefined : onClose} title="Confirm your password" icon="lock">
      <form onSubmit={(e) => void confirm(e)}>
        <DialogBody>
          <p>{count === 1 ? 'Signing this certificate needs your password.' : `Signing ${count} certificates needs your password.`}</p>
          <FormGroup label="Password" labelFor="certify-sign-password" intent={error ? Intent.DANGER : Intent.NONE} helperText={error}>
            <InputGroup
              id="certify-sign-password"
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
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Cancel" onClick={onClose} disabled={pending} />
              <Button type="submit" text="Sign" intent={Intent.PRIMARY} icon="draw" loading={pending} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
