/**
 * `…/:id/preview` and `/reports/:id/preview`: Back and the embedded PDF of the certificate
 * (spec: certificate-workflow §2 "All have a Back button and an embedded PDF viewer on preview pages").
 */
import { Tag } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { CertificateDetailDocument } from '../../../generated/graphql';
import { statusIntent } from '../detail/statusIntent';
import { useCertificateId } from '../detail/useCertificateId';
import { PdfPreviewPage } from './PdfPreviewPage';

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
  const back = () => (backTo && certificateId ? navigate(backTo(certificateId)) : navigate(-1));

  return (
    <PdfPreviewPage
      title="Certificate Preview"
      onBack={back}
      notFound={
        !certificateId || queryError || (data && !certificate)
          ? { title: 'Certificate not found', description: queryError?.message }
          : null
      }
      subtitle={
        certificate && (
          <>
            <span className="certify-page-header__student">{certificate.student.name}</span>
            <span className="bp6-text-muted">
              {certificate.certificateTypeName} · {certificate.course.name}
            </span>
            <Tag minimal round intent={statusIntent(certificate.status)}>
              {certificate.statusLabel}
            </Tag>
          </>
        )
      }
      pdfPath={certificate?.previewUrl ?? null}
      fileName={`${certificate?.credentialNumber ?? 'certificate'}-preview.pdf`}
    />
  );
}
