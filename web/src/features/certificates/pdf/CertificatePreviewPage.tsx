/**
 * `…/:id/preview` and `/reports/:id/preview`: Back and the embedded PDF of the certificate
 * (spec: certificate-workflow §2 "All have a Back button and an embedded PDF viewer on preview pages").
 */
import { Button, NonIdealState, Tag } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { CertificateDetailDocument } from '../../../generated/graphql';
import { PageHeader } from '../detail/PageHeader';
import { statusIntent } from '../detail/statusIntent';
import { useCertificateId } from '../detail/useCertificateId';
import { PdfViewer } from './PdfViewer';
import { usePdfFile } from './usePdfFile';

interface CertificatePreviewPageProps {
  /** Route segment of the list (`requested-list`) or `reports`. */
  listPath: string;
  /** Where Back goes, e.g. `/certificates/requested-list/12`. Default: the previous page. */
  backTo?: (id: string) => string;
}

export function CertificatePreviewPage({ listPath, backTo }: CertificatePreviewPageProps) {
  const navigate = useNavigate();
  const certificateId = useCertificateId(listPath);
  const { data, error: queryError } = useQuery(CertificateDetailDocument, {
    variables: { id: certificateId ?? '' },
    skip: !certificateId,
    fetchPolicy: 'cache-first',
  });
  const certificate = data?.certificate ?? null;
  const { blob, error } = usePdfFile(certificate?.previewUrl ?? null);
  const back = () => (backTo && certificateId ? navigate(backTo(certificateId)) : navigate(-1));

  if (!certificateId || queryError || (data && !certificate)) {
    return (
      <div className="certify-page">
        <PageHeader title="Certificate Preview" onBack={back} />
        <NonIdealState icon="search" title="Certificate not found" description={queryError?.message} action={<Button text="Back" icon="arrow-left" onClick={back} />} />
      </div>
    );
  }

  return (
    <div className="certify-page">
      <PageHeader
        title="Certificate Preview"
        onBack={back}
        subtitle={
          certificate && (
            <>
              <span className="certify-page-header__student">{certificate.student.name}</span>
              <span className="bp6-text-muted">{certificate.certificateTypeName} · {certificate.course.name}</span>
              <Tag minimal round intent={statusIntent(certificate.status)}>{certificate.statusLabel}</Tag>
            </>
          )
        }
        actions={<Button text="Back" icon="arrow-left" onClick={back} />}
      />
      <PdfViewer blob={blob} error={error} fileName={`${certificate?.credentialNumber ?? 'certificate'}-preview.pdf`} />
    </div>
  );
}
