/**
 * The form of a dialog that submits: its body, then Cancel and the submit button (a spinner and no
 * second submission while pending). Render it inside a Blueprint `Dialog`.
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
              intent={Intent.PRIMARY}
              icon={submitIcon}
              loading={pending}
              disabled={submitDisabled}
            />
          </>
        }
      />
    </form>
  );
}
