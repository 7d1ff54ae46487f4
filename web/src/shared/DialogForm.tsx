/**
 * The form of a dialog that submits: its body, then Cancel and the submit button (a spinner and no
 * second submission while pending). Render it inside a Blueprint `Dialog`, with `useSubmitOnce` for
 * `pending` (docs/product.md "Dashboard, register and exports": a second click while the mutation runs does nothing),
 * and `autoFocus` on the body's first field (the dialog opens with it focused).
 */
import { Button, DialogBody, DialogFooter, type IconName, Intent } from '@blueprintjs/core';
import type { ReactNode } from 'react';

interface DialogFormProps {
  /** Called on submit (Enter or the submit button); the browser's own submission is prevented. */
  onSubmit: () => void;
  onCancel: () => void;
  /** The submit button's text and icon. */
  submitText: string;
  submitIcon?: IconName;
  /** The submit button's intent (primary by default; danger for destructive actions). */
  submitIntent?: Intent;
  /** True while the submission runs: Cancel is disabled and the submit button spins. */
  pending: boolean;
  /** The submit button is disabled (e.g. while the choices load). */
  submitDisabled?: boolean;
  children: ReactNode;
}

/** A dialog's form with its Cancel / submit footer. */
export function DialogForm({
  onSubmit,
  onCancel,
  submitText,
  submitIcon,
  submitIntent = Intent.PRIMARY,
  pending,
  submitDisabled,
  children,
}: DialogFormProps) {
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <DialogBody>{children}</DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancel" onClick={onCancel} disabled={pending} />
            <Button
              type="submit"
              text={submitText}
              intent={submitIntent}
              icon={submitIcon}
              loading={pending}
              disabled={pending || submitDisabled}
            />
          </>
        }
      />
    </form>
  );
}
