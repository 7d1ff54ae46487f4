/**
 * Confirmation before signing when the viewer's password security is off (spec: certificate-workflow
 * §4 "otherwise a confirmation is asked"). Reusable for BULK SIGN: pass `count`.
 */
import { Intent } from '@blueprintjs/core';
import { ConfirmDialog } from './ConfirmDialog';

export interface SignConfirmDialogProps {
  isOpen: boolean;
  /** Number of certificates to sign (default 1). */
  count?: number;
  onConfirm: () => Promise<boolean>;
  onClose: () => void;
}

/** 'Do you want to sign?' with the number of certificates; Sign runs once. */
export function SignConfirmDialog({ isOpen, count = 1, onConfirm, onClose }: SignConfirmDialogProps) {
  return (
    <ConfirmDialog
      isOpen={isOpen}
      title="Sign certificate"
      icon="draw"
      confirmText="Sign"
      intent={Intent.PRIMARY}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p>
        {count === 1
          ? 'Your stored signature will be applied to this certificate.'
          : `Your stored signature will be applied to ${count} certificates.`}{' '}
        Do you want to sign?
      </p>
    </ConfirmDialog>
  );
}
