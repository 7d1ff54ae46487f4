/**
 * After printing: the PDF went to the browser's print dialog; this offers 'Print again' and a
 * 'Download PDF' fallback (spec: certificate-workflow §4 "Printed PDFs are opened in a print dialog
 * or downloaded as a PDF file"). When the PDF could not be loaded (`blob` null) both buttons load it again.
 */
import { Button, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import type { PrintKind } from '../../../generated/graphql';

export interface PrintedFile {
  /** The loaded PDF, or null when loading it failed (the buttons retry from `url`). */
  blob: Blob | null;
  url: string;
  fileName: string;
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

function dialogTitle(file: PrintedFile | null): string {
  const done = file?.kind === 'REPRINT' ? 'reprinted' : 'printed';
  return file && file.count > 1 ? `${file.count} certificates ${done}` : `Certificate ${done}`;
}

export function PrintResultDialog({ file, onClose, onPrintAgain, onDownload }: PrintResultDialogProps) {
  return (
    <Dialog isOpen={file !== null} onClose={onClose} title={dialogTitle(file)} icon="print">
      <DialogBody>
        {file?.blob === null ? (
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
          </>
        )}
        {file && <p className="certify-code">{file.fileName}</p>}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Close" onClick={onClose} />
            <Button text="Print again" icon="print" onClick={() => file && onPrintAgain(file)} />
            <Button
              text="Download PDF"
              icon="download"
              intent={Intent.PRIMARY}
              onClick={() => file && onDownload(file)}
            />
          </>
        }
      />
    </Dialog>
  );
}
