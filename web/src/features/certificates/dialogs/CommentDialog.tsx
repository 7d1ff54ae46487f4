/**
 * A dialog asking for a required comment (reject, cancel, reprint request, reprint decisions):
 * empty → 'Please add comment' (spec: certificate-workflow §5 Comments). `onConfirm` resolves true
 * to close the dialog.
 */
import { useEffect, useState } from 'react';
import { Dialog, FormGroup, Intent, TextArea, type IconName } from '@blueprintjs/core';
import { DialogForm } from '../../../shared/DialogForm';
import { useSubmitOnce } from '../../../shared/useSubmitOnce';

export const COMMENT_REQUIRED = 'Please add comment';

export interface CommentDialogProps {
  isOpen: boolean;
  title: string;
  /** Label of the comment field, e.g. 'Reason for rejection'. */
  label: string;
  confirmText: string;
  intent?: Intent;
  icon?: IconName;
  /** Whether an empty comment is refused (default true). */
  required?: boolean;
  /** Text above the field. */
  description?: React.ReactNode;
  onConfirm: (comment: string) => Promise<boolean>;
  onClose: () => void;
}

/** The comment dialog: the comment field focused on opening; one confirmation at a time. */
export function CommentDialog({
  isOpen,
  title,
  label,
  confirmText,
  intent = Intent.PRIMARY,
  icon,
  required = true,
  description,
  onConfirm,
  onClose,
}: CommentDialogProps) {
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { pending, running, run } = useSubmitOnce();

  useEffect(() => {
    if (isOpen) {
      setComment('');
      setError(null);
    }
  }, [isOpen]);

  const confirm = async () => {
    if (running()) return;
    if (required && comment.trim() === '') {
      setError(COMMENT_REQUIRED);
      return;
    }
    await run(async () => {
      if (await onConfirm(comment.trim())) onClose();
    });
  };

  return (
    <Dialog isOpen={isOpen} onClose={pending ? undefined : onClose} title={title} icon={icon}>
      <DialogForm
        onSubmit={() => void confirm()}
        onCancel={onClose}
        submitText={confirmText}
        submitIntent={intent}
        pending={pending}
      >
        {description && <div className="certify-dialog-description">{description}</div>}
        <FormGroup
          label={label}
          labelFor="certify-comment"
          labelInfo={required ? '*' : '(optional)'}
          intent={error ? Intent.DANGER : Intent.NONE}
          helperText={error}
        >
          <TextArea
            id="certify-comment"
            fill
            autoResize
            autoFocus
            rows={3}
            value={comment}
            intent={error ? Intent.DANGER : Intent.NONE}
            onChange={(e) => {
              setComment(e.currentTarget.value);
              if (error && e.currentTarget.value.trim()) setError(null);
            }}
          />
        </FormGroup>
      </DialogForm>
    </Dialog>
  );
}
