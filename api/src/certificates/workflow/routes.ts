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
import { printAnswer, transitionAnswer } from '../answers.js';
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

/** The PDF bytes (default) or, with `Accept: application/json`, the stored file and changes. */
function sendPrint(request: FastifyRequest, reply: FastifyReply, result: PrintResult) {
  if (wantsJson(request)) {
    return reply.send({ success: 1, message: result.message, file: result.file, data: result.data });
  }
  return reply
    .header('Content-Type', 'application/pdf')
    .header('X-File-Id', String(result.file.id))
    .header('X-File-Sha256', result.file.sha256)
    .header('Content-Disposition', disposition('attachment', result.file.file_name))
    .header('Access-Control-Expose-Headers', 'X-File-Id, X-File-Sha256, Content-Disposition')
    .send(Buffer.from(result.pdf));
}

function sendPdf(reply: FastifyReply, out: { pdf: Uint8Array; fileName: string }) {
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', disposition('inline', out.fileName))
    .header('Cache-Control', 'no-store')
    .send(Buffer.from(out.pdf));
}

/** The answers of a print call: the merged PDF, or its JSON description. */
const printed = {
  description: 'The printed PDF (one merged file); with `Accept: application/json`, its stored file instead',
  content: {
    'application/pdf': { schema: z.string().meta({ format: 'binary' }) },
    'application/json': { schema: printAnswer },
  },
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
      { schema: { tags: TAGS, summary, body: printOneBody, response: { 200: printed, ...transitionErrors } } },
      async (req, reply) =>
        sendPrint(req, reply, await printCertificates(deps, req.principal, [req.body.student_certificate_id], mode)),
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
        response: { 200: printed, ...transitionErrors },
      },
    },
    async (req, reply) =>
      sendPrint(req, reply, await printCertificates(deps, req.principal, req.body.certificate, 'auto')),
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
