import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchFormOptionsDocument } from '../../../generated/graphql';
import { SearchFiltersProvider } from './SearchFiltersProvider';
import { SearchPanel } from './SearchPanel';
import { toCertificateFilter } from './searchFilters';
import { useSearchFilters } from './useSearchFilters';

const options = {
  formOptions: {
    __typename: 'FormOptions',
    courses: [{ __typename: 'Course', id: '7', name: 'Diploma of Leadership and Management', code: 'BSB50420' }],
    campuses: [
      { __typename: 'Campus', id: '2', name: 'Melbourne' },
      { __typename: 'Campus', id: '3', name: 'Sydney' },
    ],
    requisitioners: [{ __typename: 'User', id: '5', fullName: 'Rita Requester' }],
    certificateTypes: [
      {
        __typename: 'CertificateTypeInfo',
        type: 'STATEMENT_OF_ATTAINMENT',
        code: 'S',
        name: 'Statement of Attainment',
      },
      { __typename: 'CertificateTypeInfo', type: 'CERTIFICATE', code: 'C', name: 'Certificate' },
    ],
  },
};

/** Shows the variables the lists would send. */
function AppliedFilter() {
  const { applied } = useSearchFilters();
  return <pre data-testid="applied">{JSON.stringify(toCertificateFilter(applied) ?? null)}</pre>;
}

function renderPanel() {
  return render(
    <MockedProvider
      mocks={[{ request: { query: SearchFormOptionsDocument }, result: { data: options }, maxUsageCount: 10 }]}
    >
      <SearchFiltersProvider>
        <SearchPanel />
        <AppliedFilter />
      </SearchFiltersProvider>
    </MockedProvider>,
  );
}

const applied = () => JSON.parse(screen.getByTestId('applied').textContent ?? 'null') as unknown;

describe('SearchPanel', () => {
  beforeEach(() => sessionStorage.clear());

  it('sends no filter when nothing is filled and the type is "Select Certificate Type"', async () => {
    renderPanel();
    expect(screen.getByLabelText('Certificate Type')).toHaveValue('SCT');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(applied()).toBeNull();
  });

  it('applies only the filled filters on Search', async () => {
    renderPanel();
    await screen.findByRole('option', { name: 'Sydney' });
    await userEvent.type(screen.getByLabelText('Student Name'), 'Jane');
    await userEvent.selectOptions(screen.getByLabelText('Campus'), '3');
    await userEvent.selectOptions(screen.getByLabelText('Certificate Type'), 'STATEMENT_OF_ATTAINMENT');
    expect(applied()).toBeNull(); // nothing applied before Search
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(applied()).toEqual({ studentName: 'Jane', campusId: '3', certificateType: 'STATEMENT_OF_ATTAINMENT' });
  });

  it('Clear resets the panel and the applied filters', async () => {
    renderPanel();
    await userEvent.type(screen.getByLabelText('Student Name'), 'Jane');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(applied()).toEqual({ studentName: 'Jane' });
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(applied()).toBeNull();
    expect(screen.getByLabelText('Student Name')).toHaveValue('');
  });
});
