/**
 * /certificates/request-certificate/:id? — the Request Certificate screen (spec: certificate-workflow
 * §2, §5, §8 "Certificate save failure: 'Upload Failed'"). A student ID in `?student=` (the Student
 * list's Request certificate action) or in the optional :id preselects that student.
 */
import { useMemo } from 'react';
import { Callout, NonIdealState, Spinner } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { RequestCertificateDocument, RequestCertificateOptionsDocument } from '../../../generated/graphql';
import { showError, showSuccess } from '../../../shared/toaster';
import { evictCertificateLists } from '../dialogs/evictCertificateLists';
import { graphqlErrorCode, graphqlErrorMessage, graphqlFieldErrors } from '../dialogs/graphqlErrors';
import { PageHeader } from '../detail/PageHeader';
import { RequestCertificateForm, type RequestFormOptions } from './RequestCertificateForm';
import { emptyRequestForm, type RequestFormValues } from './requestFormValues';
import { requestCertificateInput } from './requestCertificateInput';
import { REQUEST_STUDENT_PARAM } from './requestPath';
import { mapServerFieldErrors } from './serverFieldErrors';
import { usePreselectedStudent } from './usePreselectedStudent';
import type { RequestFormErrors } from './validateRequestForm';

const NO_OPTIONS: RequestFormOptions = { courses: [], campuses: [], certificateTypes: [] };
export const UPLOAD_FAILED = 'Upload Failed';

export function RequestCertificatePage() {
  const { id: pathStudentId } = useParams<{ id?: string }>();
  const [searchParams] = useSearchParams();
  const preselected = usePreselectedStudent(searchParams.get(REQUEST_STUDENT_PARAM) ?? pathStudentId ?? null);
  const navigate = useNavigate();
  const { data, loading, error } = useQuery(RequestCertificateOptionsDocument, { fetchPolicy: 'cache-and-network' });
  const [requestCertificate] = useMutation(RequestCertificateDocument, { update: evictCertificateLists });
  const student = preselected.student;
  const initialValues = useMemo(() => emptyRequestForm(student?.id ?? null), [student]);

  const submit = async (values: RequestFormValues): Promise<RequestFormErrors | undefined> => {
    try {
      const result = await requestCertificate({
        variables: { input: requestCertificateInput(values) },
      });
      void showSuccess(result.data?.requestCertificate.message ?? 'Certificate requested successfully');
      navigate('/certificates/requested-list');
      return undefined;
    } catch (err) {
      const code = graphqlErrorCode(err);
      const message = graphqlErrorMessage(err, UPLOAD_FAILED);
      void showError(message === UPLOAD_FAILED ? UPLOAD_FAILED : `${UPLOAD_FAILED}: ${message}`);
      if (code === 'BAD_USER_INPUT') return mapServerFieldErrors(graphqlFieldErrors(err)).errors;
      return undefined;
    }
  };

  return (
    <div className="certify-page">
      <PageHeader
        title="Request Certificate"
        subtitle="Request a credential for a student; it goes to the approvers."
        onBack={() => navigate(-1)}
      />
      {preselected.missing && (
        <Callout intent="warning" icon="search" title="Student not found">
          No student has the student ID “{preselected.wanted}”. Search for the student below.
        </Callout>
      )}
      {error && !data ? (
        <NonIdealState icon="error" title="Could not load the form" description={error.message} />
      ) : (loading && !data) || preselected.loading ? (
        <Spinner />
      ) : (
        <RequestCertificateForm
          key={student?.id ?? 'new'}
          options={data?.formOptions ?? NO_OPTIONS}
          optionsLoading={loading}
          initialValues={initialValues}
          initialStudent={student}
          onSubmit={submit}
          onBack={() => navigate(-1)}
        />
      )}
    </div>
  );
}
