import { toRestUnit } from '@certify/api/units';
import type { GatewayContext } from '../context.js';
import type { MutationResolvers } from '../generated/resolvers.js';
import type { PrintPayloadModel } from '../printJobs/models.js';
import type { RestSchema } from '../rest/contract.js';
import { gatewayError } from '../rest/errors.js';
import { restId } from '../rest/ids.js';
import { reloadCertificates } from './details.js';

type Changed = RestSchema<'ChangedCertificate'>;

const changedIds = (data: readonly Changed[], fallback: readonly string[]): string[] =>
  data.length > 0 ? data.map((d) => String(d.id)) : [...fallback];

/** A transition's answer as a payload: its message and the changed certificates, re-loaded. */
async function payload(ctx: GatewayContext, answer: { message: string; data: Changed[] }, ids: readonly string[]) {
  return { message: answer.message, certificates: await reloadCertificates(changedIds(answer.data, ids), ctx) };
}

const requireIds = (ids: readonly string[]): void => {
  if (ids.length === 0) {
    throw gatewayError('BAD_USER_INPUT', 'Please select at least one certificate', {
      fieldErrors: { ids: 'Please select at least one certificate' },
    });
  }
};

/**
 * Print or reprint (certificate-workflow §4 send-to-print; api/CONTRACT.md "PDFs", "Print jobs"): one
 * id → `/printCertificate` (`/reprintCertificate`), several → `/bulkPrintCertificate` (one merged
 * PDF), with `Accept: application/json`: the api records the print at once and answers the job that
 * makes the PDF (docs/architecture.md "Bulk work off the request path"; printJobs/resolvers.ts).
 */
async function print(ctx: GatewayContext, ids: readonly string[], reprint: boolean): Promise<PrintPayloadModel> {
  requireIds(ids);
  const options = { accept: 'application/json' };
  const answer =
    ids.length === 1
      ? await ctx.api.post(reprint ? '/reprintCertificate' : '/printCertificate', {
          ...options,
          body: { student_certificate_id: restId(ids[0]!) },
        })
      : await ctx.api.post('/bulkPrintCertificate', { ...options, body: { certificate: ids.map(restId) } });
  return { ...(await payload(ctx, answer, ids)), job: answer.job };
}

/** One mutation per workflow transition (DESIGN.md "Certificate state machine"), each mapped to its REST call. */
export const certificateMutations: Pick<
  MutationResolvers,
  | 'requestCertificate'
  | 'approveCertificate'
  | 'rejectCertificate'
  | 'signCertificates'
  | 'issueCertificate'
  | 'cancelCertificate'
  | 'printCertificates'
  | 'requestReprint'
  | 'approveReprint'
  | 'rejectReprint'
  | 'reprintCertificates'
> = {
  /** `POST /saveCertificate` (workflow §2 Request Certificate, §5 request form rules; §1 enrolment id). */
  requestCertificate: async (_p, { input }, ctx) => {
    const answer = await ctx.api.post('/saveCertificate', {
      body: {
        student_name: restId(input.studentId),
        course: restId(input.courseId),
        campus: restId(input.campusId),
        certification_type: input.certificateType,
        credential_date: input.credentialDate,
        credential_number: input.credentialNumber,
        units: input.units.map(toRestUnit),
        ...(input.comments ? { comments: input.comments } : {}),
        ...(input.enrolmentId?.trim() ? { enrolment_detail_id: input.enrolmentId.trim() } : {}),
      },
    });
    return {
      message: answer.certificate.message,
      certificates: await reloadCertificates([String(answer.certificate.id)], ctx),
    };
  },
  /** `POST /requestedCertificateApprove` (0 → 1, or 3 with skip-sign). */
  approveCertificate: async (_p, { input }, ctx) => {
    const body = {
      certificate_id: restId(input.id),
      approve_comment: input.comment,
      ...(input.feeStatus !== null && input.feeStatus !== undefined ? { fee_due: input.feeStatus } : {}),
    };
    const answer = await ctx.api.post('/requestedCertificateApprove', { body });
    return payload(ctx, answer, [input.id]);
  },
  /** `PUT /requestedCertificateReject/{id}` (0 → 2). */
  rejectCertificate: async (_p, { input }, ctx) => {
    const answer = await ctx.api.put('/requestedCertificateReject/{id}', {
      params: { id: restId(input.id) },
      body: { rejection_comment: input.comment },
    });
    return payload(ctx, answer, [input.id]);
  },
  /** `POST /bulkSignCertificate` (the viewer signs each; 1 → 3 when the last signee signs). */
  signCertificates: async (_p, { input }, ctx) => {
    requireIds(input.ids);
    const answer = await ctx.api.post('/bulkSignCertificate', {
      body: { certificate: input.ids.map(restId), ...(input.password ? { password: input.password } : {}) },
    });
    return payload(ctx, answer, input.ids);
  },
  /** `POST /certificate-issue/{id}` (3 → 4). */
  issueCertificate: async (_p, { input }, ctx) => {
    const answer = await ctx.api.post('/certificate-issue/{id}', {
      params: { id: restId(input.id) },
    });
    return payload(ctx, answer, [input.id]);
  },
  /** `POST /cancelCertificate` (3, 4, 5 → 7). */
  cancelCertificate: async (_p, { input }, ctx) => {
    const answer = await ctx.api.post('/cancelCertificate', {
      body: { student_certificate_id: restId(input.id), cancellation_comment: input.comment },
    });
    return payload(ctx, answer, [input.id]);
  },
  /** 4 → 5, with one (merged) PDF made by the answered print job. */
  printCertificates: (_p, { input }, ctx) => print(ctx, input.ids, false),
  /** `POST /reprintCertificateRequest` (printed → reprint 1). */
  requestReprint: async (_p, { input }, ctx) => {
    const answer = await ctx.api.post('/reprintCertificateRequest', {
      body: { student_certificate_id: restId(input.id), reprint_comment: input.comment },
    });
    return payload(ctx, answer, [input.id]);
  },
  /** `POST /reprintCertificateAccept` (reprint 1 → 2). */
  approveReprint: async (_p, { input }, ctx) => {
    const answer = await ctx.api.post('/reprintCertificateAccept', {
      body: { student_certificate_id: restId(input.id), ...(input.comment ? { comment: input.comment } : {}) },
    });
    return payload(ctx, answer, [input.id]);
  },
  /** `POST /reprintCertificateReject` (reprint 1 → 3). */
  rejectReprint: async (_p, { input }, ctx) => {
    const answer = await ctx.api.post('/reprintCertificateReject', {
      body: {
        student_certificate_id: restId(input.id),
        ...(input.comment ? { reprint_rejection_comment: input.comment } : {}),
      },
    });
    return payload(ctx, answer, [input.id]);
  },
  /** Reprint 2 → 4, with one (merged) PDF made by the answered print job. */
  reprintCertificates: (_p, { input }, ctx) => print(ctx, input.ids, true),
};
