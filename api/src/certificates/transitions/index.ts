/**
 * The workflow routes: every certificate transition and the workflow PDFs. Thin: read the
 * request, call the transition, answer. spec: certificate-workflow §7 (the calls it makes);
 * api/CONTRACT.md "Transitions" and "PDFs".
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { approveCertificate } from './approve.js';
import { cancelCertificate } from './cancel.js';
import { bodyOf, requireId, requireIdList } from './input.js';
import { issueCertificate } from './issue.js';
import { checkSignPassword } from './passwordCheck.js';
import { previewPdf, signedPdf } from './previewPdf.js';
import { printCertificates, type PrintMode, type PrintResult } from './print.js';
import { rejectCertificate } from './reject.js';
import { acceptReprint, rejectReprint } from './reprintDecision.js';
import { requestReprint } from './reprintRequest.js';
import { requestCertificate } from './request.js';
import { signCertificates } from './sign.js';

type Params = { id?: string; userid?: string };

const wantsJson = (request: FastifyRequest) => /application\/json/i.test(String(request.headers.accept ?? ''));

/** Content-Disposition with an ASCII file name. */
const disposition = (type: 'attachment' | 'inline', fileName: string) => `${type}; filename="${fileName.replace(/["\\\r\n]/g, '')}"`;

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

/** Registers the workflow routes. spec: certificate-workflow §7; api/CONTRACT.md. */
export async function registerWorkflowRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.post('/saveCertificate', async (req) => requestCertificate(deps, req.principal, req.body));
  app.post('/requestedCertificateApprove', async (req) => approveCertificate(deps, req.principal, req.body));
  // PUT, or POST with `_method=PUT` (certificate-workflow §7).
  for (const method of ['PUT', 'POST'] as const) {
    app.route({
      method,
      url: '/requestedCertificateReject/:id',
      handler: async (req: FastifyRequest<{ Params: Params }>) => rejectCertificate(deps, req.principal, req.params.id, req.body),
    });
  }
  app.post('/passwordToCheck', async (req) => checkSignPassword(deps, req.principal, req.body));
  app.post('/bulkSignCertificate', async (req) => signCertificates(deps, req.principal, req.body));
  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/certificate-issue/:id',
      handler: async (req: FastifyRequest<{ Params: Params }>) => issueCertificate(deps, req.principal, req.params.id),
    });
  }
  app.post('/cancelCertificate', async (req) => cancelCertificate(deps, req.principal, req.body));

  const single = (path: string, mode: PrintMode) =>
    app.post(path, async (req, reply) => {
      const body = bodyOf(req.body);
      const id = requireId(body.student_certificate_id ?? body.certificate_id, 'student_certificate_id');
      return sendPrint(req, reply, await printCertificates(deps, req.principal, [id], mode));
    });
  single('/printCertificate', 'print');
  single('/printCertificate_list', 'print');
  single('/reprintCertificate', 'reprint');
  single('/reprintCertificate_list', 'reprint');
  app.post('/bulkPrintCertificate', async (req, reply) => {
    const body = bodyOf(req.body);
    const ids = requireIdList(body.certificate ?? body.certificates, 'certificate');
    return sendPrint(req, reply, await printCertificates(deps, req.principal, ids, 'auto'));
  });

  app.post('/reprintCertificateRequest', async (req) => requestReprint(deps, req.principal, req.body));
  app.post('/reprintCertificateAccept', async (req) => acceptReprint(deps, req.principal, req.body));
  app.post('/reprintCertificateReject', async (req) => rejectReprint(deps, req.principal, req.body));

  app.get('/generate-pdf/:id/preview', async (req: FastifyRequest<{ Params: Params }>, reply) =>
    sendPdf(reply, await previewPdf(deps, req.principal, req.params.id)),
  );
  app.get('/certificate/:id/signed/:userid', async (req: FastifyRequest<{ Params: Params }>, reply) =>
    sendPdf(reply, await signedPdf(deps, req.principal, req.params.id)),
  );
}
