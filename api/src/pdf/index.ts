/** Certificate PDFs: template reading, rendering (default layout, Record of Results, watermark). */
export type { CertificateRenderData, TemplateSource, RenderOptions, TestamurKind, FieldRect } from './types.js';
export { renderCertificatesPdf } from './renderCertificatesPdf.js';
export { readTemplateFields, MAX_TEMPLATE_BYTES } from './readTemplateFields.js';
export { buildDemoTemplatePdf } from './buildDemoTemplatePdf.js';
export { formatDate } from '../util/index.js';
export { testamurKindOf, testamurFields, AQF_STATEMENT } from './defaultLayout.js';
export { embedImage } from './defaultLayout.js';
export { isKnownField } from './fieldValues.js';
export { inspectTemplatePdf, TemplatePdfError } from './readTemplateFields.js';
export type { TemplateInspection } from './readTemplateFields.js';
export { RenderPool } from './renderPool.js';
export { writeStreamedPdf } from './streamedPdf.js';
export type { VerificationMark } from './types.js';
