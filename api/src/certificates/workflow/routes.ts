/**
 * The workflow routes: every certificate transition and the workflow PDFs. Thin: the schema
 * validates the call, the transition does the work, the route answers.
 * spec: certificate-workflow §7 (the calls it makes); api/CONTRACT.md "Transitions" and "PDFs".
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { checkSignPassword } from '../../auth/signPassword.js';
import { binary, errorAnswer, errors, json, messageAnswer } from '../../http/answers.js';
import { certificateIdParams, id } from '../../http/fields.js';
import { eq } from 'drizzle-orm';
import { printAnswer, transitionAnswer } from '../answers.js';
import { PRINT_JOB_STATUS } from '../../codes.js';
import { storedFiles } from '../../db/schema.js';
import { storedFileBody, storedFileBytes } from '../../files/storedFileParts.js';
import { MAX_KEPT_ANSWER_BYTES } from '../../idempotency/registerIdempotency.js';
import { waitForPrintJob } from '../../printJobs/loadPrintJob.js';
import { approveCertificate } from '../transitions/approve.js';
import { cancelCertificate } from '../transitions/cancel.js';
import { issueCertificate } from '../transitions/issue.js';
import { type PrintMode, type PrintResult, printCertificates } from '../transitions/print.js';
import { rejectCertificate } from '../transitions/reject.js';
import { acceptReprint, rejectReprint } from '../transitions/reprintDecision.js';
import { requestReprint } from '../transitions/reprintRequest.js';
import { requestCertificate } from '../transitions/request.js';
import { signCertificates } from '../transitions/sign.js';
import { previewPdf, signedPdf } from './previews.js';
import {
  approveBody,
  cancelBody,
  passwordBody,
  printManyBody,
  printOneBody,
  rejectBody,
  reprintAcceptBody,
  reprintRejectBody,
  reprintRequestBody,
  requestBody,
  signBody,
} from './schemas.js';

const TAGS = ['Workflow'];
const transition = json(transitionAnswer, 'Done: the changed certificates');
const transitionErrors = errors(400, 401, 403, 404, 409);

const wantsJson = (request: FastifyRequest) => /application\/json/i.test(String(request.headers.accept ?? ''));

/** Content-Disposition with an ASCII file name. */
const disposition = (type: 'attachment' | 'inline', fileName: string) =>
  `${type}; filename="${fileName.replace(/["\\\r\n]/g, '')}"`;

/** How long a print call that wants the PDF waits for its job (then 202 with the job). */
export const PRINT_PDF_WAIT_SECONDS = 300;

/**
 * A print call's answer. With `Accept: application/json`: at once, the changed certificates and the
 * job making the PDF (docs/architecture.md "Bulk work off the request path"). Otherwise the spec's answer, the
 * merged PDF: the call waits for its job without holding anything (the event loop and the database
 * stay free) and sends the stored file (`X-File-Id`, `X-File-Sha256`, `X-Print-Job-Id`), streamed
 * part by part when larger than an idempotent answer may be; 202 with the JSON answer when the job
 * has not ended after PRINT_PDF_WAIT_SECONDS; 500 with the job's message when it failed.
 */
async function sendPrint(deps: AppDeps, request: FastifyRequest, reply: FastifyReply, result: PrintResult) {
  const answer = { success: 1 as const, message: result.message, data: result.data, job: result.job };
  if (wantsJson(request)) return reply.send(answer);
  const gone = new AbortController();
  reply.raw.once('close', () => gone.abort());
  const ended = await waitForPrintJob(deps, result.job.id, PRINT_PDF_WAIT_SECONDS * 1000, gone.signal);
  const job = ended?.job ?? result.job;
  if (job.status === PRINT_JOB_STATUS.FAILED) {
    return reply.code(500).send({ success: 0, message: job.message ?? 'The PDF could not be made', job });
  }
  if (job.status !== PRINT_JOB_STATUS.DONE || !job.file) {
    return reply
      .code(202)
      .header('Location', `/printJobs/${job.id}`)
      .send({ ...answer, job });
  }
  const file = { id: job.file.id, parts: await filePartsOf(deps, job.file.id) };
  const body =
    job.file.byte_size <= MAX_KEPT_ANSWER_BYTES
      ? await storedFileBytes(deps.db, file)
      : await storedFileBody(deps.db, file);
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Length', String(job.file.byte_size))
    .header('X-File-Id', String(job.file.id))
    .header('X-File-Sha256', job.file.sha256)
    .header('X-Print-Job-Id', String(job.id))
    .header('Content-Disposition', disposition('attachment', job.file.file_name))
    .header('Access-Control-Expose-Headers', 'X-File-Id, X-File-Sha256, X-Print-Job-Id, Content-Disposition')
    .send(body);
}

/** How many parts a stored file is kept in (0: in `data`). */
async function filePartsOf(deps: AppDeps, fileId: number): Promise<number> {
  const [row] = await deps.db.select({ parts: storedFiles.parts }).from(storedFiles).where(eq(storedFiles.id, fileId));
  return row?.parts ?? 0;
}

function sendPdf(reply: FastifyReply, out: { pdf: Uint8Array; fileName: string }) {
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', disposition('inline', out.fileName))
    .header('Cache-Control', 'no-store')
    .send(Buffer.from(out.pdf));
}

/** The answers of a print call: the merged PDF, or (`Accept: application/json`) the changes and the job. */
const printed = {
  description:
    'The printed PDF (one merged, signed file), once its print job is done; with `Accept: application/json`, ' +
    'at once: the changed certificates and the print job making the PDF (`GET /printJobs/{id}`)',
  content: {
    'application/pdf': { schema: z.string().meta({ format: 'binary' }) },
    'application/json': { schema: printAnswer },
  },
};
/** The answers of a print call besides 200 and the transition's refusals. */
const printErrors = {
  202: json(printAnswer, `The PDF was not ready within ${PRINT_PDF_WAIT_SECONDS} s: follow the job (\`Location\`)`),
  ...errors(500),
};

/** `/saveCertificate`'s 400 also carries `certificate: { success: 0, message }`. */
const saveCertificateError = errorAnswer.extend({
  certificate: z.object({ success: z.literal(0), message: z.string() }).optional(),
});

/** Registers the workflow routes. spec: certificate-workflow §7; api/CONTRACT.md. */
export async function registerWorkflowRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/saveCertificate',
    {
      schema: {
        tags: TAGS,
        summary: 'Request a certificate (→ Requested)',
        body: requestBody,
        response: {
          200: json(
            transitionAnswer.extend({
              certificate: z.object({ success: z.literal(1), message: z.string(), id: z.int() }),
            }),
            'Requested',
          ),
          ...errors(401, 403),
          400: json(saveCertificateError, 'Invalid input; nothing was changed.'),
        },
      },
      config: { apiClient: true, badRequestExtra: (message) => ({ certificate: { success: 0, message } }) },
    },
    async (req) => requestCertificate(deps, req.principal, req.body),
  );

  api.post(
    '/requestedCertificateApprove',
    {
      schema: {
        tags: TAGS,
        summary: 'Approve (Requested → QA Approved, or Signed when the template skips signing)',
        body: approveBody,
        response: { 200: transition, ...transitionErrors },
      },
    },
    async (req) => approveCertificate(deps, req.principal, req.body),
  );

  // PUT, or POST with `_method=PUT` (certificate-workflow §7).
  for (const method of ['PUT', 'POST'] as const) {
    api.route({
      method,
      url: '/requestedCertificateReject/:id',
      schema: {
        tags: TAGS,
        summary: 'Reject (Requested → QA Rejected)',
        params: certificateIdParams,
        body: rejectBody,
        response: { 200: transition, ...transitionErrors },
      },
      handler: async (req) => rejectCertificate(deps, req.principal, req.params.id, req.body),
    });
  }

  api.post(
    '/passwordToCheck',
    {
      schema: {
        tags: TAGS,
        summary: 'Check the signee’s password before signing',
        body: passwordBody,
        response: { 200: json(messageAnswer, 'Password verified'), ...errors(400, 401, 429) },
      },
    },
    async (req) => checkSignPassword(deps, req.principal, req.body, req.clientIp),
  );

  api.post(
    '/bulkSignCertificate',
    {
      schema: {
        tags: TAGS,
        summary: 'Sign one or many certificates as the caller (→ Signed when the last signee signs)',
        body: signBody,
        response: { 200: transition, ...errors(400, 401, 403, 404, 409, 429) },
      },
    },
    async (req) => signCertificates(deps, req.principal, req.body, req.clientIp),
  );

  for (const method of ['GET', 'POST'] as const) {
    api.route({
      method,
      url: '/certificate-issue/:id',
      schema: {
        tags: TAGS,
        summary: 'Issue (Signed → Approved for Printing)',
        params: certificateIdParams,
        response: { 200: transition, ...transitionErrors },
      },
      handler: async (req) => issueCertificate(deps, req.principal, req.params.id),
    });
  }

  api.post(
    '/cancelCertificate',
    {
      schema: {
        tags: TAGS,
        summary: 'Cancel (Signed, Approved for Printing or Printed → Cancelled)',
        body: cancelBody,
        response: { 200: transition, ...transitionErrors },
      },
    },
    async (req) => cancelCertificate(deps, req.principal, req.body),
  );

  const printOne = (path: string, mode: PrintMode, summary: string) =>
    api.post(
      path,
      {
        schema: {
          tags: TAGS,
          summary,
          body: printOneBody,
          response: { 200: printed, ...printErrors, ...transitionErrors },
        },
      },
      async (req, reply) =>
        sendPrint(
          deps,
          req,
          reply,
          await printCertificates(deps, req.principal, [req.body.student_certificate_id], mode),
        ),
    );
  printOne('/printCertificate', 'print', 'Print one certificate (Approved for Printing → Printed)');
  printOne('/printCertificate_list', 'print', 'Print one certificate from the list (as /printCertificate)');
  printOne('/reprintCertificate', 'reprint', 'Reprint one certificate (Reprint Approved → Reprinted)');
  printOne('/reprintCertificate_list', 'reprint', 'Reprint one certificate from the list (as /reprintCertificate)');
  api.post(
    '/bulkPrintCertificate',
    {
      schema: {
        tags: TAGS,
        summary: 'Print or reprint many certificates of one status and template as one PDF',
        body: printManyBody,
        response: { 200: printed, ...printErrors, ...transitionErrors },
      },
    },
    async (req, reply) =>
      sendPrint(deps, req, reply, await printCertificates(deps, req.principal, req.body.certificate, 'auto')),
  );

  api.post(
    '/reprintCertificateRequest',
    {
      schema: {
        tags: TAGS,
        summary: 'Request a reprint of a printed certificate',
        body: reprintRequestBody,
        response: { 200: transition, ...transitionErrors },
      },
    },
    async (req) => requestReprint(deps, req.principal, req.body),
  );
  api.post(
    '/reprintCertificateAccept',
    {
      schema: {
        tags: TAGS,
        summary: 'Approve a reprint request',
        body: reprintAcceptBody,
        response: { 200: transition, ...transitionErrors },
      },
    },
    async (req) => acceptReprint(deps, req.principal, req.body),
  );
  api.post(
    '/reprintCertificateReject',
    {
      schema: {
        tags: TAGS,
        summary: 'Reject a reprint request',
        body: reprintRejectBody,
        response: { 200: transition, ...transitionErrors },
      },
    },
    async (req) => rejectReprint(deps, req.principal, req.body),
  );

  const pdfErrors = errors(400, 401, 403, 404);
  api.get(
    '/generate-pdf/:id/preview',
    {
      schema: {
        tags: TAGS,
        summary: 'The certificate as it will print, watermarked PREVIEW',
        description: '404 when the certificate is unknown or the caller may not see it.',
        params: certificateIdParams,
        response: { 200: binary('application/pdf', 'The preview PDF'), ...pdfErrors },
      },
    },
    async (req, reply) => sendPdf(reply, await previewPdf(deps, req.principal, req.params.id)),
  );
  api.get(
    '/certificate/:id/signed/:userid',
    {
      schema: {
        tags: TAGS,
        summary: 'The certificate with the signatures given so far',
        description: '403 when `userid` is not the caller; 404 when the certificate is unknown or invisible to them.',
        params: certificateIdParams.extend({ userid: id('Invalid user id').describe('The caller (the viewer)') }),
        response: { 200: binary('application/pdf', 'The signed PDF'), ...pdfErrors },
      },
    },
    async (req, reply) => sendPdf(reply, await signedPdf(deps, req.principal, req.params.id, req.params.userid)),
  );
}
