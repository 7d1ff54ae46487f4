/**
 * The frame of a PDF preview page — a certificate's (certificate-workflow §2 "All have a Back button
 * and an embedded PDF viewer on preview pages") or a template's filled with sample data
 * (access-and-administration §2 "Template Listing" View): the header with Back, and the gateway's
 * `/files/…` PDF fetched with the bearer token and shown in the viewer; or "not found" with Back.
 */
import { Button, NonIdealState } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { PageHeader } from '../detail/PageHeader';
import { PdfViewer } from './PdfViewer';
import { usePdfFile } from './usePdfFile';

interface PdfPreviewPageProps {
  /** The page's title, e.g. 'Certificate Preview'. */
  title: string;
  onBack: () => void;
  /** What was asked for is not there: its title (e.g. 'Template not found') and the error's message. */
  notFound?: { title: string; description?: string } | null;
  /** Under the title: what is previewed. */
  subtitle?: ReactNode;
  /** The gateway path of the PDF (null: not known yet). */
  pdfPath: string | null;
  /** The name a download of the PDF gets. */
  fileName: string;
}

/** A preview page: Back and the embedded PDF. */
export function PdfPreviewPage({ title, onBack, notFound, subtitle, pdfPath, fileName }: PdfPreviewPageProps) {
  const { blob, error } = usePdfFile(pdfPath);
  const backButton = <Button text="Back" icon="arrow-left" onClick={onBack} />;

  if (notFound) {
    return (
      <div className="certify-page">
        <PageHeader title={title} onBack={onBack} />
        <NonIdealState icon="search" title={notFound.title} description={notFound.description} action={backButton} />
      </div>
    );
  }

  return (
    <div className="certify-page">
      <PageHeader title={title} onBack={onBack} subtitle={subtitle} actions={backButton} />
      <PdfViewer blob={blob} error={error} fileName={fileName} />
    </div>
  );
}
