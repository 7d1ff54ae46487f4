import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  CertificateListDocument,
  type CertificateListQuery,
  type CertificateListQueryVariables,
} from '../../../generated/graphql';
import { viewerMock } from '../../../test/viewerMock';
import { SearchFiltersProvider } from '../search/SearchFiltersProvider';
import { CertificateListPage } from './CertificateListPage';
import { CERTIFICATE_LISTS, listByPath } from './listDefinitions';

type Row = CertificateListQuery['certificates']['nodes'][number];

const row = (id: string, student: string, statusLabel: string, overrides: Partial<Row> = {}): Row =>
  ({
    __typename: 'Certificate',
    id,
    student: { __typename: 'Student', id: `s${id}`, name: student },
    course: { __typename: 'Course', id: 'c1', name: 'Diploma of Leadership and Management' },
    campus: { __typename: 'Campus', id: 'm1', name: 'Melbourne' },
    requisitioner: { __typename: 'User', id: 'u1', fullName: 'Rita Requester' },
    template: { __typename: 'Template', id: 't1', name: 'Diploma' },
    requestedDate: '2026-03-04T01:02:03.000Z',
    credentialDate: '2026-03-01',
    credentialNumber: `CN-${id}`,
    status: 'APPROVED_FOR_PRINTING',
    statusCode: 4,
    statusLabel,
    reprintStatus: null,
    reprintStatusCode: null,
    certificateType: 'CERTIFICATE',
    certificateTypeCode: 'C',
    certificateTypeName: 'Certificate',
    ...overrides,
  }) as Row;

function listMock(list: string, nodes: Row[], totalCount = nodes.length) {
  return {
    request: {
      query: CertificateListDocument,
      variables: (v: CertificateListQueryVariables) => v.list === list,
    },
    result: {
      data: { certificates: { __typename: 'CertificateConnection', nodes, totalCount, page: 1, pageSize: 5 } } as CertificateListQuery,
    },
    maxUsageCount: 10,
  };
}

function renderList(path: string, nodes: Row[], totalCount?: number) {
  const definition = listByPath(path);
  if (!definition) throw new Error(path);
  const router = createMemoryRouter(
    [
      { path: `/certificates/${path}`, element: <CertificateListPage definition={definition} /> },
      { path: '/certificates/request-certificate', element: <p>Request form</p> },
    ],
    { initialEntries: [`/certificates/${path}`] },
  );
  render(
    <MockedProvider mocks={[viewerMock(), listMock(definition.key, nodes, totalCount)]}>
      <SearchFiltersProvider>
        <RouterProvider router={router} />
      </SearchFiltersProvider>
    </MockedProvider>,
  );
}

describe('CertificateListPage', () => {
  beforeEach(() => sessionStorage.clear());

  it('defines the seven lists with the spec titles', () => {
    expect(CERTIFICATE_LISTS.map((l) => l.title)).toEqual([
      'CERTIFICATE REQUESTS',
      'CERTIFICATE TO BE SIGNED',
      'CERTIFICATE SIGNED',
      'CERTIFICATE APPROVED',
      'CERTIFICATE REJECTED/CANCELLED',
      'CERTIFICATE PRINTED',
      'CERTIFICATE REPRINT REQUESTS',
    ]);
  });

  it('renders the rows of the send-to-print list with Print or Reprint', async () => {
    renderList('send-to-print-list', [
      row('1', 'Jane Citizen', 'Approved for Printing'),
      row('2', 'Sam Student', 'Reprint Approved', { status: 'PRINTED', reprintStatus: 'REPRINT_APPROVED' }),
    ]);
    expect(screen.getByRole('heading', { name: 'CERTIFICATE APPROVED' })).toBeInTheDocument();
    const jane = (await screen.findByText('Jane Citizen')).closest('tr');
    const sam = screen.getByText('Sam Student').closest('tr');
    if (!jane || !sam) throw new Error('rows missing');
    expect(within(jane).getByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect(within(jane).queryByRole('button', { name: 'Reprint' })).toBeNull();
    expect(within(sam).getByRole('button', { name: 'Reprint' })).toBeInTheDocument();
    expect(within(sam).queryByRole('button', { name: 'Print' })).toBeNull();
    expect(screen.getByRole('columnheader', { name: /Certificate Name/ })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: /Certificate Preview/ })).toBeNull();
  });

  it('shows BULK PRINT once rows are selected and refuses mixed statuses', async () => {
    renderList('send-to-print-list', [
      row('1', 'Jane Citizen', 'Approved for Printing'),
      row('2', 'Sam Student', 'Reprint Approved', { status: 'PRINTED', reprintStatus: 'REPRINT_APPROVED' }),
    ]);
    await screen.findByText('Jane Citizen');
    expect(screen.queryByRole('button', { name: /BULK PRINT/ })).toBeNull();
    await userEvent.click(screen.getByLabelText('Select Jane Citizen'));
    await userEvent.click(screen.getByLabelText('Select Sam Student'));
    await userEvent.click(screen.getByRole('button', { name: /BULK PRINT \(2\)/ }));
    expect(
      await screen.findByText('All student certificates must be under same certificate status and same certificate template'),
    ).toBeInTheDocument();
  });

  it('requested list: preview links, Details and the Request certificate button', async () => {
    renderList('requested-list', [row('7', 'Ada Learner', 'Requested', { status: 'REQUESTED', statusCode: 0 })], 12);
    expect(await screen.findByText('Ada Learner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Preview' })).toHaveAttribute('href', '/certificates/requested-list/7/preview');
    expect(screen.getByText('Showing 1–5 of 12')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Request certificate' }));
    expect(await screen.findByText('Request form')).toBeInTheDocument();
  });
});
