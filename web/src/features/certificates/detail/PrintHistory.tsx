/** The printed and reprinted PDFs of a certificate, each downloadable as stored (DESIGN.md "Data"). */
import { useState } from 'react';
import { Button } from '@blueprintjs/core';
import type { CertificateDetailFragment } from '../../../generated/graphql';
import { downloadBlob, fetchFile } from '../../../shared/files';
import { showError } from '../../../shared/toaster';

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
            <strong>{p.kind === 'REPRINT' ? 'Reprinted' : 'Printed'}</strong> {formatDate(p.printedAt, true)}
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
