/**
 * Print or reprint certificates (detail Print/Reprint, list row Print/Reprint, BULK PRINT): runs
 * `printCertificates` / `reprintCertificates`, which record the print at once and answer the job
 * making the merged PDF (docs/architecture.md "Bulk work off the request path"); the print dialog follows the
 * job through `printJobUpdated` ("412 of 1,000"), then fetches the PDF, opens the browser's print
 * dialog and offers 'Print again' / 'Download PDF'. Render the returned `dialog` once in the page.
 *
 *   const { print, pending, pendingIds, dialog } = usePrintCertificates();
 *   await print(['12', '13'], 'PRINT');   // resolves true once the print is recorded
 *
 * One print at a time (a second call while one runs resolves false). Success shows the server's
 * message; failures show the server's message (e.g. the bulk-print template/status rule) as an
 * error toast (spec: certificate-workflow §4, §5 Bulk print, §8).
 */
import { useEffect, useRef, useState } from 'react';
import { useMutation, useSubscription } from '@apollo/client/react';
import {
  PrintCertificatesDocument,
  PrintJobUpdatedDocument,
  ReprintCertificatesDocument,
  type PrintJobProgressFragment,
  type PrintKind,
  type PrintResultFragment,
} from '../../../generated/graphql';
import { downloadBlob, fetchFile, printBlob } from '../../../shared/files';
import { showError, showSuccess } from '../../../shared/toaster';
import { evictCertificateLists } from '../dialogs/evictCertificateLists';
import { graphqlErrorMessage } from '../dialogs/graphqlErrors';
import { type PrintedFile, PrintResultDialog, pdfName } from './PrintResultDialog';

const ended = (job: PrintJobProgressFragment) => job.status === 'DONE' || job.status === 'FAILED';

export function usePrintCertificates() {
  const [printCertificates] = useMutation(PrintCertificatesDocument, { update: evictCertificateLists });
  const [reprintCertificates] = useMutation(ReprintCertificatesDocument, { update: evictCertificateLists });
  const running = useRef(false);
  const [pendingIds, setPendingIds] = useState<ReadonlySet<string>>(new Set());
  const [printed, setPrinted] = useState<PrintedFile | null>(null);
  /** The job whose PDF went to the print dialog already (once per job). */
  const opened = useRef<string | null>(null);

  const jobId = printed?.job.id ?? null;
  useSubscription(PrintJobUpdatedDocument, {
    variables: { id: jobId ?? '' },
    skip: !printed || ended(printed.job),
    onData: ({ data }) => {
      const job = data.data?.printJobUpdated;
      if (job) setPrinted((current) => (current?.job.id === job.id ? { ...current, job } : current));
    },
  });

  /** The job's PDF, loaded now if it could not be before (kept for the next button). */
  const loadBlob = async (file: PrintedFile): Promise<Blob | null> => {
    if (file.blob) return file.blob;
    if (!file.job.file) return null;
    try {
      const blob = await fetchFile(file.job.file.url);
      setPrinted((current) => (current?.job.id === file.job.id ? { ...current, blob, loadFailed: false } : current));
      return blob;
    } catch (err) {
      console.warn('[print] could not load the printed file', err);
      void showError('The printed PDF could not be loaded. Please try again.');
      return null;
    }
  };

  // Once the job is done, its PDF goes to the browser's print dialog (once).
  const done = printed?.job.status === 'DONE' ? printed : null;
  useEffect(() => {
    if (!done?.job.file || opened.current === done.job.id) return;
    opened.current = done.job.id;
    const { url, fileName } = done.job.file;
    fetchFile(url)
      .then((blob) => {
        setPrinted((current) => (current?.job.id === done.job.id ? { ...current, blob, loadFailed: false } : current));
        printBlob(blob, pdfName(fileName));
      })
      .catch((err: unknown) => {
        console.warn('[print] could not open the printed file', err);
        setPrinted((current) => (current?.job.id === done.job.id ? { ...current, loadFailed: true } : current));
      });
  }, [done]);

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
      // the dialog shows as soon as the print is recorded, and follows the job making the PDF
      setPrinted({ job: payload.job, blob: null, loadFailed: false, count: ids.length, kind });
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

  const fileName = (file: PrintedFile) => pdfName(file.job.file?.fileName ?? 'certificates.pdf');
  const dialog = (
    <PrintResultDialog
      file={printed}
      onClose={() => setPrinted(null)}
      onPrintAgain={(file) => void loadBlob(file).then((blob) => blob && printBlob(blob, fileName(file)))}
      onDownload={(file) => void loadBlob(file).then((blob) => blob && downloadBlob(blob, fileName(file)))}
    />
  );

  return { print, pending: pendingIds.size > 0, pendingIds, dialog };
}
