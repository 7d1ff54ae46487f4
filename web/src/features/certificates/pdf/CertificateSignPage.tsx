/**
 * `/certificates/to-be-signed-list/:id/sign`: the PDF with the signatures given so far, the signee
 * list and Sign. With password security the password is asked ('Please Enter Password') and sent
 * with `signCertificates`; otherwise a confirmation. After signing: back to the to-be-signed list
 * with the server's message (spec: certificate-workflow §2, §4, §5).
 */
import { Button, Callout, Card, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { CertificateDetailDocument } from '../../../generated/graphql';
import { useViewer } from '../../../app/useViewer';
import { useDisplayDate } from '../../../shared/dates';
import { useSignCertificates } from '../dialogs/useSignCertificates';
import { PageHeader } from '../detail/PageHeader';
import { SigneeBlocks } from '../detail/SigneeBlocks';
import { useCertificateId } from '../detail/useCertificateId';
import { PdfViewer } from './PdfViewer';
import { usePdfFile } from './usePdfFile';
import './certificateSignPage.css';

const LIST_PATH = 'to-be-signed-list';

export function CertificateSignPage() {
  const navigate = useNavigate();
  const certificateId = useCertificateId(LIST_PATH);
  const { viewer } = useViewer();
  const { formatDate } = useDisplayDate();
  const { data, loading } = useQuery(CertificateDetailDocument, {
    variables: { id: certificateId ?? '' },
    skip: !certificateId,
    fetchPolicy: 'cache-and-network',
  });
  const certificate = data?.certificate ?? null;
  const { blob, error } = usePdfFile(certificate?.signedPdfUrl ?? null);
  const { sign, dialogs } = useSignCertificates({ onSigned: () => navigate(`/certificates/${LIST_PATH}`) });
  const back = () =>
    navigate(certificateId ? `/certificates/${LIST_PATH}/${certificateId}` : `/certificates/${LIST_PATH}`, {
      state: { certificateId },
    });

  if (!certificateId || (!loading && !certificate)) {
    return (
      <div className="certify-page">
        <PageHeader title="Sign Certificate" onBack={back} />
        <NonIdealState
          icon="search"
          title="Certificate not found"
          action={<Button text="Back" icon="arrow-left" onClick={back} />}
        />
      </div>
    );
  }
  if (!certificate) return <Spinner className="certify-page-spinner" />;

  const canSign = certificate.viewerCanSign && certificate.availableActions.includes('SIGN');
  const signed = certificate.signees.filter((s) => s.signedAt).length;

  return (
    <div className="certify-page">
      <PageHeader
        title="Sign Certificate"
        onBack={back}
        subtitle={
          <>
            <span className="certify-page-header__student">{certificate.student.name}</span>
            <span className="bp6-text-muted">
              {certificate.certificateTypeName} · {certificate.course.name} · {certificate.credentialNumber}
            </span>
          </>
        }
        actions={
          <>
            <Button text="Back" icon="arrow-left" onClick={back} />
            <Button
              text="Sign"
              icon="draw"
              intent={Intent.PRIMARY}
              disabled={!canSign}
              onClick={() => sign([certificate.id])}
            />
          </>
        }
      />
      <div className="certify-sign-layout">
        <PdfViewer blob={blob} error={error} fileName={`${certificate.credentialNumber}-signed-so-far.pdf`} />
        <aside className="certify-sign-layout__side">
          <Card className="certify-card">
            <h3 className="bp6-heading certify-section-title">
              Signees ({signed} of {certificate.signees.length} signed)
            </h3>
            <SigneeBlocks signees={certificate.signees} formatDate={formatDate} />
          </Card>
          {!canSign && (
            <Callout intent={Intent.WARNING} icon="info-sign">
              {certificate.status === 'QA_APPROVED'
                ? 'You are not an assigned signee awaiting to sign this certificate.'
                : `This certificate is ${certificate.statusLabel.toLowerCase()} and no longer awaits signatures.`}
            </Callout>
          )}
          {canSign && (
            <Callout intent={Intent.PRIMARY} icon="draw" title="Ready to sign">
              Your stored signature is placed in your signee slot
              {viewer?.passwordSecurity ? ' after you confirm your password' : ''}.
            </Callout>
          )}
        </aside>
      </div>
      {dialogs}
    </div>
  );
}
