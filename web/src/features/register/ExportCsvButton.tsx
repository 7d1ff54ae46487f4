/**
 * Export To CSV (certificate-workflow §2 "Shared search panel"; §9 "CSV exports"): downloads the
 * register (Report.csv) or a certificate list (Certificates.csv) with the screen's filters and sort,
 * as the gateway streams it with the viewer's token. Disabled with a spinner while downloading; a
 * failure shows an error toast.
 */
import { Button } from '@blueprintjs/core';
import type { CertificateRegisterFilter, CertificateSort } from '../../generated/graphql';
import { downloadBlob, fetchFile } from '../../shared/files';
import { showError } from '../../shared/toaster';
import { useSubmitOnce } from '../../shared/useSubmitOnce';
import { type CsvExportTarget, csvExportPath, csvFileName } from './csvExportPath';

/** The toast a failed export shows. */
export const EXPORT_FAILED_MESSAGE = 'The CSV export failed. Please try again.';

interface ExportCsvButtonProps {
  /** The register or one certificate list. */
  target: CsvExportTarget;
  /** The applied filters (a list's `CertificateFilter` or the register's). */
  filter: CertificateRegisterFilter | null | undefined;
  sort?: CertificateSort | null;
}

/** The Export To CSV button of the register and the certificate lists. spec: certificate-workflow §2, §9. */
export function ExportCsvButton({ target, filter, sort }: ExportCsvButtonProps) {
  const { pending: downloading, run } = useSubmitOnce();

  const exportCsv = () =>
    run(async () => {
      try {
        downloadBlob(await fetchFile(csvExportPath(target, filter, sort)), csvFileName(target));
      } catch {
        void showError(EXPORT_FAILED_MESSAGE);
      }
    });

  return (
    <Button
      icon="export"
      text="Export To CSV"
      variant="outlined"
      loading={downloading}
      disabled={downloading}
      onClick={() => void exportCsv()}
    />
  );
}
