import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  CourseListDocument,
  type CourseListQueryVariables,
  CourseUnitsDocument,
  type CourseUnitsQueryVariables,
} from '../../generated/graphql';
import { viewerMock } from '../../test/viewerMock';
import { CourseListPage } from './CourseListPage';
import { courseRow, pageOf, recordingMock, settingsMock } from './testing/masterFixtures';

let requests: CourseListQueryVariables[] = [];
let unitRequests: CourseUnitsQueryVariables[] = [];

const DIPLOMA = courseRow('1', 'BSB50420', 'Diploma of Leadership and Management', {
  certificateCourseName: 'Diploma of Leadership & Management',
  shortName: 'Dip Leadership',
  graduateCertificateCourseName: 'Graduate Diploma of Leadership',
  courseId: 'C-1042',
});
const CERT = courseRow('2', 'BSB40520', 'Certificate IV in Leadership and Management', { unitCount: 0 });

const courses = (v: CourseListQueryVariables) =>
  v.filter?.courseName ? pageOf('courses', [CERT], 1) : pageOf('courses', [DIPLOMA, CERT], 2);

const units = () => ({
  course: {
    __typename: 'Course',
    id: '1',
    units: [
      {
        __typename: 'CourseUnit',
        unitCode: 'BSBLDR523',
        unitName: 'Lead and manage effective workplace relationships',
        core: true,
      },
      { __typename: 'CourseUnit', unitCode: 'BSBPMG430', unitName: 'Undertake project work', core: false },
    ],
  },
});

function renderPage(permissions: string[]) {
  const router = createMemoryRouter(
    [
      { path: '/master/course-list', Component: CourseListPage },
      { path: '/settings/course-import', element: <p>Course import screen</p> },
    ],
    { initialEntries: ['/master/course-list'] },
  );
  render(
    <MockedProvider
      mocks={[
        viewerMock({ permissions }),
        settingsMock(),
        recordingMock(CourseListDocument, requests, courses),
        recordingMock(CourseUnitsDocument, unitRequests, units),
      ]}
    >
      <RouterProvider router={router} />
    </MockedProvider>,
  );
  return router;
}

describe('CourseListPage (access §2 "Master area", §3 Course)', () => {
  beforeEach(() => {
    requests = [];
    unitRequests = [];
  });

  it('shows every course field, dates in the display format', async () => {
    renderPage([]);
    const row = (await screen.findByText('Diploma of Leadership and Management')).closest('tr') as HTMLElement;
    expect(requests[0]).toEqual({ filter: null, page: 1, pageSize: 5 });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      '1',
      'BSB50420',
      'Diploma of Leadership and Management',
      'C-1042',
      'Diploma of Leadership & Management',
      'Dip Leadership',
      '31-12-2027',
      'Graduate Diploma of Leadership',
      'Units (2)',
    ]);
  });

  it('searches by course code, course id and course name as the user types, from page 1', async () => {
    renderPage([]);
    await screen.findByText('Diploma of Leadership and Management');
    expect(screen.getByRole('search', { name: 'Search courses' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Course Name'), 'cert iv');
    await waitFor(() => expect(screen.queryByText('Diploma of Leadership and Management')).toBeNull());
    const searches = requests.filter((r) => r.filter);
    expect(searches).toEqual([{ filter: { courseName: 'cert iv' }, page: 1, pageSize: 5 }]);
    await userEvent.type(screen.getByLabelText('Course Code'), 'BSB4');
    await userEvent.type(screen.getByLabelText('Course ID'), ' ');
    await waitFor(() =>
      expect(requests.at(-1)).toEqual({ filter: { courseName: 'cert iv', courseCode: 'BSB4' }, page: 1, pageSize: 5 }),
    );
  });

  it("shows a course's units of competency: code, title, core", async () => {
    renderPage([]);
    await userEvent.click(await screen.findByRole('button', { name: 'Units of BSB50420' }));
    const dialog = await screen.findByRole('dialog', { name: /Units of competency — BSB50420/ });
    const table = await within(dialog).findByRole('table', { name: 'Units of competency' });
    expect(unitRequests).toEqual([{ id: '1' }]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['BSBLDR523', 'Lead and manage effective workplace relationships', 'Core'],
      ['BSBPMG430', 'Undertake project work', 'Elective'],
    ]);
  });

  it('Import Course follows course_management.add', async () => {
    const router = renderPage(['course_management.add']);
    await userEvent.click(await screen.findByRole('button', { name: 'Import Course' }));
    expect(router.state.location.pathname).toBe('/settings/course-import');
  });

  it('has no Import Course without course_management.add', async () => {
    renderPage(['campus_management.add']);
    await screen.findByText('Diploma of Leadership and Management');
    expect(screen.queryByRole('button', { name: 'Import Course' })).toBeNull();
  });
});
