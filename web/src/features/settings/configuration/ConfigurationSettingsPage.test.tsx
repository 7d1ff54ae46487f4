import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import {
  AppSettingsDocument,
  ConfigurationItemsDocument,
  UpdateConfigurationItemDocument,
} from '../../../generated/graphql';
import { showError, showSuccess } from '../../../shared/toaster';
import { ConfigurationSettingsPage } from './ConfigurationSettingsPage';

vi.mock('../../../shared/toaster', () => ({ showError: vi.fn(), showSuccess: vi.fn(), showInfo: vi.fn() }));

const FORMATS = ['dd-mm-yyyy', 'dd/mm/yyyy', 'mm-dd-yyyy', 'mm/dd/yyyy', 'yyyy-mm-dd', 'yyyy/mm/dd'];
const item = (key: string, text: string, value: string, options: string[] = []) => ({
  __typename: 'ConfigurationItem' as const,
  key,
  text,
  value,
  options,
});
const ITEMS = [
  item('display_date_format', 'Display Date Format', 'dd-mm-yyyy', FORMATS),
  item('fee_paid_or_not_confirmation', 'Fee Paid or Not Confirmation', 'Yes', ['Yes', 'NO']),
  item('student_portal_report_url', 'Student Portal Report URL', ''),
];

const itemsMock: MockLink.MockedResponse = {
  request: { query: ConfigurationItemsDocument },
  result: { data: { configurationItems: ITEMS } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

/** The app settings: the first answer `dd-mm-yyyy`, later ones the format saved since. */
function settingsMocks(after: string): MockLink.MockedResponse[] {
  const answer = (displayDateFormat: string) => ({
    data: { settings: { __typename: 'AppSettings' as const, displayDateFormat, feeConfirmationRequired: true } },
  });
  return [
    { request: { query: AppSettingsDocument }, result: answer('dd-mm-yyyy') },
    { request: { query: AppSettingsDocument }, result: answer(after), maxUsageCount: Number.POSITIVE_INFINITY },
  ];
}

function updateMock(key: string, value: string, result: MockLink.MockedResponse['result']): MockLink.MockedResponse {
  return {
    request: { query: UpdateConfigurationItemDocument, variables: { input: { key, value } } },
    result,
    delay: 20,
  };
}

const updated = (key: string, value: string) => {
  const before = ITEMS.find((i) => i.key === key)!;
  return {
    data: {
      updateConfigurationItem: {
        __typename: 'UpdateConfigurationItemPayload' as const,
        message: 'Configuration updated successfully',
        configurationItem: { ...before, value },
      },
    },
  };
};

function renderPage(after = 'dd-mm-yyyy', ...mocks: MockLink.MockedResponse[]) {
  render(
    <MockedProvider mocks={[itemsMock, ...settingsMocks(after), ...mocks]}>
      <ConfigurationSettingsPage />
    </MockedProvider>,
  );
}

const row = (key: string) => screen.getByText(key).closest('tr')!;

beforeEach(() => {
  vi.mocked(showError).mockClear();
  vi.mocked(showSuccess).mockClear();
});

describe('ConfigurationSettingsPage', () => {
  it('lists each item’s key, text and value; the date format and fee confirmation are chosen from their sets', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Configuration items' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Key', 'Text', 'Value']);

    const format = screen.getByLabelText('Display Date Format') as HTMLSelectElement;
    expect(format).toHaveValue('dd-mm-yyyy');
    expect([...format.options].map((o) => o.value)).toEqual(FORMATS);
    const fee = screen.getByLabelText('Fee Paid or Not Confirmation') as HTMLSelectElement;
    expect([...fee.options].map((o) => o.value)).toEqual(['Yes', 'NO']);
    expect(within(row('student_portal_report_url')).getByRole('textbox')).toHaveValue('');
  });

  it('saves a new date format on change with a toast, and the app’s dates follow it', async () => {
    const result = vi.fn(() => updated('display_date_format', 'yyyy/mm/dd'));
    renderPage('yyyy/mm/dd', updateMock('display_date_format', 'yyyy/mm/dd', result));
    expect(await screen.findByText('dd-mm-yyyy', { selector: 'strong' })).toBeInTheDocument();
    fireEvent.change(await screen.findByLabelText('Display Date Format'), { target: { value: 'yyyy/mm/dd' } });
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith('Configuration updated successfully'));
    expect(result).toHaveBeenCalledTimes(1);
    // Query.settings is fetched again: the page's own sample follows the new format
    expect(await screen.findByText('yyyy/mm/dd', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByLabelText('Display Date Format')).toHaveValue('yyyy/mm/dd');
  });

  it('saves Yes/NO on change', async () => {
    const result = vi.fn(() => updated('fee_paid_or_not_confirmation', 'NO'));
    renderPage('dd-mm-yyyy', updateMock('fee_paid_or_not_confirmation', 'NO', result));
    fireEvent.change(await screen.findByLabelText('Fee Paid or Not Confirmation'), { target: { value: 'NO' } });
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith('Configuration updated successfully'));
    expect(result).toHaveBeenCalledTimes(1);
  });

  it('a free-text item saves with its Save button once changed; the server’s refusal shows on the field', async () => {
    const message = 'Student Portal Report URL must contain {enrolment_id} where the enrolment id goes';
    renderPage(
      'dd-mm-yyyy',
      updateMock('student_portal_report_url', 'https://portal.example.edu.au', {
        errors: [
          new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', fieldErrors: { value: message } } }),
        ],
      }),
    );
    await screen.findByRole('table', { name: 'Configuration items' });
    const save = screen.getByRole('button', { name: 'Save Student Portal Report URL' });
    expect(save).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Student Portal Report URL'), {
      target: { value: 'https://portal.example.edu.au' },
    });
    expect(save).toBeEnabled();
    fireEvent.click(save);
    await waitFor(() => expect(showError).toHaveBeenCalledWith(message));
    expect(await within(row('student_portal_report_url')).findByText(message)).toBeInTheDocument();
    expect(showSuccess).not.toHaveBeenCalled();
  });

  it('a double click on Save saves once (docs/product.md "Dashboard, register and exports")', async () => {
    const url = 'https://portal.example.edu.au/{enrolment_id}';
    renderPage('dd-mm-yyyy', updateMock('student_portal_report_url', url, updated('student_portal_report_url', url)));
    await screen.findByRole('table', { name: 'Configuration items' });
    fireEvent.change(screen.getByLabelText('Student Portal Report URL'), { target: { value: url } });
    const save = screen.getByRole('button', { name: 'Save Student Portal Report URL' });
    act(() => {
      fireEvent.click(save);
      fireEvent.click(save);
    });
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith('Configuration updated successfully'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(showSuccess).toHaveBeenCalledTimes(1);
    expect(showError).not.toHaveBeenCalled();
  });

  it('a refused choice reads red on its select', async () => {
    const message = 'The configuration could not be saved. Please try again.';
    renderPage('dd-mm-yyyy', updateMock('display_date_format', 'yyyy-mm-dd', { errors: [new GraphQLError(message)] }));
    await screen.findByRole('table', { name: 'Configuration items' });
    const select = screen.getByLabelText('Display Date Format');
    expect(select).not.toHaveAttribute('aria-invalid');
    fireEvent.change(select, { target: { value: 'yyyy-mm-dd' } });
    expect(await within(row('display_date_format')).findByText(message)).toBeInTheDocument();
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select.closest('.bp6-html-select')).toHaveClass('bp6-intent-danger');
  });
});
