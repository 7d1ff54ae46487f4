/**
 * The template routes of the Template Listing screen: list, add (with the PDF's field report),
 * courses and signees of a template, assign courses, assign signees, and the extensions preview
 * and update. Every route needs the `template_management` module; adding also needs the
 * `template_management.add` permission (the spec's "Add Template visible only to role 1", as a grant).
 *
 * spec: access-and-administration §2 "Template Listing", §3 "Template", §5 "Template",
 * "Assign course", "Assign signee", §7; DESIGN.md "PDFs"; api/CONTRACT.md "Templates".
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps.js';
import { pageKeysOf, pageWindow } from '../http/paging.js';
import { requireModule, requirePermission } from '../auth/guards.js';
import { binary, errors, json } from '../http/answers.js';
import { UPLOAD_LIMITS } from '../http/uploads.js';
import { renderCertificatesPdf } from '../pdf/renderCertificatesPdf.js';
import {
  changedAnswer,
  courseSigneeAnswer,
  createdAnswer,
  templateComplianceAnswer,
  templateListAnswer,
  updatedAnswer,
} from './answers.js';
import { assignCourses } from './assignCourses.js';
import { assignSignees } from './assignSignees.js';
import { templateCompliance } from './complianceOf.js';
import { createTemplate, MAX_TEMPLATE_PAGES } from './create.js';
import { coursesAndSignees, listTemplates } from './queries.js';
import { sampleVerificationMark, templatePreviewItem } from './sampleData.js';
import { assignCourseBody, assignSigneeBody, createBody, listQuery, templateIdParams, updateBody } from './schemas.js';
import { updateTemplate } from './update.js';

const TAGS = ['Templates'];
/** The settings module of the Template Listing screen. */
export const TEMPLATE_MODULE = 'template_management';
/** The grant behind the Add Template button. */
export const ADD_TEMPLATE = 'template_management.add';

/** An inline PDF answer, never cached. */
const sendPdf = (reply: FastifyReply, pdf: Uint8Array, fileName: string) =>
  reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `inline; filename="${fileName}"`)
    .header('Cache-Control', 'no-store')
    .send(Buffer.from(pdf));

const guard = requireModule(TEMPLATE_MODULE);
const guardAdd = [requireModule(TEMPLATE_MODULE), requirePermission(ADD_TEMPLATE)];

/** Registers the template routes. spec: access-and-administration §7; api/CONTRACT.md "Templates". */
export async function registerTemplateRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  /** GET /listCertificates — a page of templates. spec: access-and-administration §7. */
  api.get(
    '/listCertificates',
    {
      preValidation: guard,
      schema: {
        tags: TAGS,
        summary: 'A page of certificate templates with their courses and field reports',
        description:
          'The spec’s "certificates" are templates. Newest first; `search` matches part of the name. ' +
          '`fields` says which expected AcroForm fields the PDF has. Module `template_management`.',
        querystring: listQuery,
        response: { 200: json(templateListAnswer, 'The templates of the page'), ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const window = pageWindow(request.query);
      const { rows, total } = await listTemplates(deps.db, request.query, window);
      return { success: 1 as const, certificates: rows, ...pageKeysOf(window, rows.length, total) };
    },
  );

  /** POST /createCertificate — add a template from a PDF. spec: access-and-administration §5 "Template", §7. */
  api.post(
    '/createCertificate',
    {
      preValidation: guardAdd,
      config: { upload: { field: 'certificate', kinds: ['pdf'], maxBytes: UPLOAD_LIMITS.templatePdf } },
      schema: {
        tags: TAGS,
        summary: 'Add a certificate template from a PDF',
        description:
          `Multipart: \`name\`, \`no_of_signees\` (1–10, default 1), \`skip_sign\` (0/1), optional \`valid_from\`/` +
          `\`valid_to\`, and the PDF as the file \`certificate\` (≤ 10 MB, at most ${MAX_TEMPLATE_PAGES} pages, ` +
          'checked by content) or as `upload_id` of a `POST /uploads/template`. The AcroForm text fields are read ' +
          'once; `certificate.fields` lists the expected ones found and missing. Module `template_management` and ' +
          'permission `template_management.add`.',
        body: createBody,
        response: {
          200: json(createdAnswer, 'Created, with the field report'),
          ...errors(400, 401, 403, 413, 415),
        },
      },
    },
    async (request) => createTemplate(deps, request.principal, request.body),
  );

  /** GET /certificateCourseSignee/{id} — a template's courses and signees. spec: access-and-administration §7. */
  api.get(
    '/certificateCourseSignee/:id',
    {
      preValidation: guard,
      schema: {
        tags: TAGS,
        summary: 'The courses and signee slots of a template',
        params: templateIdParams,
        response: { 200: json(courseSigneeAnswer, 'Its courses and signees'), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => coursesAndSignees(deps.db, request.params.id),
  );

  /**
   * GET /template/{id}/compliance — the template's Standards for RTOs 2025 checks, pass or warning
   * (extension; docs/compliance.md). 404 unknown template.
   */
  api.get(
    '/template/:id/compliance',
    {
      preValidation: guard,
      schema: {
        tags: TAGS,
        summary: 'The compliance checks of a template, each pass or warning with its requirement (extension)',
        description:
          'Recomputed from the template as it stands: its fields, the text of its PDF, its assigned courses and ' +
          'types, and Organisation Settings. Warnings never block a print. Module `template_management`.',
        params: templateIdParams,
        response: { 200: json(templateComplianceAnswer, 'Its checks'), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => ({ success: 1 as const, checks: await templateCompliance(deps.db, request.params.id) }),
  );

  /** POST /assignCourse — a template prints these courses' certificates of one type. spec: §5 "Assign course", §7. */
  api.post(
    '/assignCourse',
    {
      preValidation: guard,
      schema: {
        tags: TAGS,
        summary: 'Assign courses and a certificate type to a template',
        description:
          'Form `certificate_id`, `course_id[]`, `certificate_type` (not the placeholder SCT); assignments add up. ' +
          'Missing fields: 400 "Please select all the required fields".',
        body: assignCourseBody,
        response: { 200: json(changedAnswer, 'Assigned'), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => assignCourses(deps, request.principal, request.body),
  );

  /** POST /assignSignee — a signee and a designation per slot. spec: §5 "Assign signee", §7. */
  api.post(
    '/assignSignee',
    {
      preValidation: guard,
      schema: {
        tags: TAGS,
        summary: 'Assign a signee and a designation to every slot of a template',
        description:
          'Form `template_id`, `signee_ids[i]` (entry i is slot i + 1) and `signeeN_designation` for N = 1..' +
          'no_of_signees. An empty slot: 400 "Please enter all the required fields"; a signee in two slots or ' +
          'without the `certificate.sign` grant: 400. Certificates already requested keep their signees.',
        body: assignSigneeBody,
        response: { 200: json(changedAnswer, 'Assigned'), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => assignSignees(deps, request.principal, request.body),
  );

  /** GET /template/{id}/preview — the template filled with sample data, watermarked (extension). */
  api.get(
    '/template/:id/preview',
    {
      preValidation: guard,
      schema: {
        tags: TAGS,
        summary: 'The template as a certificate would print, with sample data, watermarked PREVIEW (extension)',
        params: templateIdParams,
        response: { 200: binary('application/pdf', 'The preview PDF'), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const item = await templatePreviewItem(deps.db, request.params.id);
      item.data.verification = sampleVerificationMark(deps.config.publicUrl); // docs/verification.md: where the QR code goes
      const pdf = await renderCertificatesPdf([item], { watermark: 'PREVIEW', title: `${item.name} (preview)` });
      return sendPdf(reply, pdf, `template_${request.params.id}_preview.pdf`);
    },
  );

  /** POST /template/{id}/update — name, skip-sign, status, validity (extension). */
  api.post(
    '/template/:id/update',
    {
      preValidation: guard,
      schema: {
        tags: TAGS,
        summary: 'Edit a template’s name, skip-sign flag, status or validity (extension)',
        description:
          'Only the fields sent change (`""`/null clears a date); `version` is the one the client edited: 409 when ' +
          'the template changed since. The PDF and the signee slots stay.',
        params: templateIdParams,
        body: updateBody,
        response: { 200: json(updatedAnswer, 'Updated'), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => updateTemplate(deps, request.principal, request.params.id, request.body),
  );
}
