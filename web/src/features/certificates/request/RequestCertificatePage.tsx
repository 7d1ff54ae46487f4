/**
 * /certificates/request-certificate/:id? — the Request Certificate screen (spec: certificate-workflow
 * §2, §5, §8 "Certificate save failure: 'Upload Failed'"). The optional :id preselects the student.
 */
import { useMemo } from 'react';
import { NonIdealState, Spinner } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useNavigate, useParams } from 'react-router';
import { RequestCertificateDocument, RequestCertificateOptionsDocument } from '../../../generated/graphql';
import { showError, showSuccess } from '../../../shared/toaster';
import { evictCertificateLists } from '../dialogs/evictCertificateLists';
import { graphqlErrorCode, graphqlErrorMessage, graphqlFieldErrors } from '../dialogs/graphqlErrors';
import { PageHeader } from '../detail/PageHeader';
import { RequestCertificateForm, type RequestFormOptions } from './RequestCertificateForm';
import { emptyRequestForm, type RequestFormValues } from './requestFormValues';
import { mapServerFieldErrors } from './serverFieldErrors';
import type { RequestFormErrors } from './validateRequestForm';

const NO_OPTIONS: RequestFormOptions = { students: [], courses: [], campuses: [], certificateTypes: [] };
export const UPLOAD_FAILED = 'Upload Failed';

export function RequestCertificatePage() {
  const { id: studentId } = useParams<{ id?: string }>();
  const navigate = useNavigate();
  const { data, loading, error } = useQuery(RequestCertificateOptionsDocument, { fetchPolicy: 'cache-and-network' });
  const [requestCertificate] = useMutation(RequestCertificateDocument, { update: evictCertificateLists });
  const initialValues = useMemo(() => emptyRequestForm(studentId ?? null), [studentId]);

  const submit = async (values: RequestFormValues): Promise<RequestFormErrors | undefined> => {
    try {
      const result = await requestCertificate({
        variables: {
          input: {
            studentId: values.studentId!,
            courseId: values.courseId!,
            campusId: values.campusId!,
            certificateType: values.certificateType!,
            credentialDate: values.credentialDate!,
            credentialNumber: values.credentialNumber.trim(),
            units: values.units.map(({ key: _key, ...unit }) => ({ ...unit, unitStartDate: unit.unitStartDate! })),
          },
        },
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
      {error && !data ? (
        <NonIdealState icon="error" title="Could not load the form" description={error.message} />
      ) : loading && !data ? (
        <Spinner />
      ) : (
        <RequestCertificateForm
          key={studentId ?? 'new'}
          options={data?.formOptions ?? NO_OPTIONS}
          optionsLoading={loading}
          initialValues={initialValues}
          onSubmit={submit}
          onBack={() => navigate(-1)}
        />
      )}
    </div>
  );
}
