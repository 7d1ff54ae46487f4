import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AddStudentDocument, type AddStudentMutationVariables } from '../../generated/graphql';
import { showError, showSuccess } from '../../shared/toaster';
import { viewerMock } from '../../test/viewerMock';
import { AddStudentPage } from './AddStudentPage';
import { settingsMock, studentRow } from './testing/masterFixtures';

vi.mock('../../shared/toaster', () => ({ showError: vi.fn(), showSuccess: vi.fn(), showInfo: vi.fn() }));

let posted: AddStudentMutationVariables[] = [];

/** addStudent answering `answer` after `delay` ms, recording what was posted. */
function addStudentMock(answer: 'ok' | 'taken', delay = 0): MockLink.MockedResponse {
  return {
    request: {
      query: AddStudentDocument,
      variables: (v: AddStudentMutationVariables) => {
        posted.push(v);
        return true;
      },
    },
    delay,
    ...(answer === 'ok'
      ? {
          result: {
            data: {
              addStudent: {
                __typename: 'AddStudentPayload',
                message: 'Student added successfully',
                student: studentRow('77', 'SCI999', 'Ruby', 'Papadopoulos'),
              },
            },
          },
        }
      : {
          result: {
            errors: [
              new GraphQLError('The student ID has already been taken.', {
                extensions: {
                  code: 'BAD_USER_INPUT',
                  fieldErrors: { studentId: 'The student ID has already been taken.' },
                },
              }),
            ],
          },
        }),
    maxUsageCount: Number.POSITIVE_INFINITY,
  } as MockLink.MockedResponse;
}

function renderPage(mock: MockLink.MockedResponse) {
  const router = createMemoryRouter(
    [
      { path: '/master/add-student', Component: AddStudentPage },
      { path: '/master/student-list', element: <p>Student list</p> },
    ],
    { initialEntries: ['/master/add-student'] },
  );
  render(
    <MockedProvider mocks={[viewerMock({ permissions: ['student_management.add'] }), settingsMock(), mock]}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
  return router;
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

async function fillValid() {
  await userEvent.type(field('Student ID'), 'SCI999');
  await userEvent.type(field('First name'), 'Ruby');
  await userEvent.type(field('Last name'), 'Papadopoulos');
  await userEvent.type(field('Mobile Number'), '0412345678');
  await userEvent.type(field('Email'), 'ruby@student.example.com.au');
  const dob = field('Date of Birth');
  await userEvent.type(dob, '14-03-1996');
  fireEvent.blur(dob);
}

describe('AddStudentPage (access §5 "Add Student", §8)', () => {
  beforeEach(() => {
    posted = [];
    vi.mocked(showError).mockClear();
    vi.mocked(showSuccess).mockClear();
  });

  it("shows §5's messages word for word on an empty submit, and posts nothing", async () => {
    renderPage(addStudentMock('ok'));
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    for (const message of [
      'Please enter Student ID',
      'Please enter First name',
      'Please enter Last name',
      'Please enter Mobile Number',
      'Please enter your email',
      'Please enter your DOB',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(posted).toHaveLength(0);
  });

  it('checks the mobile number (at least 10, capped at 10 on entry) and the e-mail', async () => {
    renderPage(addStudentMock('ok'));
    await userEvent.type(await screen.findByLabelText(/^Mobile Number/), '04123');
    await userEvent.type(field('Email'), 'ruby@');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please enter Valid Mobile Number')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email')).toBeInTheDocument();
    await userEvent.type(field('Mobile Number'), '456789999');
    expect(field('Mobile Number')).toHaveValue('0412345678');
    await waitFor(() => expect(screen.queryByText('Please enter Valid Mobile Number')).toBeNull());
  });

  it('posts once however often Submit is pressed, then toasts the server message and goes back to the list', async () => {
    const router = renderPage(addStudentMock('ok', 50));
    await screen.findByRole('button', { name: 'Submit' });
    await fillValid();
    const submit = screen.getByRole('button', { name: 'Submit' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    fireEvent.submit(submit.closest('form') as HTMLFormElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/master/student-list'));
    expect(posted).toEqual([
      {
        input: {
          studentId: 'SCI999',
          firstName: 'Ruby',
          lastName: 'Papadopoulos',
          mobile: '0412345678',
          email: 'ruby@student.example.com.au',
          dob: '1996-03-14',
        },
      },
    ]);
    expect(showSuccess).toHaveBeenCalledWith('Student added successfully');
  });

  it("shows the server's refusal as an error and under its field, and stays", async () => {
    const router = renderPage(addStudentMock('taken'));
    await screen.findByRole('button', { name: 'Submit' });
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('The student ID has already been taken.')).toBeInTheDocument();
    expect(showError).toHaveBeenCalledWith('The student ID has already been taken.');
    expect(router.state.location.pathname).toBe('/master/add-student');
  });
});
