/**
 * A dialog asking for a required comment (reject, cancel, reprint request, reprint decisions):
 * empty → 'Please add comment' (spec: certificate-workflow §5 Comments). `onConfirm` resolves true
 * to close the dialog.
 */
import { useEffect, useState } from 'react';
import { FormGroup, Intent, TextArea, type IconName } from '@blueprintjs/core';
import { ConfirmDialog } from './ConfirmDialog';

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

  useEffect(() => {
    if (isOpen) {
      setComment('');
      setError(null);
    }
  }, [isOpen]);

  /** Refuses an empty required comment (the dialog stays open); else runs the action. */
  const confirm = async () => {
    if (required && comment.trim() === '') {
      setError(COMMENT_REQUIRED);
      return false;
    }
    return onConfirm(comment.trim());
  };

  return (
    <ConfirmDialog
      isOpen={isOpen}
      title={title}
      icon={icon}
      confirmText={confirmText}
      intent={intent}
      onConfirm={confirm}
      onClose={onClose}
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
    </ConfirmDialog>
  );
}
