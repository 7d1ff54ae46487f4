/** The last printed PDF: print it again or download it (fallback when the print dialog is blocked). */
import { Button, Callout } from '@blueprintjs/core';
import type { PrintedFile } from './usePrintCertificates';

interface PrintedFileBannerProps {
  file: PrintedFile;
  onPrint: () => void;
  onDownload: () => void;
  onDismiss: () => void;
}

export function PrintedFileBanner({ file, onPrint, onDownload, onDismiss }: PrintedFileBannerProps) {
  return (
    <Callout className="printed-file" intent="success" icon="print" compact>
      <span className="printed-file__text">
        {file.blob ? 'Printed file ready: ' : 'The print dialog could not open. Download the printed file: '}
        <strong>{file.fileName}</strong>
      </span>
      <Button size="small" icon="print" text="Print" onClick={onPrint} />
      <Button size="small" icon="download" text="Download" onClick={onDownload} />
      <Button size="small" variant="minimal" icon="cross" aria-label="Dismiss" onClick={onDismiss} />
    </Callout>
  );
}
