/**
 * Approve a requested certificate (spec: certificate-workflow §4, §5): a required comment ('Please add
 * comment'); with fee confirmation on, a Paid / Not Paid choice ('Please select an option'); the
 * student-portal assessment report link when the certificate has one (spec §1).
 */
import { useEffect, useState } from 'react';
import { AnchorButton, Dialog, FormGroup, Intent, Radio, RadioGroup, TextArea } from '@blueprintjs/core';
import type { FeeStatus } from '../../../generated/graphql';
import { DialogForm } from '../../../shared/DialogForm';
import { useSubmitOnce } from '../../../shared/useSubmitOnce';
import { COMMENT_REQUIRED } from './CommentDialog';

export const FEE_OPTION_REQUIRED = 'Please select an option';

export interface ApproveValues {
  comment: string;
  feeStatus: FeeStatus | null;
}

export interface ApproveDialogProps {
  isOpen: boolean;
  /** 'Approve and Sign' when the template skips signing. */
  skipSign: boolean;
  feeConfirmationRequired: boolean;
  assessmentReportUrl?: string | null;
  studentName?: string;
  onConfirm: (values: ApproveValues) => Promise<boolean>;
  onClose: () => void;
}

/** The approve dialog: its first field (fee status, else the comment) focused on opening; one approval at a time. */
export function ApproveDialog({
  isOpen,
  skipSign,
  feeConfirmationRequired,
  assessmentReportUrl,
  studentName,
  onConfirm,
  onClose,
}: ApproveDialogProps) {
  const [comment, setComment] = useState('');
  const [feeStatus, setFeeStatus] = useState<FeeStatus | null>(null);
  const [errors, setErrors] = useState<{ comment?: string; fee?: string }>({});
  const { pending, running, run } = useSubmitOnce();
  const title = skipSign ? 'Approve and Sign' : 'Approve';

  useEffect(() => {
    if (isOpen) {
      setComment('');
      setFeeStatus(null);
      setErrors({});
    }
  }, [isOpen]);

  const confirm = async () => {
    if (running()) return;
    const next: { comment?: string; fee?: string } = {};
    if (comment.trim() === '') next.comment = COMMENT_REQUIRED;
    if (feeConfirmationRequired && feeStatus === null) next.fee = FEE_OPTION_REQUIRED;
    setErrors(next);
    if (next.comment || next.fee) return;
    await run(async () => {
      if (await onConfirm({ comment: comment.trim(), feeStatus: feeConfirmationRequired ? feeStatus : null }))
        onClose();
    });
  };

  return (
    <Dialog isOpen={isOpen} onClose={pending ? undefined : onClose} title={title} icon="endorsed">
      <DialogForm
        onSubmit={() => void confirm()}
        onCancel={onClose}
        submitText={title}
        submitIcon="tick"
        submitIntent={Intent.SUCCESS}
        pending={pending}
      >
        {studentName && (
          <p className="certify-dialog-description">
            {skipSign ? 'Approving also signs this certificate for ' : 'Approve the certificate request for '}
            <strong>{studentName}</strong>.
          </p>
        )}
        {assessmentReportUrl && (
          <div className="certify-dialog-link">
            <AnchorButton
              href={assessmentReportUrl}
              target="_blank"
              rel="noopener noreferrer"
              icon="document-open"
              endIcon="share"
              variant="outlined"
              text="View assessment report"
            />
          </div>
        )}
        {feeConfirmationRequired && (
          <FormGroup
            label="Fee status"
            labelInfo="*"
            intent={errors.fee ? Intent.DANGER : Intent.NONE}
            helperText={errors.fee}
          >
            <RadioGroup
              inline
              name="certify-fee-status"
              selectedValue={feeStatus ?? undefined}
              onChange={(e) => {
                setFeeStatus(e.currentTarget.value as FeeStatus);
                setErrors((prev) => ({ ...prev, fee: undefined }));
              }}
            >
              <Radio label="Paid" value="PAID" autoFocus />
              <Radio label="Not Paid" value="NOT_PAID" />
            </RadioGroup>
          </FormGroup>
        )}
        <FormGroup
          label="Comment"
          labelFor="certify-approve-comment"
          labelInfo="*"
          intent={errors.comment ? Intent.DANGER : Intent.NONE}
          helperText={errors.comment}
        >
          <TextArea
            id="certify-approve-comment"
            fill
            autoResize
            autoFocus={!feeConfirmationRequired}
            rows={3}
            value={comment}
            intent={errors.comment ? Intent.DANGER : Intent.NONE}
            onChange={(e) => {
              setComment(e.currentTarget.value);
              if (e.currentTarget.value.trim()) setErrors((prev) => ({ ...prev, comment: undefined }));
            }}
          />
        </FormGroup>
      </DialogForm>
    </Dialog>
  );
}
