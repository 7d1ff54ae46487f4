/**
 * The dashboard as a user sees it: the banners (0 when absent, links only to granted lists), the
 * 30-day issuance clock, the CURRENT MONTH course table, the year picker (future years disabled)
 * driving the Campus Data and Course Data tables (5 rows a page), and a live refresh when a
 * certificate changes. spec: certificate-workflow §2 "Dashboard", §9.
 */
import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { act } from 'react';
import type { MockLink } from '@apollo/client/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  DashboardDocument,
  type DashboardQuery,
  DashboardYearDocument,
  type DashboardYearQuery,
  type DashboardYearQueryVariables,
} from '../../generated/graphql';
import { evictCertificateLists } from '../../app/apollo';
import { viewerMock } from '../../test/viewerMock';
import { DashboardPage } from './DashboardPage';

const NOW = new Date(2026, 10, 24, 12);

const waiting = (id: string, days: number, list: 'REQUESTED' | 'TO_BE_SIGNED' | 'SIGNED') => ({
  __typename: 'WaitingCertificate' as const,
  id,
  credentialNumber: `SCIT-2026-0${id}`,
  studentName: `Student ${id}`,
  daysWaiting: days,
  list,
});

function dashboard(overrides: Partial<DashboardQuery['dashboard']> = {}): DashboardQuery {
  return {
    dashboard: {
      __typename: 'Dashboard',
      currentMonth: [
        {
          __typename: 'DashboardCourseCount',
          courseName: 'Diploma of Leadership',
          courseCode: 'BSB50420',
          certificates: 4,
        },
        {
          __typename: 'DashboardCourseCount',
          courseName: 'Certificate IV in Business',
          courseCode: 'BSB40120',
          certificates: 2,
        },
      ],
      pendingRequests: 3,
      pendingToBeSigned: 2,
      issuanceClock: {
        __typename: 'IssuanceClock',
        olderThan21Days: [waiting('41', 40, 'TO_BE_SIGNED'), waiting('12', 25, 'REQUESTED')],
        olderThan30Days: [{ __typename: 'WaitingCertificate', id: '41' }],
      },
      ...overrides,
    },
  } as DashboardQuery;
}

const counts = (n: number) => ({
  __typename: 'DashboardStageCounts' as const,
  requested: n,
  inProgress: n - 1,
  issued: 1,
  rejectedOrCancelled: 0,
});

function yearAnswer(year: number): DashboardYearQuery {
  const courses = Array.from({ length: year === 2026 ? 7 : 1 }, (_, i) => ({
    __typename: 'DashboardCourseYear' as const,
    courseName: `Course ${year}-${i + 1}`,
    courseCode: `C${year}${i + 1}`,
    counts: counts(i + 2),
  }));
  const campuses = [{ __typename: 'DashboardCampusYear' as const, campusName: `Campus of ${year}`, counts: counts(9) }];
  return {
    dashboardYear: {
      __typename: 'DashboardYear',
      year,
      campuses,
      courses,
    },
  } as DashboardYearQuery;
}

let years: number[] = [];
const yearMock = {
  request: {
    query: DashboardYearDocument,
    variables: (v: DashboardYearQueryVariables) => {
      years.push(v.year);
      return true;
    },
  },
  result: (v: DashboardYearQueryVariables) => ({ data: yearAnswer(v.year) }),
  maxUsageCount: Number.POSITIVE_INFINITY,
} as MockLink.MockedResponse;

const dashboardMock = (answers: DashboardQuery[]): MockLink.MockedResponse => {
  let i = 0;
  return {
    request: { query: DashboardDocument },
    result: () => ({ data: answers[Math.min(i++, answers.length - 1)] }),
    maxUsageCount: Number.POSITIVE_INFINITY,
  } as MockLink.MockedResponse;
};

let client: ApolloClient | null = null;
/** Captures the test's Apollo client (to evict as the live subscription does). */
function ClientProbe() {
  client = useApolloClient();
  return null;
}

function renderPage(answers: DashboardQuery[] = [dashboard()]) {
  years = [];
  const router = createMemoryRouter(
    [
      {
        path: '/dashboard',
        element: (
          <>
            <ClientProbe />
            <DashboardPage now={NOW} />
          </>
        ),
      },
      { path: '/certificates/:list', element: <p>List page</p> },
      { path: '/certificates/:list/:id', element: <p>Detail page</p> },
    ],
    { initialEntries: ['/dashboard'] },
  );
  const view = render(
    <MockedProvider mocks={[viewerMock(), dashboardMock(answers), yearMock]}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
  return { router, view };
}

const card = (title: string) => screen.getByLabelText(title);

describe('DashboardPage', () => {
  it('shows the banners with links to their lists', async () => {
    const { router } = renderPage();
    await waitFor(() => expect(screen.getByTestId('count-pending-requests')).toHaveTextContent('3'));
    expect(screen.getByTestId('count-pending-to-be-signed')).toHaveTextContent('2');
    const requests = within(card('Pending Requests')).getByRole('link', { name: 'Open list →' });
    expect(requests).toHaveAttribute('href', '/certificates/requested-list');
    expect(within(card('Pending To Be Signed')).getByRole('link')).toHaveAttribute(
      'href',
      '/certificates/to-be-signed-list',
    );
    await userEvent.click(requests);
    expect(router.state.location.pathname).toBe('/certificates/requested-list');
  });

  it('shows 0 and no link for a list the viewer may not open', async () => {
    renderPage([dashboard({ pendingRequests: null, pendingToBeSigned: 1 })]);
    await waitFor(() => expect(screen.getByTestId('count-pending-to-be-signed')).toHaveTextContent('1'));
    expect(screen.getByTestId('count-pending-requests')).toHaveTextContent('0');
    expect(within(card('Pending Requests')).queryByRole('link')).toBeNull();
  });

  it('shows the 30-day issuance clock, oldest first, each linking to its certificate', async () => {
    const { router } = renderPage();
    await waitFor(() => expect(screen.getByTestId('count-over-30-days')).toHaveTextContent('1 over 30 days'));
    expect(screen.getByTestId('count-over-21-days')).toHaveTextContent('2 over 21 days');
    const items = within(screen.getByRole('list', { name: 'Waiting longest' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'SCIT-2026-041 · Student 41 40 days',
      'SCIT-2026-012 · Student 12 25 days',
    ]);
    await userEvent.click(screen.getByRole('link', { name: 'SCIT-2026-041 · Student 41' }));
    expect(router.state.location.pathname).toBe('/certificates/to-be-signed-list/41');
    expect(router.state.location.state).toEqual({ certificateId: '41', list: 'TO_BE_SIGNED' });
  });

  it('shows the CURRENT MONTH total and course table', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Courses this month' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Diploma of LeadershipBSB504204');
    expect(screen.getByText('November 2026: 6 certificates requested')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'CURRENT MONTH' })).toBeInTheDocument();
  });

  it('year picker: the current year by default, future years disabled; a past year reloads the tables', async () => {
    renderPage();
    const picker = screen.getByRole('combobox', { name: 'Year' });
    expect(picker).toHaveValue('2026');
    expect(within(picker).getByRole('option', { name: '2027' })).toBeDisabled();
    expect(within(picker).getByRole('option', { name: '2026' })).toBeEnabled();
    const courses = await screen.findByRole('table', { name: 'Course Data 2026' });
    await waitFor(() => expect(within(courses).getAllByRole('row')).toHaveLength(6)); // header + 5 of 7
    expect(screen.getAllByText('Showing 1–5 of 7')).toHaveLength(1);
    await userEvent.click(screen.getAllByRole('button', { name: 'Next page' })[2]!);
    expect(within(courses).getAllByRole('row')).toHaveLength(3);
    expect(within(screen.getByRole('table', { name: 'Campus Data 2026' })).getByText('Campus of 2026')).toBeVisible();

    await userEvent.selectOptions(picker, '2024');
    expect(await screen.findByText('Campus of 2024')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Course Data 2024' })).getAllByRole('row')).toHaveLength(2);
    expect(years).toContain(2024);
  });

  it('follows a certificate change live: the eviction the subscription does refetches the numbers', async () => {
    renderPage([dashboard(), dashboard({ pendingRequests: 9 })]);
    await waitFor(() => expect(screen.getByTestId('count-pending-requests')).toHaveTextContent('3'));
    const asked = years.length;
    act(() => evictCertificateLists(client!.cache));
    await waitFor(() => expect(screen.getByTestId('count-pending-requests')).toHaveTextContent('9'));
    await waitFor(() => expect(years.length).toBeGreaterThan(asked));
  });
});
