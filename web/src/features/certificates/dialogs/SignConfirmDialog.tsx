/**
 * Confirmation before signing when the viewer's password security is off (spec: certificate-workflow
 * §4 "otherwise a confirmation is asked"). Reusable for BULK SIGN: pass `count`.
 */
import { useState } from 'react';
import { Button, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';

export interface SignConfirmDialogProps {
  isOpen: boolean;
  /** Number of certificates to sign (default 1). */
  count?: number;
  onConfirm: () => Promise<boolean>;
  onClose: () => void;
}

export function SignConfirmDialog({ isOpen, count = 1, onConfirm, onClose }: SignConfirmDialogProps) {
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    if (pending) return;
    setPending(true);
    try {
      if (await onConfirm()) onClose();
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog isOpen={isOpen} onClose={pending ? undefined : onClose} title="Sign certificate" icon="draw">
      <DialogBody>
        <p>
          {count === 1
            ? 'Your stored signature will be applied to this certificate.'
            : `Your stored signature will be applied to ${count} certificates.`}{' '}
          Do you want to sign?
        </p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancel" onClick={onClose} disabled={pending} />
            <Button text="Sign" intent={Intent.PRIMARY} icon="draw" loading={pending} onClick={() => void confirm()} />
          </>
        }
      />
    </Dialog>
  );
}
