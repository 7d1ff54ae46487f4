/**
 * After printing: the PDF went to the browser's print dialog; this offers it again and a
 * 'Download PDF' fallback (spec: certificate-workflow §4 "Printed PDFs are opened in a print dialog
 * or downloaded as a PDF file").
 */
import { Button, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { downloadBlob, printBlob } from '../../../shared/files';

export interface PrintedFile {
  blob: Blob;
  fileName: string;
  /** Certificates in the file. */
  count: number;
  kind: 'PRINT' | 'REPRINT';
}

export function PrintResultDialog({ file, onClose }: { file: PrintedFile | null; onClose: () => void }) {
  const title = file?.kind === 'REPRINT' ? 'Certificate reprinted' : 'Certificate printed';
  return (
    <Dialog isOpen={file !== null} onClose={onClose} title={file && file.count > 1 ? `${file.count} certificates ${file.kind === 'REPRINT' ? 'reprinted' : 'printed'}` : title} icon="print">
      <DialogBody>
        <p>The PDF{file && file.count > 1 ? ' with all selected certificates' : ''} has been sent to your browser's print dialog.</p>
        <p className="bp6-text-muted">If the print dialog did not open, download the PDF and print it from your PDF reader.</p>
        {file && <p className="certify-code">{file.fileName}</p>}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Close" onClick={onClose} />
            <Button text="Print again" icon="print" onClick={() => file && printBlob(file.blob, file.fileName)} />
            <Button text="Download PDF" icon="download" intent={Intent.PRIMARY} onClick={() => file && downloadBlob(file.blob, file.fileName)} />
          </>
        }
      />
    </Dialog>
  );
}
