import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { CampusListDocument, type CampusListQueryVariables } from '../../generated/graphql';
import { viewerMock } from '../../test/viewerMock';
import { CampusListPage } from './CampusListPage';
import { campusRow, pageOf, recordingMock } from './testing/masterFixtures';

let requests: CampusListQueryVariables[] = [];

const MEL = campusRow('1', 'Melbourne', 'MEL', { address: 'Level 4, 250 Collins Street, Melbourne VIC 3000' });
const SYD = campusRow('2', 'Sydney', 'SYD');

function renderPage(
  permissions: string[],
  answer = (v: CampusListQueryVariables) => {
    const nodes = v.page === 1 ? [MEL, SYD] : [campusRow(`9${v.page}`, `Page${v.page}`, `P${v.page}`)];
    return pageOf('campuses', nodes, 7, v.page);
  },
) {
  const router = createMemoryRouter(
    [
      { path: '/master/campus-list', Component: CampusListPage },
      { path: '/settings/campus-import', element: <p>Campus import screen</p> },
    ],
    { initialEntries: ['/master/campus-list'] },
  );
  render(
    <MockedProvider mocks={[viewerMock({ permissions }), recordingMock(CampusListDocument, requests, answer)]}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
  return router;
}

describe('CampusListPage (access §2 "Master area", §3 Campus)', () => {
  beforeEach(() => {
    requests = [];
  });

  it('shows every campus field, asking page 1 of 5 rows', async () => {
    renderPage([]);
    await screen.findByText('Melbourne');
    expect(requests[0]).toEqual({ page: 1, pageSize: 5 });
    for (const name of ['Sl.No', 'Campus Name', 'Campus ID', 'Campus Code', 'Short Name', 'Address']) {
      expect(screen.getByRole('columnheader', { name: new RegExp(name) })).toBeInTheDocument();
    }
    const row = screen.getByText('Melbourne').closest('tr') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', 'Melbourne', 'CMP-MEL', 'MEL', 'MEL', 'Level 4, 250 Collins Street, Melbourne VIC 3000']);
    expect(screen.getByText('Showing 1–5 of 7')).toBeInTheDocument();
  });

  it('Import Campus follows campus_management.add and opens the import screen', async () => {
    const router = renderPage(['campus_management.add']);
    await userEvent.click(await screen.findByRole('button', { name: 'Import Campus' }));
    expect(router.state.location.pathname).toBe('/settings/campus-import');
  });

  it('has no Import Campus without campus_management.add', async () => {
    renderPage(['student_management.add', 'course_management.add']);
    await screen.findByText('Melbourne');
    expect(screen.queryByRole('button', { name: 'Import Campus' })).toBeNull();
  });

  it('sorts and pages on the server', async () => {
    renderPage([]);
    await screen.findByText('Melbourne');
    await userEvent.click(screen.getByRole('button', { name: /Campus Code/ }));
    await waitFor(() =>
      expect(requests.at(-1)).toEqual({ page: 1, pageSize: 5, sort: { field: 'CAMPUS_CODE', direction: 'ASC' } }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Page2');
    expect(requests.at(-1)).toMatchObject({ page: 2, pageSize: 5 });
    expect(within(screen.getByText('Page2').closest('tr') as HTMLElement).getAllByRole('cell')[0]).toHaveTextContent(
      '6',
    );
    await userEvent.selectOptions(screen.getByLabelText('Rows per page'), '10');
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ page: 1, pageSize: 10 }));
  });

  it('shows an empty state without campuses', async () => {
    renderPage(['campus_management.add'], () => pageOf('campuses', [], 0));
    expect(await screen.findByRole('heading', { name: 'No campuses' })).toBeInTheDocument();
    expect(screen.getByText('Import campuses from a CSV file with Import Campus.')).toBeInTheDocument();
  });

  it('a failed load shows the error with Retry, which asks again (docs/product.md "Dashboard, register and exports")', async () => {
    const router = createMemoryRouter([{ path: '/master/campus-list', Component: CampusListPage }], {
      initialEntries: ['/master/campus-list'],
    });
    const failing = {
      request: { query: CampusListDocument, variables: () => true },
      error: new TypeError('Failed to fetch'),
    };
    render(
      <MockedProvider
        mocks={[viewerMock(), failing, recordingMock(CampusListDocument, requests, () => pageOf('campuses', [MEL], 1))]}
      >
        <RouterProvider router={router} />
      </MockedProvider>,
    );
    // while the first answer is on its way, a skeleton stands for the total (never a false 0)
    expect(await screen.findByTestId('count-loading')).toBeInTheDocument();
    expect(await screen.findByText('Could not load the campuses')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No campuses' })).toBeNull();
    expect(screen.queryByLabelText('Total campuses')).toBeNull();
    expect(screen.queryByText('No campuses')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Melbourne')).toBeInTheDocument();
    expect(screen.getByLabelText('Total campuses')).toHaveTextContent('1');
  });
});
