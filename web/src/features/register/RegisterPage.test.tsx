import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  AppSettingsDocument,
  CertificateRegisterDocument,
  type CertificateRegisterQuery,
  type CertificateRegisterQueryVariables,
  CertificateRegisterStatusOptionsDocument,
  type CertificateListRowFragment,
  SearchFormOptionsDocument,
} from '../../generated/graphql';
import { CERTIFICATE_SELECTION_KEY } from '../certificates/detail/certificateSelection';
import { listRowFixture } from '../certificates/testing/listRowFixture';
import { RegisterPage } from './RegisterPage';
import { REGISTER_FILTERS_KEY } from './useRegisterFilters';

const ALWAYS = Number.POSITIVE_INFINITY;

const row = (id: number, student: string, overrides: Partial<CertificateListRowFragment> = {}) =>
  listRowFixture(String(id), student, {
    credentialNumber: `CRT-${id}`,
    status: 'PRINTED',
    statusCode: 5,
    statusLabel: 'Printed',
    ...overrides,
  });

/** A register page answer: `rows`, the total and whether another page follows. */
const page = (rows: CertificateListRowFragment[], totalCount: number, hasNextPage = false) =>
  ({
    certificateRegister: {
      __typename: 'CertificateRegisterConnection',
      edges: rows.map((node) => ({ __typename: 'CertificateRegisterEdge', cursor: `cur-${node.id}`, node })),
      pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor: rows.at(-1) ? `cur-${rows.at(-1)?.id}` : null },
      totalCount,
    },
  }) as CertificateRegisterQuery;

/** Answers the register query whose variables pass `match`, and records the variables asked for. */
function registerMock(
  match: (v: CertificateRegisterQueryVariables) => boolean,
  answer: CertificateRegisterQuery | Error,
  asked?: CertificateRegisterQueryVariables[],
): MockLink.MockedResponse {
  return {
    request: {
      query: CertificateRegisterDocument,
      variables: (v: CertificateRegisterQueryVariables) => {
        if (!match(v)) return false;
        asked?.push(v);
        return true;
      },
    },
    ...(answer instanceof Error ? { error: answer } : { result: { data: answer } }),
    maxUsageCount: ALWAYS,
  } as MockLink.MockedResponse;
}

const common: MockLink.MockedResponse[] = [
  {
    request: { query: AppSettingsDocument },
    result: {
      data: {
        settings: { __typename: 'AppSettings', displayDateFormat: 'dd/mm/yyyy', feeConfirmationRequired: false },
      },
    },
    maxUsageCount: ALWAYS,
  },
  {
    request: { query: SearchFormOptionsDocument },
    result: {
      data: {
        formOptions: {
          __typename: 'FormOptions',
          courses: [{ __typename: 'Course', id: '7', name: 'Diploma of Leadership and Management', code: 'BSB50420' }],
          campuses: [{ __typename: 'Campus', id: '2', name: 'Melbourne' }],
          requisitioners: [{ __typename: 'User', id: '5', fullName: 'Rita Requester' }],
          certificateTypes: [
            { __typename: 'CertificateTypeInfo', type: 'CERTIFICATE', code: 'C', name: 'Certificate' },
          ],
        },
      },
    },
    maxUsageCount: ALWAYS,
  },
  {
    request: { query: CertificateRegisterStatusOptionsDocument },
    result: {
      data: {
        certificateRegisterStatusOptions: [
          { __typename: 'CertificateRegisterStatusOption', label: 'Stage 1 Requested', status: 'REQUESTED' },
          { __typename: 'CertificateRegisterStatusOption', label: 'Stage 5 Printed', status: 'PRINTED' },
          { __typename: 'CertificateRegisterStatusOption', label: 'Rejected', status: 'QA_REJECTED' },
        ],
      },
    },
    maxUsageCount: ALWAYS,
  },
];

function renderRegister(mocks: MockLink.MockedResponse[]) {
  const router = createMemoryRouter(
    [
      { path: '/reports', element: <RegisterPage /> },
      { path: '/reports/:id/preview', element: <p>Preview page</p> },
      { path: '/elsewhere', element: <p>Elsewhere</p> },
    ],
    { initialEntries: ['/reports'] },
  );
  render(
    <MockedProvider mocks={[...common, ...mocks]}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
  return router;
}

const firstFive = [1, 2, 3, 4, 5].map((i) => row(i, `Student ${i}`));
const nextFive = [6, 7, 8, 9, 10].map((i) => row(i, `Student ${i}`));

describe('RegisterPage', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('shows the spec columns, serial numbers and dates in the configured format', async () => {
    renderRegister([registerMock((v) => !v.after, page(firstFive, 12, true))]);
    expect(screen.getByRole('heading', { name: 'Certificate Register' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Certificate register' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Sl.No',
      'Student Name',
      'Course',
      'Campus',
      'Requested By',
      'Credential Date',
      'Requested Date',
      'Credential Number',
      'Status',
      'Certificate Type',
      'Preview',
    ]);
    const first = (await screen.findByText('Student 1')).closest('tr');
    if (!first) throw new Error('row missing');
    await waitFor(() => expect(within(first).getByText('01/03/2026')).toBeInTheDocument());
    expect(within(first).getByText('04/03/2026')).toBeInTheDocument();
    expect(within(first).getAllByRole('cell')[0]).toHaveTextContent('1');
    expect(within(first).getByText('Printed')).toBeInTheDocument();
    expect(screen.getByText('Showing 1–5 of 12')).toBeInTheDocument();
    expect(screen.getByLabelText('Total certificates')).toHaveTextContent('12');
  });

  it('Preview opens the register preview and stores the selection it falls back to', async () => {
    renderRegister([registerMock((v) => !v.after, page(firstFive, 12, true))]);
    const first = (await screen.findByText('Student 1')).closest('tr');
    if (!first) throw new Error('row missing');
    await userEvent.click(within(first).getByRole('link', { name: /Preview/ }));
    expect(await screen.findByText('Preview page')).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem(CERTIFICATE_SELECTION_KEY) ?? 'null')).toEqual({
      certificateId: '1',
      list: 'reports',
    });
  });

  it('pages by cursor: Next asks for the rows after the last one, Previous goes back', async () => {
    const asked: CertificateRegisterQueryVariables[] = [];
    renderRegister([
      registerMock((v) => !v.after, page(firstFive, 12, true), asked),
      registerMock((v) => v.after === 'cur-5', page(nextFive, 12, true), asked),
    ]);
    await screen.findByText('Student 1');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Student 6')).toBeInTheDocument();
    expect(screen.queryByText('Student 1')).toBeNull();
    expect(screen.getByText('Showing 6–10 of 12')).toBeInTheDocument();
    const sixth = screen.getByText('Student 6').closest('tr');
    expect(sixth && within(sixth).getAllByRole('cell')[0]).toHaveTextContent('6');
    expect(asked.at(-1)).toMatchObject({ first: 5, after: 'cur-5' });

    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Student 1')).toBeInTheDocument();
    expect(screen.getByText('Showing 1–5 of 12')).toBeInTheDocument();
  });

  it('sorts on the server: a header click asks for that sort from the first page', async () => {
    const asked: CertificateRegisterQueryVariables[] = [];
    renderRegister([
      registerMock((v) => !v.after, page(firstFive, 12, true), asked),
      registerMock((v) => v.after === 'cur-5', page(nextFive, 12, true), asked),
    ]);
    await screen.findByText('Student 1');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Student 6');
    await userEvent.click(screen.getByRole('button', { name: 'Credential Date' }));
    await waitFor(() =>
      expect(asked.at(-1)).toMatchObject({ sort: { field: 'CREDENTIAL_DATE', direction: 'ASC' }, after: null }),
    );
    expect(await screen.findByText('Showing 1–5 of 12')).toBeInTheDocument();
  });

  it('Search sends the register filters (status, credential number) and keeps them for the next visit', async () => {
    const asked: CertificateRegisterQueryVariables[] = [];
    renderRegister([registerMock(() => true, page(firstFive, 5), asked)]);
    await screen.findByText('Student 1');
    await userEvent.click(screen.getByLabelText('Credential Number'));
    await userEvent.paste(' CRT-3 ');
    await userEvent.click(screen.getByLabelText('Status'));
    const printed = await screen.findByRole('option', { name: 'Stage 5 Printed' });
    await userEvent.click(within(printed).getByText('Stage 5 Printed'));
    await userEvent.click(screen.getByLabelText('Student Name'));
    await userEvent.paste('Student');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    const expected = { credentialNumber: 'CRT-3', statuses: ['PRINTED'], studentName: 'Student' };
    await waitFor(() => expect(asked.at(-1)?.filter).toEqual(expected));
    expect(JSON.parse(localStorage.getItem(REGISTER_FILTERS_KEY) ?? 'null')).toMatchObject({
      credentialNumber: ' CRT-3 ',
      statuses: ['PRINTED'],
      studentName: 'Student',
    });
  });

  it('opens with the stored criteria and Clear Search forgets them', async () => {
    localStorage.setItem(REGISTER_FILTERS_KEY, JSON.stringify({ studentName: 'Ada', statuses: ['QA_REJECTED'] }));
    const asked: CertificateRegisterQueryVariables[] = [];
    renderRegister([registerMock(() => true, page(firstFive, 5), asked)]);
    await screen.findByText('Student 1');
    expect(asked[0]?.filter).toEqual({ studentName: 'Ada', statuses: ['QA_REJECTED'] });
    expect(screen.getByLabelText('Student Name')).toHaveValue('Ada');
    expect(screen.getByText('Rejected')).toBeInTheDocument(); // the status tag in the multi-select

    await userEvent.click(screen.getByRole('button', { name: 'Clear Search' }));
    await waitFor(() => expect(asked.at(-1)?.filter).toBeUndefined());
    expect(localStorage.getItem(REGISTER_FILTERS_KEY)).toBeNull();
    expect(screen.getByLabelText('Student Name')).toHaveValue('');
  });

  it('ignores stored criteria of another shape', async () => {
    localStorage.setItem(REGISTER_FILTERS_KEY, JSON.stringify({ statuses: 'PRINTED' }));
    const asked: CertificateRegisterQueryVariables[] = [];
    renderRegister([registerMock(() => true, page(firstFive, 5), asked)]);
    await screen.findByText('Student 1');
    expect(asked[0]?.filter).toBeUndefined();
  });

  it('shows skeleton rows while loading, then the empty state', async () => {
    renderRegister([{ ...registerMock(() => true, page([], 0)), delay: 50 }]);
    expect(document.querySelectorAll('.bp6-skeleton').length).toBeGreaterThan(0);
    expect(await screen.findByText('No certificates', { selector: 'h4' })).toBeInTheDocument();
    expect(document.querySelectorAll('.bp6-skeleton')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('shows a failed load with Retry, which asks again', async () => {
    const asked: CertificateRegisterQueryVariables[] = [];
    let calls = 0;
    renderRegister([
      {
        request: {
          query: CertificateRegisterDocument,
          variables: (v: CertificateRegisterQueryVariables) => {
            asked.push(v);
            return true;
          },
        },
        result: () => {
          calls += 1;
          return calls === 1 ? { errors: [{ message: 'The register is unavailable' }] } : { data: page(firstFive, 5) };
        },
        maxUsageCount: ALWAYS,
      } as unknown as MockLink.MockedResponse,
    ]);
    expect(await screen.findByText('The certificate register could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('The register is unavailable')).toBeInTheDocument();
    expect(document.querySelectorAll('.bp6-skeleton')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Student 1')).toBeInTheDocument();
  });
});
