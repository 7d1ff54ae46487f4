import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import {
  AppSettingsDocument,
  RequestStudentSearchDocument,
  type RequestStudentSearchQueryVariables,
} from '../../../generated/graphql';
import { RequestCertificateForm, type RequestFormOptions } from './RequestCertificateForm';
import { emptyUnit, type RequestFormValues } from './requestFormValues';

const JANE = { __typename: 'Student' as const, id: 's1', name: 'Jane Citizen', studentId: 'ST001' };
const ZOE = { __typename: 'Student' as const, id: 's2', name: 'Zoë Nguyễn', studentId: 'ST002' };

/** Every student search the picker sends, in order. */
let searches: RequestStudentSearchQueryVariables[] = [];

/** The server's student search: the newest (Jane, Zoë) without a search, Zoë for "zoe". */
const studentSearchMock = {
  request: {
    query: RequestStudentSearchDocument,
    variables: (v: RequestStudentSearchQueryVariables) => {
      searches.push(v);
      return true;
    },
  },
  result: (v: RequestStudentSearchQueryVariables) => {
    const nodes = v.filter?.search ? (v.filter.search === 'zoe' ? [ZOE] : []) : [JANE, ZOE];
    return { data: { students: { __typename: 'StudentPage', totalCount: nodes.length, nodes } } };
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
} as MockLink.MockedResponse;

const options: RequestFormOptions = {
  courses: [
    {
      id: 'c1',
      name: 'Diploma of Leadership and Management',
      code: 'BSB50420',
      units: [
        { unitCode: 'BSBLDR523', unitName: 'Lead and manage effective workplace relationships', core: true },
        { unitCode: 'BSBOPS502', unitName: 'Manage business operational plans', core: true },
      ],
    },
  ],
  campuses: [{ id: 'k1', name: 'Melbourne' }],
  certificateTypes: [{ type: 'CERTIFICATE', code: 'C', name: 'Certificate' }],
};

const settingsMock = {
  request: { query: AppSettingsDocument },
  result: {
    data: {
      settings: { __typename: 'AppSettings' as const, displayDateFormat: 'dd-mm-yyyy', feeConfirmationRequired: false },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function renderForm(props: Partial<React.ComponentProps<typeof RequestCertificateForm>> = {}) {
  const onSubmit = props.onSubmit ?? vi.fn(async () => undefined);
  render(
    <MockedProvider mocks={[settingsMock, studentSearchMock]}>
      <RequestCertificateForm options={options} onSubmit={onSubmit} onBack={vi.fn()} {...props} />
    </MockedProvider>,
  );
  return { onSubmit };
}

describe('RequestCertificateForm', () => {
  beforeEach(() => {
    searches = [];
  });

  it('shows every required message on an empty submit and does not submit', async () => {
    const { onSubmit } = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    for (const message of [
      'Please enter student name',
      'Please select course',
      'Please select campus',
      'Please select certification type',
      'Please select credential date',
      'Please select credential number',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    const unit = screen.getByRole('region', { name: 'Unit 1' });
    expect(within(unit).getAllByText('This field is required')).toHaveLength(6);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('adds and removes unit blocks; the first unit has no Remove Unit', () => {
    renderForm();
    expect(screen.queryByRole('button', { name: 'Remove Unit' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add Unit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Unit' }));
    expect(screen.getAllByRole('region', { name: /^Unit \d$/ })).toHaveLength(3);
    expect(
      within(screen.getByRole('region', { name: 'Unit 1' })).queryByRole('button', { name: 'Remove Unit' }),
    ).not.toBeInTheDocument();
    fireEvent.click(
      within(screen.getByRole('region', { name: 'Unit 2' })).getByRole('button', { name: 'Remove Unit' }),
    );
    expect(screen.getAllByRole('region', { name: /^Unit \d$/ })).toHaveLength(2);
  });

  it('blocks Submit while the request is pending', async () => {
    let resolve: () => void = () => {};
    const onSubmit = vi.fn(() => new Promise<undefined>((r) => (resolve = () => r(undefined))));
    const filled: RequestFormValues = {
      studentId: 's1',
      courseId: 'c1',
      campusId: 'k1',
      certificateType: 'CERTIFICATE',
      credentialDate: '2026-03-01',
      credentialNumber: 'CRT-1',
      enrolmentId: '',
      units: [
        emptyUnit({
          unitStartDate: '2026-01-10',
          unitCode: 'BSBLDR523',
          unitName: 'Lead',
          mark: '80',
          outcomeResult: 'Competent',
          outcomeGradeShortCode: 'C',
        }),
      ],
    };
    renderForm({ onSubmit, initialValues: filled, initialStudent: JANE });
    const submit = screen.getByRole('button', { name: 'Submit' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    fireEvent.submit(submit.closest('form')!);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    resolve();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled());
  });

  it('shows server field errors on their fields', async () => {
    const filled: RequestFormValues = {
      studentId: 's1',
      courseId: 'c1',
      campusId: 'k1',
      certificateType: 'CERTIFICATE',
      credentialDate: '2026-03-01',
      credentialNumber: 'CRT-1',
      enrolmentId: '',
      units: [
        emptyUnit({
          unitStartDate: '2026-01-10',
          unitCode: 'X',
          unitName: 'Lead',
          mark: '80',
          outcomeResult: 'Competent',
          outcomeGradeShortCode: 'C',
        }),
      ],
    };
    const { mapServerFieldErrors } = await import('./serverFieldErrors');
    const onSubmit = vi.fn(
      async () =>
        mapServerFieldErrors({
          credential_number: 'Credential number already used',
          'units.0.unit_code': 'Unknown unit',
        }).errors,
    );
    renderForm({ onSubmit, initialValues: filled });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Credential number already used')).toBeInTheDocument();
    expect(screen.getByText('Unknown unit')).toBeInTheDocument();
  });

  it('the student picker searches the server as the user types, not a list loaded with the form', async () => {
    const { onSubmit } = renderForm({ initialValues: filledExceptStudent() });
    expect(searches).toHaveLength(0); // nothing is loaded until the picker opens
    await userEvent.click(screen.getByLabelText(/Student Name/));
    // before anything is typed: the newest students
    expect(await screen.findByRole('option', { name: /Jane Citizen/ })).toBeInTheDocument();
    expect(searches[0]).toEqual({ pageSize: 20, sort: { field: 'ADDED', direction: 'DESC' } });
    await userEvent.type(screen.getByPlaceholderText(/Search by name, student ID or email/), 'zoe');
    await waitFor(() => expect(screen.queryByRole('option', { name: /Jane Citizen/ })).toBeNull());
    // one search once the typing settled, 20 at most
    expect(searches.filter((v) => v.filter)).toEqual([{ filter: { search: 'zoe' }, pageSize: 20 }]);
    // (the option's text is what a pointer lands on)
    await userEvent.click(within(screen.getByRole('option', { name: /Zoë Nguyễn/ })).getByText('Zoë Nguyễn'));
    expect(screen.getByLabelText(/Student Name/)).toHaveTextContent('Zoë Nguyễn · ST002');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ studentId: 's2' })));
  });

  it('says so when no student matches', async () => {
    renderForm();
    await userEvent.click(screen.getByLabelText(/Student Name/));
    await userEvent.type(screen.getByPlaceholderText(/Search by name, student ID or email/), 'nobody');
    expect(await screen.findByRole('option', { name: 'No matches' })).toBeInTheDocument();
  });

  it('shows a preselected student on the picker', () => {
    renderForm({ initialValues: { ...filledExceptStudent(), studentId: 's1' }, initialStudent: JANE });
    expect(screen.getByLabelText(/Student Name/)).toHaveTextContent('Jane Citizen · ST001');
  });

  it('sends the optional Enrolment Id typed on the form', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderForm({ onSubmit, initialValues: { ...filledExceptStudent(), studentId: 's1' }, initialStudent: JANE });
    const field = screen.getByLabelText(/Enrolment Id/);
    expect(field).toHaveValue('');
    expect(screen.getByText("Links the approval to the student's assessment report.")).toBeInTheDocument();
    await userEvent.type(field, 'ENR-560217');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ enrolmentId: 'ENR-560217' })));
  });

  it('shows the server refusing the Enrolment Id on its field', async () => {
    const { mapServerFieldErrors } = await import('./serverFieldErrors');
    const onSubmit = vi.fn(
      async () => mapServerFieldErrors({ enrolmentId: 'The enrolment id must be at most 50 characters' }).errors,
    );
    renderForm({ onSubmit, initialValues: { ...filledExceptStudent(), studentId: 's1', enrolmentId: 'E1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('The enrolment id must be at most 50 characters')).toBeInTheDocument();
  });

  it('adds all units of the chosen course', () => {
    renderForm({ initialValues: { ...emptyFormWithCourse() } });
    fireEvent.click(screen.getByRole('button', { name: /Add all units of this course/ }));
    expect(screen.getAllByRole('region', { name: /^Unit \d$/ })).toHaveLength(2);
    expect(screen.getByDisplayValue('BSBOPS502')).toBeInTheDocument();
  });
});

function emptyFormWithCourse(): RequestFormValues {
  return {
    studentId: null,
    courseId: 'c1',
    campusId: null,
    certificateType: null,
    credentialDate: null,
    credentialNumber: '',
    enrolmentId: '',
    units: [emptyUnit()],
  };
}

function filledExceptStudent(): RequestFormValues {
  return {
    studentId: null,
    courseId: 'c1',
    campusId: 'k1',
    certificateType: 'CERTIFICATE',
    credentialDate: '2026-03-01',
    credentialNumber: 'CRT-9',
    enrolmentId: '',
    units: [
      emptyUnit({
        unitStartDate: '2026-01-10',
        unitCode: 'BSBLDR523',
        unitName: 'Lead',
        mark: '80',
        outcomeResult: 'Competent',
        outcomeGradeShortCode: 'C',
      }),
    ],
  };
}
