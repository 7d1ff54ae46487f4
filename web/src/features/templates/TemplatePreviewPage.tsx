/**
 * View of a template (/settings/template-management/:id/preview; spec: access-and-administration §2
 * "Template Listing" View): the template filled with sample data as a certificate would print,
 * watermarked PREVIEW — the gateway's `/files/templates/:id/preview` PDF in the preview page frame
 * the certificate preview pages use.
 */
import { Tag } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useNavigate, useParams } from 'react-router';
import { TemplateDetailsDocument } from '../../generated/graphql';
import { PdfPreviewPage } from '../certificates/pdf/PdfPreviewPage';
import { TEMPLATE_MANAGEMENT_PATH } from './paths';

/** The template preview page. */
export function TemplatePreviewPage() {
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const { data, error: queryError } = useQuery(TemplateDetailsDocument, {
    variables: { id },
    skip: !id,
    fetchPolicy: 'cache-first',
  });
  const template = data?.template ?? null;
  const back = () => void navigate(TEMPLATE_MANAGEMENT_PATH);

  return (
    <PdfPreviewPage
      title="Template Preview"
      onBack={back}
      notFound={
        queryError || (data && !template) ? { title: 'Template not found', description: queryError?.message } : null
      }
      subtitle={
        template && (
          <>
            <span className="certify-page-header__student">{template.name}</span>
            <span className="bp6-text-muted">
              Sample data · {template.noOfSignees} signee{template.noOfSignees === 1 ? '' : 's'}
            </span>
            {template.active === false && (
              <Tag minimal round>
                Inactive
              </Tag>
            )}
          </>
        )
      }
      pdfPath={template?.previewUrl ?? null}
      fileName={`${template?.name ?? 'template'}-preview.pdf`}
    />
  );
}
