import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { StudentListDocument, type StudentListQueryVariables } from '../../generated/graphql';
import { viewerMock } from '../../test/viewerMock';
import { StudentListPage } from './StudentListPage';
import { pageOf, recordingMock, settingsMock, studentRow } from './testing/masterFixtures';

let requests: StudentListQueryVariables[] = [];

const JACK = studentRow('1', 'SCI240101', 'Jack', 'Wilson', { middleName: 'Thomas', dob: '1998-03-14' });
const ZOE = studentRow('2', 'SCI240114', 'Zoë', 'Nguyễn', { email: 'zoe.nguyen@student.example.com.au' });

const students = (v: StudentListQueryVariables) =>
  v.filter?.name ? pageOf('students', [ZOE], 1) : pageOf('students', [JACK, ZOE], 32);

function renderPage(permissions: string[]) {
  const router = createMemoryRouter(
    [
      { path: '/master/student-list', Component: StudentListPage },
      { path: '/master/add-student', element: <p>Add student screen</p> },
      { path: '/settings/student-import', element: <p>Student import screen</p> },
      { path: '/certificates/request-certificate', element: <p>Request form</p> },
    ],
    { initialEntries: ['/master/student-list'] },
  );
  render(
    <MockedProvider
      mocks={[viewerMock({ permissions }), settingsMock(), recordingMock(StudentListDocument, requests, students)]}
    >
      <RouterProvider router={router} />
    </MockedProvider>,
  );
  return router;
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('StudentListPage (access §2 "Master area", §3 Student, §6)', () => {
  beforeEach(() => {
    requests = [];
  });

  it('shows every student field, the date of birth in the display format', async () => {
    renderPage([]);
    await screen.findByText('Jack');
    expect(requests[0]).toEqual({ filter: null, page: 1, pageSize: 5 });
    expect(
      within(rowOf('Jack'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      '1',
      'SCI240101',
      'Jack',
      'Thomas',
      'Wilson',
      'jack@student.example.com.au',
      '0412345678',
      '14-03-1998',
    ]);
    expect(screen.getByText('Showing 1–5 of 32')).toBeInTheDocument();
  });

  it('searches by student id, name and email as the user types, once the typing settles', async () => {
    renderPage([]);
    await screen.findByText('Jack');
    await userEvent.type(screen.getByLabelText('Student Name'), 'zoe nguy');
    await waitFor(() => expect(screen.queryByText('Jack')).toBeNull());
    expect(screen.getByText('Zoë')).toBeInTheDocument();
    expect(requests.filter((r) => r.filter)).toEqual([{ filter: { name: 'zoe nguy' }, page: 1, pageSize: 5 }]);
    await userEvent.type(screen.getByLabelText('Student ID'), 'SCI24');
    await userEvent.type(screen.getByLabelText('Email'), 'zoe.');
    await waitFor(() =>
      expect(requests.at(-1)?.filter).toEqual({ name: 'zoe nguy', studentId: 'SCI24', email: 'zoe.' }),
    );
  });

  it('sorts on the server', async () => {
    renderPage([]);
    await screen.findByText('Jack');
    await userEvent.click(screen.getByRole('button', { name: /Last Name/ }));
    await waitFor(() => expect(requests.at(-1)?.sort).toEqual({ field: 'LAST_NAME', direction: 'ASC' }));
  });

  it('Import Student and Add Student follow student_management.add', async () => {
    const router = renderPage(['student_management.add']);
    await userEvent.click(await screen.findByRole('button', { name: 'Add Student' }));
    expect(router.state.location.pathname).toBe('/master/add-student');
    await router.navigate('/master/student-list');
    await userEvent.click(await screen.findByRole('button', { name: 'Import Student' }));
    expect(router.state.location.pathname).toBe('/settings/student-import');
  });

  it('Request certificate on a row follows requested_certificate.add and opens the form with that student', async () => {
    const router = renderPage(['requested_certificate.add']);
    const button = await within(await waitFor(() => rowOf('Jack'))).findByRole('button', {
      name: 'Request certificate for Jack Wilson',
    });
    // the viewer has answered: without student_management.add there is no Add or Import Student
    expect(screen.queryByRole('button', { name: 'Add Student' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Import Student' })).toBeNull();
    await userEvent.click(button);
    expect(router.state.location.pathname).toBe('/certificates/request-certificate');
    expect(router.state.location.search).toBe('?student=SCI240101');
  });

  it('has no Request certificate action without requested_certificate.add', async () => {
    renderPage(['student_management.add']);
    await screen.findByRole('button', { name: 'Add Student' });
    expect(screen.queryByRole('button', { name: /Request certificate/ })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Action' })).toBeNull();
  });
});
