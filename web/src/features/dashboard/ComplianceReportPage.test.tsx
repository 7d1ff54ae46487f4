/**
 * The 30-day compliance report as a user sees it (docs/compliance.md): one row per month,
 * newest first, with issued / within / beyond / % / median, the late certificates, the period
 * picker (12, 24, 36 months) asking the api for that range, the error with Retry; and the
 * dashboard banner's link to it.
 */
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  IssuanceComplianceDocument,
  type IssuanceComplianceQuery,
  type IssuanceComplianceQueryVariables,
} from '../../generated/graphql';
import { ComplianceReportPage, monthBefore, monthLabel } from './ComplianceReportPage';
import { COMPLIANCE_REPORT_PATH, IssuanceClockCard } from './IssuanceClockCard';

const NOW = new Date(Date.UTC(2026, 10, 24, 12));

const month = (m: string, issued: number, beyond: number, median: number | null) => ({
  __typename: 'IssuanceComplianceMonth' as const,
  month: m,
  issued,
  issuedWithin: issued - beyond,
  issuedBeyond: beyond,
  medianDays: median,
  beyond: Array.from({ length: beyond }, (_, i) => ({
    __typename: 'LateIssuedCertificate' as const,
    id: `${m}-${i}`,
    credentialNumber: `SCIT-${m}-${i}`,
    studentName: `Late Student ${i}`,
    requestedAt: `${m}-01T00:00:00.000Z`,
    issuedAt: `${m}-28T00:00:00.000Z`,
    days: 40 + i,
  })),
});

function answer(v: IssuanceComplianceQueryVariables): IssuanceComplianceQuery {
  const [from, to] = [v.from!, v.to!];
  const index = (m: string) => Number(m.slice(0, 4)) * 12 + Number(m.slice(5, 7)) - 1;
  const months = [];
  for (let i = index(from); i <= index(to); i++) {
    const m = `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
    months.push(m === '2026-10' ? month(m, 5, 1, 12.5) : m === '2026-11' ? month(m, 3, 0, 4) : month(m, 0, 0, null));
  }
  return {
    issuanceCompliance: { __typename: 'IssuanceComplianceReport', from, to, limitDays: 30, months },
  } as IssuanceComplianceQuery;
}

let asked: IssuanceComplianceQueryVariables[] = [];
const reportMock = {
  request: {
    query: IssuanceComplianceDocument,
    variables: (v: IssuanceComplianceQueryVariables) => {
      asked.push(v);
      return true;
    },
  },
  result: (v: IssuanceComplianceQueryVariables) => ({ data: answer(v) }),
  maxUsageCount: Number.POSITIVE_INFINITY,
} as MockLink.MockedResponse;

function renderPage(mocks: MockLink.MockedResponse[] = [reportMock]) {
  asked = [];
  const router = createMemoryRouter(
    [
      { path: '/dashboard/compliance', element: <ComplianceReportPage now={NOW} /> },
      { path: '/dashboard', element: <p>Dashboard page</p> },
    ],
    { initialEntries: ['/dashboard/compliance'] },
  );
  render(
    <MockedProvider mocks={mocks}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
  return router;
}

const monthRows = () =>
  within(screen.getByRole('table', { name: 'Issued per month' }))
    .getAllByRole('row')
    .slice(1);

describe('ComplianceReportPage', () => {
  it('months and labels: the last 12 up to the current one (UTC)', () => {
    expect(monthBefore(NOW, 0)).toBe('2026-11');
    expect(monthBefore(NOW, 11)).toBe('2025-12');
    expect(monthLabel('2026-03')).toBe('March 2026');
  });

  it('lists the last 12 months, newest first, with within / beyond / % / median', async () => {
    renderPage();
    await waitFor(() => expect(monthRows()).toHaveLength(12));
    expect(asked[0]).toEqual({ from: '2025-12', to: '2026-11' });
    const [nov, oct, sep] = monthRows();
    expect(nov).toHaveTextContent('November 2026330100%4');
    expect(oct).toHaveTextContent('October 2026541');
    expect(oct).toHaveTextContent('80%12.5');
    expect(sep).toHaveTextContent('September 2026000——');
    expect(screen.getByTestId('compliance-summary')).toHaveTextContent('7 of 8 issued within 30 days (88%).');
    const late = screen.getByRole('table', { name: 'Issued beyond 30 days' });
    expect(within(late).getAllByRole('row')[1]).toHaveTextContent(
      'October 2026SCIT-2026-10-0Late Student 02026-10-012026-10-2840',
    );
  });

  it('asks the api for a longer period when picked', async () => {
    renderPage();
    await waitFor(() => expect(monthRows()).toHaveLength(12));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'Last 36 months');
    await waitFor(() => expect(monthRows()).toHaveLength(36));
    expect(asked.at(-1)).toEqual({ from: '2023-12', to: '2026-11' });
  });

  it('shows an error with Retry', async () => {
    renderPage([
      {
        request: { query: IssuanceComplianceDocument, variables: { from: '2025-12', to: '2026-11' } },
        error: new Error('upstream down'),
      },
      reportMock,
    ]);
    expect(await screen.findByText('The report could not be loaded')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(monthRows()).toHaveLength(12));
  });

  it('goes back to the dashboard', async () => {
    const router = renderPage();
    await userEvent.click(screen.getByRole('link', { name: '← Dashboard' }));
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});

describe('the 30-day banner', () => {
  it('links to the compliance report', async () => {
    const router = createMemoryRouter(
      [
        { path: '/dashboard', element: <IssuanceClockCard olderThan21Days={[]} olderThan30Days={0} loading={false} /> },
        { path: COMPLIANCE_REPORT_PATH, element: <p>Report page</p> },
      ],
      { initialEntries: ['/dashboard'] },
    );
    render(<RouterProvider router={router} />);
    await userEvent.click(screen.getByRole('link', { name: 'View the 30-day compliance report' }));
    expect(router.state.location.pathname).toBe('/dashboard/compliance');
  });
});
