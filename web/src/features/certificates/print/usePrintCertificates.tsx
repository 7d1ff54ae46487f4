/**
 * Print or reprint certificates (detail Print/Reprint, list row Print/Reprint, BULK PRINT): runs
 * `printCertificates` / `reprintCertificates`, fetches the merged PDF, opens the print dialog and
 * then offers 'Print again' / 'Download PDF'. Render the returned `dialog` once in the page.
 *
 *   const { print, pending, pendingIds, dialog } = usePrintCertificates();
 *   await print(['12', '13'], 'PRINT');   // resolves true on success
 *
 * One print at a time (a second call while one runs resolves false). Success shows the server's
 * message; failures show the server's message (e.g. the bulk-print template/status rule) as an
 * error toast (spec: certificate-workflow §4, §5 Bulk print, §8).
 */
import { useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import {
  PrintCertificatesDocument,
  ReprintCertificatesDocument,
  type PrintKind,
  type PrintResultFragment,
} from '../../../generated/graphql';
import { downloadBlob, fetchFile, printBlob } from '../../../shared/files';
import { showError, showSuccess } from '../../../shared/toaster';
import { evictCertificateLists } from '../dialogs/evictCertificateLists';
import { graphqlErrorMessage } from '../dialogs/graphqlErrors';
import { PrintResultDialog, type PrintedFile } from './PrintResultDialog';

const pdfName = (fileName: string) => (fileName.toLowerCase().endsWith('.pdf') ? fileName : `${fileName}.pdf`);

export function usePrintCertificates() {
  const [printCertificates] = useMutation(PrintCertificatesDocument, { update: evictCertificateLists });
  const [reprintCertificates] = useMutation(ReprintCertificatesDocument, { update: evictCertificateLists });
  const running = useRef(false);
  const [pendingIds, setPendingIds] = useState<ReadonlySet<string>>(new Set());
  const [printed, setPrinted] = useState<PrintedFile | null>(null);

  /** The file's PDF, loaded now if it could not be before (kept for the next button). */
  const loadBlob = async (file: PrintedFile): Promise<Blob | null> => {
    if (file.blob) return file.blob;
    try {
      const blob = await fetchFile(file.url);
      setPrinted((current) => (current?.url === file.url ? { ...current, blob } : current));
      return blob;
    } catch (err) {
      console.warn('[print] could not load the printed file', err);
      void showError('The printed PDF could not be loaded. Please try again.');
      return null;
    }
  };

  const mutate = async (ids: string[], kind: PrintKind): Promise<PrintResultFragment> => {
    const variables = { input: { ids } };
    if (kind === 'REPRINT') return (await reprintCertificates({ variables })).data!.reprintCertificates;
    return (await printCertificates({ variables })).data!.printCertificates;
  };

  const print = async (ids: readonly string[], kind: PrintKind = 'PRINT'): Promise<boolean> => {
    if (ids.length === 0 || running.current) return false;
    running.current = true;
    setPendingIds(new Set(ids));
    try {
      const payload = await mutate([...ids], kind);
      void showSuccess(payload.message);
      const file: PrintedFile = {
        blob: null,
        url: payload.file.url,
        fileName: pdfName(payload.file.fileName),
        count: ids.length,
        kind,
      };
      // the result dialog shows as soon as the print is recorded; its buttons load the PDF on demand
      setPrinted(file);
      try {
        const blob = await fetchFile(file.url);
        setPrinted((current) => (current?.url === file.url ? { ...current, blob } : current));
        printBlob(blob, file.fileName);
      } catch (err) {
        console.warn('[print] could not open the printed file', err);
      }
      return true;
    } catch (err) {
      console.error('[print] request failed', err);
      void showError(graphqlErrorMessage(err, kind === 'REPRINT' ? 'Reprint failed' : 'Print failed'));
      return false;
    } finally {
      running.current = false;
      setPendingIds(new Set());
    }
  };

  const dialog = (
    <PrintResultDialog
      file={printed}
      onClose={() => setPrinted(null)}
      onPrintAgain={(file) => void loadBlob(file).then((blob) => blob && printBlob(blob, file.fileName))}
      onDownload={(file) => void loadBlob(file).then((blob) => blob && downloadBlob(blob, file.fileName))}
    />
  );

  return { print, pending: pendingIds.size > 0, pendingIds, dialog };
}
