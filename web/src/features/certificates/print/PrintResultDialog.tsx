/**
 * The print dialog: while the print job makes the merged PDF, its progress ("412 of 1,000
 * certificates"); once the PDF is ready it went to the browser's print dialog and this offers
 * 'Print again' and a 'Download PDF' fallback (spec: certificate-workflow §4 "Printed PDFs are opened
 * in a print dialog or downloaded as a PDF file"; docs/architecture.md "Bulk work off the request path": the
 * client follows progress and downloads the result when ready). When the job failed it says why;
 * when the PDF could not be loaded (`blob` null) both buttons load it again.
 */
import { Button, Callout, Dialog, DialogBody, DialogFooter, Intent, ProgressBar } from '@blueprintjs/core';
import type { PrintJobProgressFragment, PrintKind } from '../../../generated/graphql';

export interface PrintedFile {
  /** The job making the PDF, as last heard. */
  job: PrintJobProgressFragment;
  /** The loaded PDF; null before it is loaded or when loading it failed (the buttons retry from the job's file). */
  blob: Blob | null;
  /** Loading the ready PDF failed (the buttons load it again). */
  loadFailed: boolean;
  /** Certificates in the file. */
  count: number;
  kind: PrintKind;
}

interface PrintResultDialogProps {
  file: PrintedFile | null;
  onClose: () => void;
  onPrintAgain: (file: PrintedFile) => void;
  onDownload: (file: PrintedFile) => void;
}

const number = (n: number) => n.toLocaleString('en-AU');

/** `.pdf` appended when the stored name lacks it. */
export const pdfName = (fileName: string) => (fileName.toLowerCase().endsWith('.pdf') ? fileName : `${fileName}.pdf`);

function dialogTitle(file: PrintedFile | null): string {
  const reprint = file?.kind === 'REPRINT';
  const status = file?.job.status;
  const many = file && file.count > 1 ? `${number(file.count)} certificates` : 'Certificate';
  if (status === 'FAILED') return `${many}: the PDF could not be made`;
  if (status !== 'DONE') return `Preparing the PDF of ${file && file.count > 1 ? many : 'the certificate'}`;
  return `${many} ${reprint ? 'reprinted' : 'printed'}`;
}

/** The job's progress: a bar and "412 of 1,000 certificates". */
export function PrintJobProgressBar({ job }: { job: PrintJobProgressFragment }) {
  const label = `${number(job.done)} of ${number(job.total)} certificate${job.total === 1 ? '' : 's'}`;
  const waiting = job.status === 'QUEUED' && job.done === 0;
  return (
    <div>
      <ProgressBar
        intent={Intent.PRIMARY}
        value={waiting ? undefined : job.total > 0 ? job.done / job.total : 0}
        aria-label="PDF progress"
        aria-valuetext={label}
      />
      <p className="bp6-text-muted" aria-live="polite" style={{ marginTop: 8 }}>
        {waiting ? 'Waiting to start…' : label}
      </p>
      {job.message && <p className="bp6-text-muted">{job.message}</p>}
    </div>
  );
}

export function PrintResultDialog({ file, onClose, onPrintAgain, onDownload }: PrintResultDialogProps) {
  const job = file?.job;
  const ready = job?.status === 'DONE' && !!job.file;
  return (
    <Dialog isOpen={file !== null} onClose={onClose} title={dialogTitle(file)} icon="print">
      <DialogBody>
        {job && job.status === 'FAILED' && (
          <Callout intent={Intent.DANGER} title="The printed PDF could not be made">
            <p>{job.message}</p>
            <p>The certificates stay printed; ask for a reprint to make a new PDF.</p>
          </Callout>
        )}
        {job && job.status !== 'DONE' && job.status !== 'FAILED' && <PrintJobProgressBar job={job} />}
        {ready &&
          (file?.loadFailed ? (
            <p>The print dialog could not open because the PDF could not be loaded. Download it again below.</p>
          ) : (
            <>
              <p>
                The PDF{file && file.count > 1 ? ' with all selected certificates' : ''} has been sent to your browser's
                print dialog.
              </p>
              <p className="bp6-text-muted">
                If the print dialog did not open, download the PDF and print it from your PDF reader.
              </p>
              {job.emailed !== null && job.emailed > 0 && (
                <p className="bp6-text-muted">
                  {job.emailed === 1 ? 'One learner was' : `${number(job.emailed)} learners were`} e-mailed their own
                  copy.
                </p>
              )}
            </>
          ))}
        {ready && job.file && <p className="certify-code">{pdfName(job.file.fileName)}</p>}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Close" onClick={onClose} />
            <Button text="Print again" icon="print" disabled={!ready} onClick={() => file && onPrintAgain(file)} />
            <Button
              text="Download PDF"
              icon="download"
              intent={Intent.PRIMARY}
              disabled={!ready}
              onClick={() => file && onDownload(file)}
            />
          </>
        }
      />
    </Dialog>
  );
}
