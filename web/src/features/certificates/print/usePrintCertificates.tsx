/**
 * Print or reprint certificates (single, row or BULK PRINT): runs `printCertificates` /
 * `reprintCertificates`, fetches the merged PDF, opens the print dialog and then offers
 * 'Download PDF'. Render the returned `dialog` once in the page.
 *
 *   const { print, pending, dialog } = usePrintCertificates();
 *   await print(['12', '13'], 'PRINT');   // resolves true on success
 *
 * Success shows the server's message; failures show the server's message (e.g. the bulk-print
 * template/status rule) as an error toast (spec: certificate-workflow §4, §5 Bulk print, §8).
 */
import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { PrintCertificatesDocument, ReprintCertificatesDocument } from '../../../generated/graphql';
import { fetchFile, printBlob } from '../../../shared/files';
import { showError, showSuccess } from '../../../shared/toaster';
import { evictCertificateLists } from '../dialogs/evictCertificateLists';
import { graphqlErrorMessage } from '../dialogs/graphqlErrors';
import { PrintResultDialog, type PrintedFile } from './PrintResultDialog';

export type PrintKind = 'PRINT' | 'REPRINT';


export function usePrintCertificates() {
  const [printCertificates, printState] = useMutation(PrintCertificatesDocument, { update: evictCertificateLists });
  const [reprintCertificates, reprintState] = useMutation(ReprintCertificatesDocument, { update: evictCertificateLists });
  const [fetching, setFetching] = useState(false);
  const [printed, setPrinted] = useState<PrintedFile | null>(null);

  const print = async (ids: readonly string[], kind: PrintKind = 'PRINT'): Promise<boolean> => {
    if (ids.length === 0) return false;
    let file: { url: string; fileName: string };
    try {
      const variables = { input: { ids: [...ids] } };
      if (kind === 'REPRINT') {
        const result = await reprintCertificates({ variables });
        const payload = result.data!.reprintCertificates;
        file = payload.file;
        void showSuccess(payload.message);
      } else {
        const result = await printCertificates({ variables });
        const payload = result.data!.printCertificates;
        file = payload.file;
        void showSuccess(payload.message);
      }
    } catch (err) {
      void showError(graphqlErrorMessage(err, kind === 'REPRINT' ? 'Reprint failed' : 'Print failed'));
      return false;
    }
    setFetching(true);
    try {
      const blob = await fetchFile(file.url);
      const fileName = file.fileName.toLowerCase().endsWith('.pdf') ? file.fileName : `${file.fileName}.pdf`;
      printBlob(blob, fileName);
      setPrinted({ blob, fileName, count: ids.length, kind });
      return true;
    } catch {
      void showError('The certificate was printed but its PDF could not be downloaded. Open it again from the certificate register.');
      return true;
    } finally {
      setFetching(false);
    }
  };

  return {
    print,
    pending: printState.loading || reprintState.loading || fetching,
    dialog: <PrintResultDialog file={printed} onClose={() => setPrinted(null)} />,
  };
}
