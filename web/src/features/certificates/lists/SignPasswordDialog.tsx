/** Password prompt before bulk signing when the viewer's password security is on. */
import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';

interface SignPasswordDialogProps {
  isOpen: boolean;
  count: number;
  signing: boolean;
  onClose: () => void;
  onSign: (password: string) => void;
}

export function SignPasswordDialog({ isOpen, count, signing, onClose, onSign }: SignPasswordDialogProps) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (signing) return;
    if (!password) {
      setError('Please Enter Password');
      return;
    }
    onSign(password);
  }

  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      onClosed={() => {
        setPassword('');
        setError(null);
      }}
      title="Confirm your password"
      icon="lock"
    >
      <form onSubmit={submit} noValidate>
        <DialogBody>
          <p>
            Enter your password to sign {count} certificate{count === 1 ? '' : 's'}.
          </p>
          <FormGroup label="Password" labelFor="sign-password" helperText={error} intent={error ? Intent.DANGER : Intent.NONE}>
            <InputGroup
              id="sign-password"
              type="password"
              autoFocus
              autoComplete="current-password"
              value={password}
              intent={error ? Intent.DANGER : Intent.NONE}
              onValueChange={(v) => {
                setPassword(v);
                if (v) setError(null);
              }}
            />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Cancel" onClick={onClose} disabled={signing} />
              <Button type="submit" intent={Intent.PRIMARY} icon="draw" text="Sign" loading={signing} disabled={signing} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
