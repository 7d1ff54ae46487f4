/** The printed and reprinted PDFs of a certificate, each downloadable as stored (DESIGN.md "Data"). */
import { useState } from 'react';
import { Button } from '@blueprintjs/core';
import type { CertificateDetailFragment } from '../../../generated/graphql';
import { downloadBlob, fetchFile } from '../../../shared/files';
import { showError } from '../../../shared/toaster';

/** What each stored PDF was: a print, a reprint, or the learner's own e-mailed copy of a bulk print (docs/printing.md "Digital delivery"). */
const PRINT_KIND_LABELS: Record<CertificateDetailFragment['prints'][number]['kind'], string> = {
  PRINT: 'Printed',
  REPRINT: 'Reprinted',
  DIGITAL: 'Learner’s copy e-mailed',
};

interface PrintHistoryProps {
  prints: CertificateDetailFragment['prints'];
  formatDate: (value: string | null | undefined, withTime?: boolean) => string;
}

export function PrintHistory({ prints, formatDate }: PrintHistoryProps) {
  const [loadingId, setLoadingId] = useState<string | null>(null);
  const download = async (print: CertificateDetailFragment['prints'][number]) => {
    setLoadingId(print.id);
    try {
      downloadBlob(await fetchFile(print.file.url), print.file.fileName);
    } catch {
      void showError('The PDF could not be downloaded.');
    } finally {
      setLoadingId(null);
    }
  };
  return (
    <ul className="certify-prints">
      {prints.map((p) => (
        <li key={p.id}>
          <div>
            <strong>{PRINT_KIND_LABELS[p.kind]}</strong> {formatDate(p.printedAt, true)}
            {p.printedBy && <span className="bp6-text-muted"> · {p.printedBy}</span>}
          </div>
          <Button
            size="small"
            variant="minimal"
            icon="download"
            text="PDF"
            loading={loadingId === p.id}
            onClick={() => void download(p)}
          />
        </li>
      ))}
    </ul>
  );
}
