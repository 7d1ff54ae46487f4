/**
 * BULK SIGN on the to-be-signed list (certificate-workflow §2, §4, §5): the selected rows must share
 * one template ('All student certificates must be under same certificate template'); then the shared
 * signing dialogs (signature missing, password or confirmation) of `useSignCertificates`.
 */
import { Button, Intent } from '@blueprintjs/core';
import { showError } from '../../../shared/toaster';
import { useSignCertificates } from '../dialogs/useSignCertificates';
import { SAME_TEMPLATE_MESSAGE, sameTemplate } from './bulkRules';
import type { CertificateRow } from './certificateRow';

interface BulkSignButtonProps {
  rows: CertificateRow[];
  onSigned: () => void;
}

export function BulkSignButton({ rows, onSigned }: BulkSignButtonProps) {
  const { sign, pending, dialogs } = useSignCertificates({ onSigned });

  const start = () => {
    if (sameTemplate(rows)) sign(rows.map((r) => r.id));
    else void showError(SAME_TEMPLATE_MESSAGE);
  };

  return (
    <>
      <Button
        intent={Intent.SUCCESS}
        icon="draw"
        text={`BULK SIGN (${rows.length})`}
        onClick={start}
        loading={pending}
      />
      {dialogs}
    </>
  );
}
