import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApproveDialog } from './ApproveDialog';

function renderDialog(props: Partial<React.ComponentProps<typeof ApproveDialog>> = {}) {
  const onConfirm = props.onConfirm ?? vi.fn(async () => true);
  const onClose = vi.fn();
  render(
    <ApproveDialog
      isOpen
      skipSign={false}
      feeConfirmationRequired={false}
      onConfirm={onConfirm}
      onClose={onClose}
      {...props}
    />,
  );
  return { onConfirm, onClose };
}

describe('ApproveDialog', () => {
  it('requires a comment', async () => {
    const { onConfirm } = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Please add comment')).toBeInTheDocument();
    expect(screen.queryByText('Please select an option')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('requires Paid / Not Paid when fee confirmation is on', async () => {
    const { onConfirm, onClose } = renderDialog({ feeConfirmationRequired: true });
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Please add comment')).toBeInTheDocument();
    expect(screen.getByText('Please select an option')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText(/Comment/), { target: { value: 'All units verified' } });
    fireEvent.click(screen.getByLabelText('Not Paid'));
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(onConfirm).toHaveBeenCalledWith({ comment: 'All units verified', feeStatus: 'NOT_PAID' }),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('is labelled Approve and Sign for skip-sign templates and links the assessment report', () => {
    renderDialog({ skipSign: true, assessmentReportUrl: 'https://portal.example.edu.au/assessment/991' });
    expect(screen.getByRole('button', { name: 'Approve and Sign' })).toBeInTheDocument();
    expect(screen.getByText('View assessment report').closest('a')).toHaveAttribute(
      'href',
      'https://portal.example.edu.au/assessment/991',
    );
  });

  it('stays open when the server refuses', async () => {
    const onConfirm = vi.fn(async () => false);
    const { onClose } = renderDialog({ onConfirm });
    fireEvent.change(screen.getByLabelText(/Comment/), { target: { value: 'ok' } });
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalled());
    expect(onClose).not.toHaveBeenCalled();
  });
});
