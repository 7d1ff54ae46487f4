import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { AppSettingsDocument } from '../../../generated/graphql';
import { RequestCertificateForm, type RequestFormOptions } from './RequestCertificateForm';
import { emptyUnit, type RequestFormValues } from './requestFormValues';

const options: RequestFormOptions = {
  students: [{ id: 's1', name: 'Jane Citizen', studentId: 'ST001' }],
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
    <MockedProvider mocks={[settingsMock]}>
      <RequestCertificateForm options={options} onSubmit={onSubmit} onBack={vi.fn()} {...props} />
    </MockedProvider>,
  );
  return { onSubmit };
}

describe('RequestCertificateForm', () => {
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
    renderForm({ onSubmit, initialValues: filled });
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
    units: [emptyUnit()],
  };
}
