import { render, screen } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  AppSettingsDocument,
  RequestCertificateOptionsDocument,
  RequestStudentSearchDocument,
  type RequestStudentSearchQueryVariables,
} from '../../../generated/graphql';
import { RequestCertificatePage } from './RequestCertificatePage';

const student = (id: string, name: string, studentId: string) => ({
  __typename: 'Student' as const,
  id,
  name,
  studentId,
});

/** Every student look-up the page makes. */
let lookups: RequestStudentSearchQueryVariables[] = [];

const mocks: MockLink.MockedResponse[] = [
  {
    request: { query: AppSettingsDocument },
    result: {
      data: {
        settings: { __typename: 'AppSettings', displayDateFormat: 'dd-mm-yyyy', feeConfirmationRequired: false },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
  {
    request: { query: RequestCertificateOptionsDocument },
    result: {
      data: { formOptions: { __typename: 'FormOptions', courses: [], campuses: [], certificateTypes: [] } },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
  {
    request: {
      query: RequestStudentSearchDocument,
      variables: (v: RequestStudentSearchQueryVariables) => {
        lookups.push(v);
        return true;
      },
    },
    // the search matches any part of the student ID: SCI2401011 also contains SCI240101
    result: (v: RequestStudentSearchQueryVariables) => {
      const nodes = /^sci24010(1|)$/i.test(v.filter?.studentId ?? '')
        ? [student('9', 'Ian Other', 'SCI2401011'), student('1', 'Jack Thomas Wilson', 'SCI240101')]
        : [];
      return { data: { students: { __typename: 'StudentPage', totalCount: nodes.length, nodes } } };
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  } as MockLink.MockedResponse,
];

function renderAt(url: string) {
  const router = createMemoryRouter(
    [{ path: '/certificates/request-certificate/:id?', Component: RequestCertificatePage }],
    { initialEntries: [url] },
  );
  render(
    <MockedProvider mocks={mocks}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
}

describe('RequestCertificatePage: a student chosen by link (certificate-workflow §2, docs/product.md "Master data and CSV import")', () => {
  beforeEach(() => {
    lookups = [];
  });

  it('?student=<student ID> preselects the student with exactly that ID, whatever its case', async () => {
    renderAt('/certificates/request-certificate?student=sci240101');
    const picker = await screen.findByLabelText(/Student Name/);
    expect(picker).toHaveTextContent('Jack Thomas Wilson · SCI240101');
    expect(lookups[0]).toEqual({ filter: { studentId: 'sci240101' }, pageSize: 20 });
  });

  it('the path form /request-certificate/<student ID> does the same', async () => {
    renderAt('/certificates/request-certificate/SCI240101');
    expect(await screen.findByLabelText(/Student Name/)).toHaveTextContent('Jack Thomas Wilson');
  });

  it('an unknown student ID says so and leaves the picker empty', async () => {
    renderAt('/certificates/request-certificate?student=NOPE');
    expect(await screen.findByText('Student not found')).toBeInTheDocument();
    expect(screen.getByText(/No student has the student ID “NOPE”/)).toBeInTheDocument();
    expect(await screen.findByLabelText(/Student Name/)).toHaveTextContent('Search for a student');
  });
});
