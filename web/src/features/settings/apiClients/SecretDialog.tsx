/**
 * "Copy this secret now" (docs/integrators.md "Create an API client": a secret is shown once): the secret in a read-only
 * monospace field with a Copy button, the warning that it will not be shown again, and Done. Copy
 * uses the Clipboard API; where the browser refuses it, the field's text is selected for the
 * keyboard's copy. Only Done closes the dialog (no Escape, no outside click: the secret is not lost
 * by a stray key).
 */
import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { type ReactNode, useId, useRef, useState } from 'react';

/** A secret to show once, and what it belongs to. */
export interface ShownSecret {
  secret: string;
  /** One line naming what the secret is for. */
  description: ReactNode;
  /** The field's label ("Secret", "Signing secret"). */
  label: string;
}

interface SecretDialogProps {
  /** The secret to show; null: closed. */
  shown: ShownSecret | null;
  onDone: () => void;
}

type CopyState = 'idle' | 'copied' | 'selected';

/** Shows a secret once, with Copy and Done. */
export function SecretDialog({ shown, onDone }: SecretDialogProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<CopyState>('idle');
  const fieldId = useId();

  const selectField = () => {
    inputRef.current?.focus();
    inputRef.current?.select();
  };

  const copySecret = async () => {
    if (!shown) return;
    try {
      if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
      await navigator.clipboard.writeText(shown.secret);
      setCopy('copied');
    } catch {
      // the Clipboard API is missing or refused (an insecure page, a denied permission): select it
      selectField();
      setCopy('selected');
    }
  };

  const done = () => {
    setCopy('idle');
    onDone();
  };

  return (
    <Dialog
      isOpen={shown !== null}
      title="Copy this secret now"
      icon="key"
      onClose={done}
      canEscapeKeyClose={false}
      canOutsideClickClose={false}
      isCloseButtonShown={false}
      className="secret-dialog"
    >
      <DialogBody>
        {shown && (
          <>
            <p>{shown.description}</p>
            <FormGroup label={shown.label} labelFor={fieldId}>
              <InputGroup
                id={fieldId}
                inputRef={inputRef}
                readOnly
                autoFocus
                value={shown.secret}
                className="secret-dialog__field"
                onFocus={(e) => e.currentTarget.select()}
                rightElement={
                  <Button
                    variant="minimal"
                    icon={copy === 'copied' ? 'tick' : 'duplicate'}
                    text={copy === 'copied' ? 'Copied' : 'Copy'}
                    onClick={() => void copySecret()}
                  />
                }
              />
            </FormGroup>
            <p className="secret-dialog__status" aria-live="polite">
              {copy === 'copied' && 'Copied to the clipboard.'}
              {copy === 'selected' && 'The secret is selected: press Ctrl+C (⌘C on a Mac) to copy it.'}
            </p>
            <Callout intent={Intent.WARNING} icon="warning-sign">
              It will not be shown again. Store it where your integration keeps its secrets.
            </Callout>
          </>
        )}
      </DialogBody>
      <DialogFooter actions={<Button intent={Intent.PRIMARY} text="Done" onClick={done} />} />
    </Dialog>
  );
}
