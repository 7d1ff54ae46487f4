import { MockedProvider } from '@apollo/client/testing/react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppSettingsDocument } from '../../../generated/graphql';

const settings = {
  request: { query: AppSettingsDocument },
  result: {
    data: { settings: { __typename: 'AppSettings', displayDateFormat: 'dd/mm/yyyy', feeConfirmationRequired: true } },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

/** How long the picker's module may take to load in a busy test run. */
const LOADED = { timeout: 10_000 };

/** A fresh copy of the module each test: the loaded inputs are kept module-wide once loaded. */
async function renderField(from: string | null, to: string | null) {
  vi.resetModules();
  const { DateRangeField } = await import('./DateRangeField');
  const onChange = vi.fn();
  render(
    <MockedProvider mocks={[settings]}>
      <DateRangeField
        label="Requested Date"
        fromLabel="Requested from"
        toLabel="Requested to"
        from={from}
        to={to}
        onChange={onChange}
      />
    </MockedProvider>,
  );
  return onChange;
}

describe('DateRangeField (docs/architecture.md "Queries that scale": the date picker stays off the way to the first rows)', () => {
  it('shows the two inputs with the dates in the configured format at once, then the editable picker', async () => {
    const onChange = await renderField('2026-03-01', null);
    const from = screen.getByLabelText('Requested from');
    expect(from).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Requested to')).toHaveValue('');
    await waitFor(() => expect(screen.getByLabelText('Requested from')).toHaveValue('01/03/2026'));

    // the real picker replaces the stand-in when the page is idle: editable, same names and value
    await waitFor(() => expect(screen.getByLabelText('Requested from')).not.toHaveAttribute('readonly'), LOADED);
    expect(screen.getByLabelText('Requested from')).toHaveValue('01/03/2026');
    const to = screen.getByLabelText('Requested to');
    await userEvent.type(to, '15/03/2026');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('2026-03-01', '2026-03-15'));
  });

  it('going to an input of the stand-in loads the picker at once and focuses that input', async () => {
    await renderField(null, null);
    const standIn = screen.getByLabelText('Requested to');
    expect(standIn).toHaveAttribute('readonly');
    act(() => standIn.focus());
    await waitFor(() => expect(screen.getByLabelText('Requested to')).not.toHaveAttribute('readonly'), LOADED);
    expect(screen.getByLabelText('Requested to')).toHaveFocus();
  });
});
