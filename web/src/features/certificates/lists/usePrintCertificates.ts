/**
 * Print / Reprint from the send-to-print list: `printCertificates` or `reprintCertificates`, then
 * the returned PDF in the print dialog (fetchFile + printBlob); the file stays available for
 * Download. Toasts carry the server message (certificate-workflow §8).
 */
import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { ListPrintCertificatesDocument, ListReprintCertificatesDocument } from '../../../generated/graphql';
import { downloadBlob, fetchFile, printBlob } from '../../../shared/files';
import { showError, showSuccess } from '../../../shared/toaster';

export interface PrintedFile {
  fileName: string;
  url: string;
  blob: Blob | null;
}

export function usePrintCertificates() {
  const [print, printState] = useMutation(ListPrintCertificatesDocument);
  const [reprint, reprintState] = useMutation(ListReprintCertificatesDocument);
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());
  const [printedFile, setPrintedFile] = useState<PrintedFile | null>(null);

  async function openFile(file: { fileName: string; url: string }) {
    try {
      const blob = await fetchFile(file.url);
      setPrintedFile({ ...file, blob });
      printBlob(blob, file.fileName);
    } catch (error) {
      console.warn('[print] could not open the printed file', error);
      setPrintedFile({ ...file, blob: null });
    }
  }

  /** Prints (or reprints) the given certificates; resolves true on success. */
  async function run(ids: string[], kind: 'PRINT' | 'REPRINT'): Promise<boolean> {
    if (ids.length === 0 || busyIds.size > 0) return false;
    setBusyIds(new Set(ids));
    try {
      const variables = { input: { ids } };
      const { data } = kind === 'REPRINT' ? await reprint({ variables }) : await print({ variables });
      const payload = data && ('reprintCertificates' in data ? data.reprintCertificates : 'printCertificates' in data ? data.printCertificates : null);
      if (!payload) return false;
      void showSuccess(payload.message);
      await openFile(payload.file);
      return true;
    } catch (error) {
      if (CombinedGraphQLErrors.is(error)) void showError(error.errors[0]?.message ?? 'Printing failed');
      else console.error('[print] request failed', error);
      return false;
    } finally {
      setBusyIds(new Set());
    }
  }

  async function download(file: PrintedFile) {
    try {
      downloadBlob(file.blob ?? (await fetchFile(file.url)), file.fileName);
    } catch (error) {
      console.warn('[print] download failed', error);
    }
  }

  return {
    run,
    busyIds,
    printing: printState.loading || reprintState.loading,
    printedFile,
    printAgain: (file: PrintedFile) => (file.blob ? printBlob(file.blob, file.fileName) : void openFile(file)),
    download,
    dismissFile: () => setPrintedFile(null),
  };
}
