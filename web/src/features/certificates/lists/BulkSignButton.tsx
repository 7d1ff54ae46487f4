/**
 * BULK SIGN on the to-be-signed list (certificate-workflow §2, §4, §5): same template, a stored
 * signature ('Please save your Signature' → /settings/upload-signature), then the password dialog
 * (password security) or a confirmation, then `signCertificates`.
 */
import { Alert, Button, Intent } from '@blueprintjs/core';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useViewer } from '../../../app/useViewer';
import { ListSignCertificatesDocument } from '../../../generated/graphql';
import { showError, showSuccess } from '../../../shared/toaster';
import { SAME_TEMPLATE_MESSAGE, sameTemplate } from './bulkRules';
import type { CertificateRow } from './certificateRow';
import { SignPasswordDialog } from './SignPasswordDialog';

type Step = 'idle' | 'no-signature' | 'password' | 'confirm';

interface BulkSignButtonProps {
  rows: CertificateRow[];
  onSigned: () => void;
}

export function BulkSignButton({ rows, onSigned }: BulkSignButtonProps) {
  const navigate = useNavigate();
  const { viewer } = useViewer();
  const [step, setStep] = useState<Step>('idle');
  const [sign, { loading }] = useMutation(ListSignCertificatesDocument);

  function start() {
    if (!sameTemplate(rows)) {
      void showError(SAME_TEMPLATE_MESSAGE);
      return;
    }
    if (!viewer?.hasSignature) setStep('no-signature');
    else setStep(viewer.passwordSecurity ? 'password' : 'confirm');
  }

  async function submit(password?: string) {
    if (loading) return;
    try {
      const { data } = await sign({ variables: { input: { ids: rows.map((r) => r.id), ...(password ? { password } : {}) } } });
      if (data) void showSuccess(data.signCertificates.message);
      setStep('idle');
      onSigned();
    } catch (error) {
      if (CombinedGraphQLErrors.is(error)) void showError(error.errors[0]?.message ?? 'Signing failed');
      else console.error('[sign] request failed', error);
      if (!password) setStep('idle');
    }
  }

  return (
    <>
      <Button intent={Intent.SUCCESS} icon="draw" text={`BULK SIGN (${rows.length})`} onClick={start} loading={loading} />
      <Alert
        isOpen={step === 'no-signature'}
        icon="draw"
        intent={Intent.PRIMARY}
        confirmButtonText="Upload signature"
        cancelButtonText="Cancel"
        onCancel={() => setStep('idle')}
        onConfirm={() => {
          setStep('idle');
          void navigate('/settings/upload-signature');
        }}
      >
        <p>Please save your Signature</p>
      </Alert>
      <Alert
        isOpen={step === 'confirm'}
        icon="draw"
        intent={Intent.PRIMARY}
        confirmButtonText="Sign"
        cancelButtonText="Cancel"
        loading={loading}
        onCancel={() => setStep('idle')}
        onConfirm={() => void submit()}
      >
        <p>
          Sign {rows.length} selected certificate{rows.length === 1 ? '' : 's'}? Your signature will be placed on each.
        </p>
      </Alert>
      <SignPasswordDialog
        isOpen={step === 'password'}
        count={rows.length}
        signing={loading}
        onClose={() => setStep('idle')}
        onSign={(password) => void submit(password)}
      />
    </>
  );
}
