/**
 * The Request Certificate form (spec: certificate-workflow §2 Request Certificate, §5 validation):
 * student, course, campus, certificate type, credential date and number, the optional enrolment id
 * (§1: the approver's assessment report link, §3 enrolment_detail_id), repeatable units with
 * Add Unit / Remove Unit, Submit (blocked while pending) and Back. The student picker searches the
 * server (StudentPicker); a link may preselect a student (`initialStudent`).
 */
import { Button, Callout, Card, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { FormSelect } from '../../../shared/FormSelect';
import { useState } from 'react';
import type { CertificateType, RequestCertificateOptionsQuery } from '../../../generated/graphql';
import { useValidatedForm } from '../../../shared/useValidatedForm';
import { FormDateInput } from './FormDateInput';
import { SearchableSelect } from './SearchableSelect';
import { type StudentChoice, StudentPicker } from './StudentPicker';
import { UnitBlock } from './UnitBlock';
import { emptyRequestForm, emptyUnit, type RequestFormValues, type UnitValues } from './requestFormValues';
import {
  ENROLMENT_ID_MAX_LENGTH,
  hasErrors,
  noErrors,
  validateRequestForm,
  type RequestField,
  type RequestFormErrors,
} from './validateRequestForm';
import './requestCertificate.css';

export type RequestFormOptions = RequestCertificateOptionsQuery['formOptions'];

interface RequestCertificateFormProps {
  options: RequestFormOptions;
  initialValues?: RequestFormValues;
  /** The student `initialValues.studentId` names, as the picker shows it (a preselected student). */
  initialStudent?: StudentChoice | null;
  optionsLoading?: boolean;
  /** Sends the request; resolves with the server's field errors (if any) to show on the form. */
  onSubmit: (values: RequestFormValues) => Promise<RequestFormErrors | undefined>;
  onBack: () => void;
}

export function RequestCertificateForm({
  options,
  initialValues,
  initialStudent = null,
  optionsLoading,
  onSubmit,
  onBack,
}: RequestCertificateFormProps) {
  const [student, setStudent] = useState<StudentChoice | null>(initialStudent);
  const { values, errors, pending, update, submit } = useValidatedForm<RequestFormValues, RequestFormErrors>({
    initialValues: () => initialValues ?? emptyRequestForm(),
    noErrors,
    validate: validateRequestForm,
    hasErrors,
    onSubmit,
  });

  const course = options.courses.find((c) => c.id === values.courseId) ?? null;
  const courseUnits = course?.units ?? [];

  const updateUnit = (index: number, patch: Partial<Omit<UnitValues, 'key'>>) =>
    update({ units: values.units.map((u, i) => (i === index ? { ...u, ...patch } : u)) });
  const addUnit = () => update({ units: [...values.units, emptyUnit()] });
  const removeUnit = (index: number) => update({ units: values.units.filter((_, i) => i !== index) });
  const addAllCourseUnits = () => {
    const present = new Set(values.units.map((u) => u.unitCode.trim()).filter(Boolean));
    const kept = values.units.filter(
      (u) =>
        u.unitCode.trim() ||
        u.unitName.trim() ||
        u.mark ||
        u.outcomeResult ||
        u.outcomeGradeShortCode ||
        u.unitStartDate,
    );
    const added = courseUnits
      .filter((cu) => !present.has(cu.unitCode))
      .map((cu) => emptyUnit({ unitCode: cu.unitCode, unitName: cu.unitName, unitStartDate: values.credentialDate }));
    update({ units: kept.length + added.length > 0 ? [...kept, ...added] : [emptyUnit()] });
  };

  const fieldIntent = (field: RequestField) => (errors.fields[field] ? Intent.DANGER : Intent.NONE);
  const group = (field: RequestField, label: string, control: React.ReactNode, optionalHint?: string) => (
    <FormGroup
      label={label}
      labelFor={`request-${field}`}
      labelInfo={optionalHint === undefined ? '*' : '(optional)'}
      intent={fieldIntent(field)}
      helperText={errors.fields[field] ?? optionalHint}
    >
      {control}
    </FormGroup>
  );

  return (
    <form className="certify-request-form" onSubmit={submit} noValidate aria-busy={pending}>
      <Card className="certify-request-form__card">
        <h3 className="bp6-heading certify-section-title">Student and credential</h3>
        <div className="certify-request-form__grid">
          {group(
            'studentId',
            'Student Name',
            <StudentPicker
              id="request-studentId"
              value={student}
              onChange={(chosen) => {
                setStudent(chosen);
                update({ studentId: chosen.id });
              }}
              placeholder="Search for a student"
              intent={fieldIntent('studentId')}
            />,
          )}
          {group(
            'courseId',
            'Course',
            <SearchableSelect
              id="request-courseId"
              options={options.courses.map((c) => ({ id: c.id, label: c.name, detail: c.code }))}
              value={values.courseId}
              onChange={(courseId) => update({ courseId })}
              placeholder="Select course"
              intent={fieldIntent('courseId')}
              loading={optionsLoading}
            />,
          )}
          {group(
            'campusId',
            'Campus',
            <FormSelect
              id="request-campusId"
              fill
              intent={fieldIntent('campusId')}
              value={values.campusId ?? ''}
              onChange={(e) => update({ campusId: e.currentTarget.value || null })}
              options={[
                { value: '', label: 'Select campus' },
                ...options.campuses.map((c) => ({ value: c.id, label: c.name })),
              ]}
            />,
          )}
          {group(
            'certificateType',
            'Certificate Type',
            <FormSelect
              id="request-certificateType"
              fill
              intent={fieldIntent('certificateType')}
              value={values.certificateType ?? ''}
              onChange={(e) => update({ certificateType: (e.currentTarget.value || null) as CertificateType | null })}
              options={[
                { value: '', label: 'Select Certificate Type' },
                ...options.certificateTypes.map((t) => ({ value: t.type, label: `${t.name} (${t.code})` })),
              ]}
            />,
          )}
          {group(
            'credentialDate',
            'Credential Date',
            <FormDateInput
              id="request-credentialDate"
              value={values.credentialDate}
              onChange={(credentialDate) => update({ credentialDate })}
              intent={errors.fields.credentialDate ? 'danger' : undefined}
            />,
          )}
          {group(
            'credentialNumber',
            'Credential Number',
            <InputGroup
              id="request-credentialNumber"
              value={values.credentialNumber}
              placeholder="e.g. CRT-2026-00125"
              intent={fieldIntent('credentialNumber')}
              onValueChange={(credentialNumber) => update({ credentialNumber })}
            />,
          )}
          {group(
            'enrolmentId',
            'Enrolment Id',
            <InputGroup
              id="request-enrolmentId"
              value={values.enrolmentId}
              placeholder="e.g. ENR-560217"
              maxLength={ENROLMENT_ID_MAX_LENGTH}
              intent={fieldIntent('enrolmentId')}
              onValueChange={(enrolmentId) => update({ enrolmentId })}
            />,
            "Links the approval to the student's assessment report.",
          )}
        </div>
      </Card>

      <Card className="certify-request-form__card">
        <div className="certify-request-form__units-header">
          <h3 className="bp6-heading certify-section-title">Units</h3>
          {courseUnits.length > 0 && (
            <Button
              variant="minimal"
              icon="add-to-artifact"
              onClick={addAllCourseUnits}
              text={`Add all units of this course (${courseUnits.length})`}
            />
          )}
        </div>
        {values.units.length === 0 && (
          <Callout intent={Intent.PRIMARY}>No units. Use Add Unit to list the units of competency.</Callout>
        )}
        {values.units.map((unit, index) => (
          <UnitBlock
            key={unit.key}
            index={index}
            unit={unit}
            errors={errors.units[index] ?? {}}
            courseUnits={courseUnits}
            onChange={(patch) => updateUnit(index, patch)}
            onRemove={index === 0 ? undefined : () => removeUnit(index)}
          />
        ))}
        <Button icon="plus" text="Add Unit" onClick={addUnit} variant="outlined" intent={Intent.PRIMARY} />
      </Card>

      <div className="certify-form-actions">
        <Button text="Back" icon="arrow-left" onClick={onBack} disabled={pending} />
        <Button
          type="submit"
          intent={Intent.PRIMARY}
          icon="send-message"
          text="Submit"
          loading={pending}
          disabled={pending}
        />
      </div>
    </form>
  );
}
