/**
 * A confirmation before a workflow action (issue, sign without password security; the comment
 * dialog puts its field in `children`): the question, Cancel and the action's button, which spins and takes no second click
 * while the action runs (docs/product.md "Dashboard, register and exports"). `onConfirm` resolves true to close,
 * false to stay open (a refused field, a failed action).
 * spec: certificate-workflow §4, §5.
 */
import { Dialog, type IconName, Intent } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { DialogForm } from '../../../shared/DialogForm';
import { useSubmitOnce } from '../../../shared/useSubmitOnce';

export interface ConfirmDialogProps {
  isOpen: boolean;
  title: string;
  icon?: IconName;
  /** The confirm button's text, e.g. 'Issue Certificate'. */
  confirmText: string;
  intent?: Intent;
  /** The question, naming what the action applies to. */
  children: ReactNode;
  onConfirm: () => Promise<boolean>;
  onClose: () => void;
}

/** A yes/no dialog for a workflow action. */
export function ConfirmDialog({
  isOpen,
  title,
  icon,
  confirmText,
  intent = Intent.PRIMARY,
  children,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { pending, run } = useSubmitOnce();
  const confirm = async () => {
    await run(async () => {
      if (await onConfirm()) onClose();
    });
  };
  return (
    <Dialog isOpen={isOpen} onClose={pending ? undefined : onClose} title={title} icon={icon}>
      <DialogForm
        onSubmit={() => void confirm()}
        onCancel={onClose}
        submitText={confirmText}
        submitIcon={icon}
        submitIntent={intent}
        pending={pending}
      >
        {children}
      </DialogForm>
    </Dialog>
  );
}
