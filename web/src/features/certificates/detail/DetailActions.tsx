/**
 * The action buttons of a detail page and their dialogs. Which buttons show comes from the server
 * (`certificate.availableActions`, `viewerCanSign`) intersected with the page's configured actions;
 * the client never re-implements the workflow rules (DESIGN.md "GraphQL conventions"). Each
 * mutation's payload carries the certificate with the detail page's fragment, so Apollo updates the
 * cached certificate and the page shows its new state without fetching it again; every button that
 * runs a mutation spins and takes no second click meanwhile (docs/product.md "Dashboard, register and exports").
 * Issuing, like cancelling, asks first.
 * spec: certificate-workflow §2 "Certificate detail / preview / sign pages", §4, §5, §8.
 */
import { useState } from 'react';
import { Button, Intent } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import {
  AppSettingsDocument,
  ApproveCertificateDocument,
  ApproveReprintDocument,
  CancelCertificateDocument,
  IssueCertificateDocument,
  RejectCertificateDocument,
  RejectReprintDocument,
  RequestReprintDocument,
  type CertificateAction,
  type CertificateDetailFragment,
} from '../../../generated/graphql';
import { useViewer } from '../../../app/useViewer';
import { ApproveDialog } from '../dialogs/ApproveDialog';
import { CommentDialog } from '../dialogs/CommentDialog';
import { ConfirmDialog } from '../dialogs/ConfirmDialog';
import { SignatureMissingDialog } from '../dialogs/SignatureMissingDialog';
import { evictCertificateLists } from '../dialogs/evictCertificateLists';
import { runWorkflowAction } from '../dialogs/runWorkflowAction';
import { usePrintCertificates } from '../print/usePrintCertificates';
import type { DetailPageConfig } from './detailPages';
import { visibleActions } from './visibleActions';

type CommentAction = 'REJECT' | 'CANCEL' | 'REQUEST_REPRINT' | 'APPROVE_REPRINT' | 'REJECT_REPRINT';
type OpenDialog = 'APPROVE' | 'ISSUE' | 'SIGNATURE_MISSING' | CommentAction | null;

const COMMENT_DIALOGS: Record<
  CommentAction,
  {
    title: string;
    label: string;
    confirmText: string;
    intent: Intent;
    required: boolean;
    icon: 'cross' | 'disable' | 'repeat' | 'tick';
  }
> = {
  REJECT: {
    title: 'Reject certificate request',
    label: 'Reason for rejection',
    confirmText: 'Reject',
    intent: Intent.DANGER,
    required: true,
    icon: 'cross',
  },
  CANCEL: {
    title: 'Cancel certificate',
    label: 'Reason for cancellation',
    confirmText: 'Cancel Certificate',
    intent: Intent.DANGER,
    required: true,
    icon: 'disable',
  },
  REQUEST_REPRINT: {
    title: 'Reprint request',
    label: 'Why does this certificate need a reprint?',
    confirmText: 'Request Reprint',
    intent: Intent.PRIMARY,
    required: true,
    icon: 'repeat',
  },
  APPROVE_REPRINT: {
    title: 'Approve reprint request',
    label: 'Comment',
    confirmText: 'Approve',
    intent: Intent.SUCCESS,
    required: false,
    icon: 'tick',
  },
  REJECT_REPRINT: {
    title: 'Reject reprint request',
    label: 'Reason for rejection',
    confirmText: 'Reject',
    intent: Intent.DANGER,
    required: true,
    icon: 'cross',
  },
};

interface DetailActionsProps {
  certificate: CertificateDetailFragment;
  config: DetailPageConfig;
  onBack: () => void;
}

/** The detail page's action buttons and their dialogs. */
export function DetailActions({ certificate, config, onBack }: DetailActionsProps) {
  const navigate = useNavigate();
  const { viewer } = useViewer();
  const { data: settings } = useQuery(AppSettingsDocument, { fetchPolicy: 'cache-first' });
  const [open, setOpen] = useState<OpenDialog>(null);
  /** Actions taken on this certificate from this page: their buttons hide at once (spec §2). */
  const [acted, setActed] = useState<ReadonlySet<CertificateAction>>(new Set());
  const { print, pending: printing, dialog: printDialog } = usePrintCertificates();

  const mutationOptions = { update: evictCertificateLists };
  const [approve] = useMutation(ApproveCertificateDocument, mutationOptions);
  const [reject] = useMutation(RejectCertificateDocument, mutationOptions);
  const [issue] = useMutation(IssueCertificateDocument, mutationOptions);
  const [cancel] = useMutation(CancelCertificateDocument, mutationOptions);
  const [requestReprint] = useMutation(RequestReprintDocument, mutationOptions);
  const [approveReprint] = useMutation(ApproveReprintDocument, mutationOptions);
  const [rejectReprint] = useMutation(RejectReprintDocument, mutationOptions);

  const id = certificate.id;
  const actions = visibleActions(certificate, config, acted);

  const done = (action: CertificateAction, ok: boolean) => {
    if (!ok) return false;
    const hidden: CertificateAction[] = action === 'APPROVE' || action === 'REJECT' ? ['APPROVE', 'REJECT'] : [action];
    setActed((prev) => new Set([...prev, ...hidden]));
    // the payload has already updated the cached certificate this page shows
    if (config.backAfterAction) onBack();
    return true;
  };

  /** Runs the comment dialog's mutation for `action`; answers the server's message. */
  const runCommentMutation = async (action: CommentAction, comment: string): Promise<string | undefined> => {
    switch (action) {
      case 'REJECT':
        return (await reject({ variables: { input: { id, comment } } })).data?.rejectCertificate.message;
      case 'CANCEL':
        return (await cancel({ variables: { input: { id, comment } } })).data?.cancelCertificate.message;
      case 'REQUEST_REPRINT':
        return (await requestReprint({ variables: { input: { id, comment } } })).data?.requestReprint.message;
      case 'APPROVE_REPRINT':
        return (await approveReprint({ variables: { input: { id, comment: comment || null } } })).data?.approveReprint
          .message;
      case 'REJECT_REPRINT':
        return (await rejectReprint({ variables: { input: { id, comment } } })).data?.rejectReprint.message;
    }
  };

  const startSign = () => {
    if (!viewer?.hasSignature) setOpen('SIGNATURE_MISSING');
    else navigate(`/certificates/${config.listPath}/${id}/sign`, { state: { certificateId: id } });
  };

  const doIssue = async () =>
    done(
      'ISSUE',
      await runWorkflowAction(
        async () => (await issue({ variables: { input: { id } } })).data?.issueCertificate.message,
      ),
    );

  const doPrint = async (kind: 'PRINT' | 'REPRINT') => done(kind, await print([id], kind));

  const buttons: Record<CertificateAction, React.ReactNode> = {
    APPROVE: (
      <Button
        key="APPROVE"
        intent={Intent.SUCCESS}
        icon="endorsed"
        text={certificate.template.skipSign ? 'Approve and Sign' : 'Approve'}
        onClick={() => setOpen('APPROVE')}
      />
    ),
    REJECT: (
      <Button
        key="REJECT"
        intent={Intent.DANGER}
        variant="outlined"
        icon="cross"
        text="Reject"
        onClick={() => setOpen('REJECT')}
      />
    ),
    SIGN: <Button key="SIGN" intent={Intent.PRIMARY} icon="draw" text="Sign" onClick={startSign} />,
    ISSUE: (
      <Button
        key="ISSUE"
        intent={Intent.SUCCESS}
        icon="confirm"
        text="Issue Certificate"
        onClick={() => setOpen('ISSUE')}
      />
    ),
    CANCEL: (
      <Button
        key="CANCEL"
        intent={Intent.DANGER}
        variant="outlined"
        icon="disable"
        text="Cancel Certificate"
        onClick={() => setOpen('CANCEL')}
      />
    ),
    PRINT: (
      <Button
        key="PRINT"
        intent={Intent.PRIMARY}
        icon="print"
        text="Print"
        loading={printing}
        onClick={() => void doPrint('PRINT')}
      />
    ),
    REPRINT: (
      <Button
        key="REPRINT"
        intent={Intent.PRIMARY}
        icon="print"
        text="Reprint"
        loading={printing}
        onClick={() => void doPrint('REPRINT')}
      />
    ),
    REQUEST_REPRINT: (
      <Button
        key="REQUEST_REPRINT"
        intent={Intent.PRIMARY}
        variant="outlined"
        icon="repeat"
        text="Reprint Request"
        onClick={() => setOpen('REQUEST_REPRINT')}
      />
    ),
    APPROVE_REPRINT: (
      <Button
        key="APPROVE_REPRINT"
        intent={Intent.SUCCESS}
        icon="tick"
        text="Approve"
        onClick={() => setOpen('APPROVE_REPRINT')}
      />
    ),
    REJECT_REPRINT: (
      <Button
        key="REJECT_REPRINT"
        intent={Intent.DANGER}
        variant="outlined"
        icon="cross"
        text="Reject"
        onClick={() => setOpen('REJECT_REPRINT')}
      />
    ),
  };

  const commentAction = open && open in COMMENT_DIALOGS ? (open as CommentAction) : null;
  const commentDialog = commentAction ? COMMENT_DIALOGS[commentAction] : null;

  return (
    <>
      {actions.length > 0 && <div className="certify-detail-actions">{actions.map((a) => buttons[a])}</div>}
      <ApproveDialog
        isOpen={open === 'APPROVE'}
        skipSign={certificate.template.skipSign}
        feeConfirmationRequired={settings?.settings.feeConfirmationRequired ?? false}
        assessmentReportUrl={certificate.assessmentReportUrl}
        studentName={certificate.student.name}
        onClose={() => setOpen(null)}
        onConfirm={async ({ comment, feeStatus }) =>
          done(
            'APPROVE',
            await runWorkflowAction(
              async () =>
                (await approve({ variables: { input: { id, comment, feeStatus } } })).data?.approveCertificate.message,
            ),
          )
        }
      />
      <CommentDialog
        isOpen={commentAction !== null}
        title={commentDialog?.title ?? ''}
        label={commentDialog?.label ?? ''}
        confirmText={commentDialog?.confirmText ?? ''}
        intent={commentDialog?.intent}
        icon={commentDialog?.icon}
        required={commentDialog?.required}
        description={
          <p>
            Certificate of <strong>{certificate.student.name}</strong> — {certificate.course.name}
          </p>
        }
        onClose={() => setOpen(null)}
        onConfirm={async (comment) =>
          commentAction
            ? done(commentAction, await runWorkflowAction(() => runCommentMutation(commentAction, comment)))
            : false
        }
      />
      <ConfirmDialog
        isOpen={open === 'ISSUE'}
        title="Issue certificate"
        icon="confirm"
        confirmText="Issue Certificate"
        intent={Intent.SUCCESS}
        onClose={() => setOpen(null)}
        onConfirm={doIssue}
      >
        <p>
          <strong>Issue this certificate?</strong>
        </p>
        <p>
          {certificate.certificateTypeName}:{' '}
          <strong>
            {certificate.course.code} {certificate.course.name}
          </strong>{' '}
          for <strong>{certificate.student.name}</strong>. Once issued, it goes to print.
        </p>
      </ConfirmDialog>
      <SignatureMissingDialog isOpen={open === 'SIGNATURE_MISSING'} onClose={() => setOpen(null)} />
      {printDialog}
    </>
  );
}
