/**
 * Embedded PDF viewer (react-pdf): page navigation, zoom, fit to width, download, and a loading
 * state. Takes the PDF as a Blob (fetched with the bearer token).
 */
import { useEffect, useRef, useState } from 'react';
import { Button, ButtonGroup, Callout, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { Document, Page } from 'react-pdf';
import 'react-pdf/dist/Page/AnnotationLayer.css';
import 'react-pdf/dist/Page/TextLayer.css';
import { downloadBlob } from '../../../shared/files';
import './pdfWorker';
import './pdfViewer.css';

interface PdfViewerProps {
  blob: Blob | null;
  /** Error text when the PDF could not be fetched. */
  error?: string | null;
  fileName: string;
}

const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;

/**
 * pdf.js never tries to compile PDF functions with `new Function`: the gateway's CSP allows no
 * 'unsafe-eval' (docs/security.md "Authorisation, limits and headers"), so the attempt would only log a violation. One object, so
 * react-pdf does not reload the document on every render.
 */
const PDF_OPTIONS = { isEvalSupported: false };
const MAX_BASE_WIDTH = 1100;

export function PdfViewer({ blob, error, fileName }: PdfViewerProps) {
  const [pages, setPages] = useState(0);
  const [page, setPage] = useState(1);
  const [zoomIndex, setZoomIndex] = useState(2);
  const [width, setWidth] = useState(800);
  const [renderError, setRenderError] = useState<string | null>(null);
  const frameRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const el = frameRef.current;
    if (!el) return;
    const measure = () => setWidth(Math.max(320, Math.min(MAX_BASE_WIDTH, el.clientWidth - 48)));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new file starts again on page 1
  useEffect(() => {
    setPage(1);
    setPages(0);
    setRenderError(null);
  }, [blob]);

  const zoom = ZOOMS[zoomIndex] ?? 1;
  const problem = error ?? renderError;

  return (
    <div className="certify-pdf">
      <div className="certify-pdf__toolbar" role="toolbar" aria-label="PDF viewer">
        <ButtonGroup>
          <Button
            icon="chevron-left"
            aria-label="Previous page"
            disabled={page <= 1}
            onClick={() => setPage((p) => p - 1)}
          />
          <Button
            icon="chevron-right"
            aria-label="Next page"
            disabled={page >= pages}
            onClick={() => setPage((p) => p + 1)}
          />
        </ButtonGroup>
        <span className="certify-pdf__pages">{pages > 0 ? `Page ${page} of ${pages}` : 'Loading…'}</span>
        <span className="certify-pdf__spacer" />
        <ButtonGroup>
          <Button
            icon="zoom-out"
            aria-label="Zoom out"
            disabled={zoomIndex === 0}
            onClick={() => setZoomIndex((z) => z - 1)}
          />
          <Button
            text={`${Math.round(zoom * 100)}%`}
            aria-label="Fit to width"
            title="Fit to width"
            onClick={() => setZoomIndex(2)}
          />
          <Button
            icon="zoom-in"
            aria-label="Zoom in"
            disabled={zoomIndex === ZOOMS.length - 1}
            onClick={() => setZoomIndex((z) => z + 1)}
          />
        </ButtonGroup>
        <Button icon="download" text="Download" disabled={!blob} onClick={() => blob && downloadBlob(blob, fileName)} />
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe) */}
      <section className="certify-pdf__frame" ref={frameRef} aria-label={`Preview of ${fileName}`} tabIndex={0}>
        {problem ? (
          <NonIdealState icon="document" title="The PDF could not be shown" description={problem} />
        ) : !blob ? (
          <div className="certify-pdf__loading">
            <Spinner />
            <span>Loading certificate…</span>
          </div>
        ) : (
          <Document
            file={blob}
            options={PDF_OPTIONS}
            onLoadSuccess={({ numPages }) => setPages(numPages)}
            onLoadError={(e) => setRenderError(e.message)}
            loading={
              <div className="certify-pdf__loading">
                <Spinner />
                <span>Rendering…</span>
              </div>
            }
            error={<Callout intent={Intent.DANGER}>The PDF could not be rendered.</Callout>}
          >
            <Page
              pageNumber={page}
              width={width * zoom}
              className="certify-pdf__page"
              loading={<Spinner size={30} />}
            />
          </Document>
        )}
      </section>
    </div>
  );
}
