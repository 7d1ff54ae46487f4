import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ExportCsvButton, EXPORT_FAILED_MESSAGE } from './ExportCsvButton';

const files = vi.hoisted(() => ({ fetchFile: vi.fn(), downloadBlob: vi.fn() }));
vi.mock('../../shared/files', () => files);

describe('ExportCsvButton', () => {
  beforeEach(() => {
    files.fetchFile.mockReset();
    files.downloadBlob.mockReset();
  });

  it('downloads the export of the filters shown, disabled while it downloads', async () => {
    let finish: (blob: Blob) => void = () => undefined;
    files.fetchFile.mockReturnValue(new Promise<Blob>((resolve) => (finish = resolve)));
    render(<ExportCsvButton target="REGISTER" filter={{ statuses: ['PRINTED'] }} sort={null} />);
    const button = screen.getByRole('button', { name: /Export To CSV/ });
    await userEvent.click(button);
    expect(files.fetchFile).toHaveBeenCalledWith(
      `/files/register.csv?filter=${encodeURIComponent(JSON.stringify({ statuses: ['PRINTED'] }))}`,
    );
    expect(button).toBeDisabled();
    const blob = new Blob(['csv']);
    finish(blob);
    await waitFor(() => expect(button).toBeEnabled());
    expect(files.downloadBlob).toHaveBeenCalledWith(blob, 'Report.csv');
  });

  it('shows an error toast when the export fails', async () => {
    files.fetchFile.mockRejectedValue(new Error('Could not load /files/lists/printed-list.csv: 500'));
    render(<ExportCsvButton target="PRINTED" filter={undefined} />);
    await userEvent.click(screen.getByRole('button', { name: /Export To CSV/ }));
    expect(files.fetchFile).toHaveBeenCalledWith('/files/lists/printed-list.csv');
    expect(await screen.findByText(EXPORT_FAILED_MESSAGE)).toBeInTheDocument();
    expect(files.downloadBlob).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /Export To CSV/ })).toBeEnabled();
  });
});
