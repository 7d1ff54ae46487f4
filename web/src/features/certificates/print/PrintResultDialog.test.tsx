import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PrintJobProgressFragment } from '../../../generated/graphql';
import { type PrintedFile, PrintResultDialog } from './PrintResultDialog';

const job = (overrides: Partial<PrintJobProgressFragment> = {}): PrintJobProgressFragment => ({
  id: '7',
  kind: 'PRINT',
  status: 'RENDERING',
  total: 1000,
  done: 412,
  message: null,
  emailed: null,
  file: null,
  ...overrides,
});

function renderDialog(j: PrintJobProgressFragment, extra: Partial<PrintedFile> = {}) {
  const onPrintAgain = vi.fn();
  const onDownload = vi.fn();
  const file: PrintedFile = { job: j, blob: null, loadFailed: false, count: j.total, kind: j.kind, ...extra };
  render(<PrintResultDialog file={file} onClose={vi.fn()} onPrintAgain={onPrintAgain} onDownload={onDownload} />);
  return { dialog: screen.getByRole('dialog'), onPrintAgain, onDownload };
}

describe('PrintResultDialog (docs/architecture.md "Bulk work off the request path": the client follows the print job)', () => {
  it('shows the progress of the PDF, "412 of 1,000", with the buttons off until it is ready', () => {
    const { dialog } = renderDialog(job());
    expect(within(dialog).getByText('Preparing the PDF of 1,000 certificates')).toBeInTheDocument();
    expect(within(dialog).getByText('412 of 1,000 certificates')).toBeInTheDocument();
    const bar = within(dialog).getByRole('progressbar', { name: 'PDF progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '41');
    expect(bar).toHaveAttribute('aria-valuetext', '412 of 1,000 certificates');
    expect(within(dialog).getByRole('button', { name: 'Download PDF' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Print again' })).toBeDisabled();
  });

  it('says a queued job waits, and why a retry is coming', () => {
    const { dialog } = renderDialog(
      job({ status: 'QUEUED', done: 0, message: 'Attempt 1 of 3 failed (disk full); trying again' }),
    );
    expect(within(dialog).getByText('Waiting to start…')).toBeInTheDocument();
    expect(within(dialog).getByText('Attempt 1 of 3 failed (disk full); trying again')).toBeInTheDocument();
  });

  it('offers the finished PDF, and says how many learners were e-mailed', async () => {
    const file = { id: 'f1', fileName: 'certificates_2026-11-28_1000', url: '/files/1', byteSize: 10 };
    const { dialog, onDownload } = renderDialog(job({ status: 'DONE', done: 1000, file, emailed: 998 }));
    expect(within(dialog).getByText('1,000 certificates printed')).toBeInTheDocument();
    expect(within(dialog).getByText('certificates_2026-11-28_1000.pdf')).toBeInTheDocument();
    expect(within(dialog).getByText('998 learners were e-mailed their own copy.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download PDF' }));
    expect(onDownload).toHaveBeenCalled();
  });

  it('says why the PDF could not be made when the job failed', () => {
    const { dialog } = renderDialog(
      job({ status: 'FAILED', done: 0, message: 'The PDF could not be made (3 attempts): bad template' }),
    );
    expect(within(dialog).getByText('The printed PDF could not be made')).toBeInTheDocument();
    expect(within(dialog).getByText('The PDF could not be made (3 attempts): bad template')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Download PDF' })).toBeDisabled();
  });
});
