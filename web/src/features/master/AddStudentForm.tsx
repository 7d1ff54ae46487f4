/**
 * The Add Student form (spec: access-and-administration §5 "Add Student", §4 "Add student submit
 * is guarded against double submission"): student ID, first name, middle name (optional), last
 * name, mobile number (capped at 10 characters on entry), e-mail, date of birth in the configured
 * display format, and the optional USI (checked with its check character, docs/compliance.md). §5's messages show under their fields — the shared rules' on Submit, the
 * server's when it refuses — and Submit is blocked while pending.
 */
import { Button, Card, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { useDisplayDate } from '../../shared/dates';
import { useValidatedForm } from '../../shared/useValidatedForm';
import { FormDateInput } from '../certificates/request/FormDateInput';
import {
  emptyStudentForm,
  hasStudentErrors,
  MOBILE_MAX_LENGTH,
  type StudentField,
  type StudentFormErrors,
  type StudentFormValues,
  validateStudentForm,
} from './validateStudentForm';

type TextField = Exclude<StudentField, 'dob'>;

interface AddStudentFormProps {
  /** Saves; resolves with the server's field errors (if any) to show on the form. */
  onSubmit: (values: StudentFormValues) => Promise<StudentFormErrors | undefined>;
  onBack: () => void;
}

/** The USI box takes a USI typed with spaces (`7QRP 3KV3 95`); the shared rules drop them. */
const USI_INPUT_LENGTH = 14;

/** The oldest date of birth offered. */
const EARLIEST_DOB = new Date(1900, 0, 1);
/** Where the calendar opens: January twenty years ago (a typical student's birth year). */
const typicalBirthMonth = () => new Date(new Date().getFullYear() - 20, 0, 1);

/** The Add Student form. spec: access-and-administration §5 "Add Student". */
export function AddStudentForm({ onSubmit, onBack }: AddStudentFormProps) {
  const { displayFormat } = useDisplayDate();
  const { values, errors, pending, update, submit } = useValidatedForm<StudentFormValues, StudentFormErrors>({
    initialValues: emptyStudentForm,
    noErrors: () => ({}),
    validate: (next) => validateStudentForm(next, displayFormat),
    hasErrors: hasStudentErrors,
    onSubmit,
  });

  const intentOf = (field: StudentField) => (errors[field] ? Intent.DANGER : Intent.NONE);
  const text = (
    field: TextField,
    label: string,
    props: React.ComponentProps<typeof InputGroup> = {},
    required = true,
  ) => (
    <FormGroup
      label={label}
      labelFor={`student-${field}`}
      labelInfo={required ? '*' : '(optional)'}
      intent={intentOf(field)}
      helperText={errors[field]}
    >
      <InputGroup
        id={`student-${field}`}
        value={values[field]}
        intent={intentOf(field)}
        autoComplete="off"
        onChange={(e) => update({ [field]: e.currentTarget.value })}
        {...props}
      />
    </FormGroup>
  );

  return (
    <form className="student-form" onSubmit={submit} noValidate aria-busy={pending} aria-label="Student details">
      <Card className="student-form__card">
        <div className="student-form__grid">
          {text('studentId', 'Student ID', { placeholder: 'e.g. SCI240101' })}
          {text('firstName', 'First name')}
          {text('middleName', 'Middle name', {}, false)}
          {text('lastName', 'Last name')}
          {text('mobile', 'Mobile Number', { type: 'tel', inputMode: 'tel', maxLength: MOBILE_MAX_LENGTH })}
          {text('email', 'Email', { type: 'email' })}
          <FormGroup
            label="Date of Birth"
            labelFor="student-dob"
            labelInfo="*"
            intent={intentOf('dob')}
            helperText={errors.dob}
          >
            <FormDateInput
              id="student-dob"
              value={values.dob}
              onChange={(dob) => update({ dob })}
              intent={errors.dob ? 'danger' : undefined}
              minDate={EARLIEST_DOB}
              maxDate={new Date()}
              initialMonth={typicalBirthMonth()}
            />
          </FormGroup>
          {text('usi', 'USI', { placeholder: 'e.g. 7QRP3KV395', maxLength: USI_INPUT_LENGTH }, false)}
        </div>
      </Card>
      <div className="student-form__buttons">
        <Button text="Back" icon="arrow-left" onClick={onBack} disabled={pending} />
        <Button type="submit" intent={Intent.PRIMARY} text="Submit" loading={pending} disabled={pending} />
      </div>
    </form>
  );
}
