/**
 * Assign Course (spec: access-and-administration §2 "Template Listing", §5 "Assign course", §8):
 * choose courses (searchable multi-select) and a certificate type other than the placeholder
 * 'Select Certificate Type' (SCT), else 'Please select all the required fields'. Assignments add up;
 * the courses already assigned are listed. The template's version read here is sent back (CONFLICT
 * when it changed meanwhile).
 */
import { Dialog, FormGroup, Intent, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import {
  AssignTemplateCoursesDocument,
  type CertificateType,
  TemplateDetailsDocument,
  TemplateFormOptionsDocument,
} from '../../generated/graphql';
import { DialogForm } from '../../shared/DialogForm';
import { showError, showSuccess } from '../../shared/toaster';
import { FormSelect } from '../../shared/FormSelect';
import { useSubmitOnce } from '../../shared/useSubmitOnce';
import { graphqlErrorMessage, graphqlFieldErrors } from '../certificates/dialogs/graphqlErrors';
import { OptionMultiSelect } from '../certificates/search/OptionMultiSelect';
import { assignCourseProblem, TYPE_PLACEHOLDER } from './templateRules';

interface AssignCourseDialogProps {
  /** The template (null: closed). */
  template: { id: string; name: string } | null;
  onClose: () => void;
}

/** The Assign Course dialog of one template. */
export function AssignCourseDialog({ template, onClose }: AssignCourseDialogProps) {
  const isOpen = template !== null;
  const [courseIds, setCourseIds] = useState<string[]>([]);
  const [certificateType, setCertificateType] = useState<string>(TYPE_PLACEHOLDER);
  const [error, setError] = useState<string | null>(null);
  const { pending, running, run } = useSubmitOnce();
  const options = useQuery(TemplateFormOptionsDocument, { skip: !isOpen, fetchPolicy: 'cache-first' });
  const detail = useQuery(TemplateDetailsDocument, {
    variables: { id: template?.id ?? '' },
    skip: !isOpen,
    fetchPolicy: 'network-only',
  });
  const [assign] = useMutation(AssignTemplateCoursesDocument);

  useEffect(() => {
    if (isOpen) {
      setCourseIds([]);
      setCertificateType(TYPE_PLACEHOLDER);
      setError(null);
    }
  }, [isOpen]);

  const courses = (options.data?.formOptions.courses ?? []).map((c) => ({ id: c.id, label: `${c.name} (${c.code})` }));
  const types = options.data?.formOptions.certificateTypes ?? [];
  const assigned = detail.data?.template?.courses ?? [];

  async function submit() {
    if (running() || !template) return;
    const problem = assignCourseProblem(courseIds, certificateType);
    if (problem) {
      setError(problem);
      return;
    }
    await run(async () => {
      try {
        const version = detail.data?.template?.version;
        const result = await assign({
          variables: {
            input: {
              templateId: template.id,
              courseIds,
              certificateType: certificateType as CertificateType,
              ...(version != null ? { version } : {}),
            },
          },
        });
        void showSuccess(result.data?.assignTemplateCourses.message ?? 'Courses assigned successfully');
        onClose();
      } catch (err) {
        const fieldErrors = graphqlFieldErrors(err);
        const message = graphqlErrorMessage(err, 'The courses could not be assigned. Please try again.');
        setError(Object.values(fieldErrors)[0] ?? message);
        void showError(message);
      }
    });
  }

  return (
    <Dialog
      isOpen={isOpen}
      onClose={pending ? undefined : onClose}
      title="Assign Course"
      icon="learning"
      className="template-dialog"
    >
      <DialogForm onSubmit={() => void submit()} onCancel={onClose} submitText="Assign" pending={pending}>
        <p className="template-dialog__lead">
          Template <strong>{template?.name}</strong>
        </p>
        {options.loading && !options.data ? (
          <Spinner size={24} />
        ) : options.error ? (
          <NonIdealState icon="error" title="The choices could not be loaded" description={options.error.message} />
        ) : (
          <>
            <FormGroup
              label="Courses"
              labelFor="assign-course-courses"
              labelInfo="*"
              intent={error && courseIds.length === 0 ? Intent.DANGER : Intent.NONE}
            >
              <OptionMultiSelect
                id="assign-course-courses"
                options={courses}
                selectedIds={courseIds}
                onChange={(ids) => {
                  setCourseIds(ids);
                  setError(null);
                }}
                placeholder="Search courses…"
                intent={error && courseIds.length === 0 ? Intent.DANGER : Intent.NONE}
                autoFocus
              />
            </FormGroup>
            <FormGroup
              label="Certificate Type"
              labelFor="assign-course-type"
              labelInfo="*"
              intent={error && certificateType === TYPE_PLACEHOLDER ? Intent.DANGER : Intent.NONE}
            >
              <FormSelect
                id="assign-course-type"
                fill
                value={certificateType}
                intent={error && certificateType === TYPE_PLACEHOLDER ? Intent.DANGER : Intent.NONE}
                onChange={(e) => {
                  setCertificateType(e.currentTarget.value);
                  setError(null);
                }}
                options={[
                  { value: TYPE_PLACEHOLDER, label: 'Select Certificate Type' },
                  ...types.map((t) => ({ value: t.type, label: `${t.name} (${t.code})` })),
                ]}
              />
            </FormGroup>
            {error && (
              <p className="template-error" aria-live="polite">
                {error}
              </p>
            )}
            <div className="template-dialog__assigned">
              <h4 className="template-fields__title">Already assigned ({assigned.length})</h4>
              {detail.loading && !detail.data ? (
                <Spinner size={16} />
              ) : assigned.length === 0 ? (
                <span className="template-muted">No courses yet.</span>
              ) : (
                <div className="template-fields__tags">
                  {assigned.map((c) => (
                    <Tag key={c.label} minimal round>
                      {c.label}
                    </Tag>
                  ))}
                </div>
              )}
            </div>
          </>
        )}
      </DialogForm>
    </Dialog>
  );
}
