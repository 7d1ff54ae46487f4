/** Certificate PDFs: template reading, rendering (default layout, Record of Results, watermark). */
export type { CertificateRenderData, TemplateSource, RenderOptions, TestamurKind, FieldRect } from './types.js';
export { renderCertificatesPdf } from './renderCertificatesPdf.js';
export { readTemplateFields, MAX_TEMPLATE_BYTES } from './readTemplateFields.js';
export { buildDemoTemplatePdf } from './buildDemoTemplatePdf.js';
export { formatDate } from '../util/formatDate.js';
export { testamurKindOf, testamurFields, AQF_STATEMENT } from './defaultLayout.js';
