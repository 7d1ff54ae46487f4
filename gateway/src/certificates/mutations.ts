import type { MutationResolvers, StoredFile } from '../generated/resolvers.js';
import type { GatewayContext } from '../context.js';
import { gatewayError } from '../rest/errors.js';
import type { RestChanged, RestPrintAnswer, RestSaveCertificate, RestTransition } from '../rest/types.js';
import { certificateTypeToCode, feeToCode } from './codes.js';
import { filePath } from './certificateResolvers.js';
import { reloadCertificates } from './details.js';

const changedIds = (data: RestChanged[] | undefined, fallback: readonly string[]): string[] =>
  data && data.length > 0 ? data.map((d) => String(d.id)) : [...fallback];

/** Runs one transition call and answers its message with the changed certificates re-loaded. */
async function transition(ctx: GatewayContext, method: 'POST' | 'PUT', path: string, body: Record<string, unknown>, ids: readonly string[]) {
  const answer = await ctx.rest.call<RestTransition>(method, path, { token: ctx.token, clientIp: ctx.clientIp, json: body });
  return { message: answer.message ?? '', certificates: await reloadCertificates(changedIds(answer.data, ids), ctx) };
}

const requireIds = (ids: readonly string[]): void => {
  if (ids.length === 0) {
    throw gatewayError('BAD_USER_INPUT', 'Please select at least one certificate', {
      fieldErrors: { ids: 'Please select at least one certificate' },
    });
  }
};

/**
 * Print or reprint (certificate-workflow §4 send-to-print; api/CONTRACT.md "PDFs"): one id →
 * `/printCertificate` (`/reprintCertificate`), several → `/bulkPrintCertificate` (one merged PDF),
 * with `Accept: application/json` to get the stored file's id, sha256 and size.
 */
async function print(ctx: GatewayContext, ids: readonly string[], reprint: boolean) {
  requireIds(ids);
  const single = ids.length === 1;
  const path = single ? (reprint ? '/reprintCertificate' : '/printCertificate') : '/bulkPrintCertificate';
  const body = single ? { student_certificate_id: ids[0] } : { certificate: ids };
  const answer = await ctx.rest.post<RestPrintAnswer>(path, { token: ctx.token, json: body });
  const file: StoredFile = {
    id: String(answer.file.id),
    fileName: answer.file.file_name,
    url: filePath(answer.file.id),
    sha256: answer.file.sha256,
    byteSize: answer.file.byte_size,
  };
  return { message: answer.message ?? '', file, certificates: await reloadCertificates(changedIds(answer.data, ids), ctx) };
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
  /** `POST /saveCertificate` (workflow §2 Request Certificate, §5 request form rules). */
  requestCertificate: async (_p, { input }, ctx) => {
    const answer = await ctx.rest.post<RestSaveCertificate>('/saveCertificate', {
      token: ctx.token,
      json: {
        student_name: input.studentId,
        course: input.courseId,
        campus: input.campusId,
        certification_type: certificateTypeToCode(input.certificateType),
        credential_date: input.credentialDate,
        credential_number: input.credentialNumber,
        units: input.units.map((u) => ({
          unit_start_date: u.unitStartDate,
          unit_code: u.unitCode,
          unit_name: u.unitName,
          mark: u.mark,
          outcome_result: u.outcomeResult,
          outcome_grade_short_code: u.outcomeGradeShortCode,
        })),
        ...(input.comments ? { comments: input.comments } : {}),
      },
    });
    const id = answer.certificate?.id ?? answer.data?.[0]?.id;
    return {
      message: answer.certificate?.message ?? answer.message ?? '',
      certificates: id === undefined ? [] : await reloadCertificates([String(id)], ctx),
    };
  },
  /** `POST /requestedCertificateApprove` (0 → 1, or 3 with skip-sign). */
  approveCertificate: (_p, { input }, ctx) =>
    transition(
      ctx,
      'POST',
      '/requestedCertificateApprove',
      {
        certificate_id: input.id,
        approve_comment: input.comment,
        ...(input.feeStatus ? { fee_due: feeToCode(input.feeStatus) } : {}),
      },
      [input.id],
    ),
  /** `PUT /requestedCertificateReject/{id}` (0 → 2). */
  rejectCertificate: (_p, { input }, ctx) =>
    transition(ctx, 'PUT', `/requestedCertificateReject/${encodeURIComponent(input.id)}`, { rejection_comment: input.comment }, [
      input.id,
    ]),
  /** `POST /bulkSignCertificate` (the viewer signs each; 1 → 3 when the last signee signs). */
  signCertificates: (_p, { input }, ctx) => {
    requireIds(input.ids);
    return transition(
      ctx,
      'POST',
      '/bulkSignCertificate',
      { certificate: input.ids, ...(input.password ? { password: input.password } : {}) },
      input.ids,
    );
  },
  /** `POST /certificate-issue/{id}` (3 → 4). */
  issueCertificate: (_p, { input }, ctx) =>
    transition(ctx, 'POST', `/certificate-issue/${encodeURIComponent(input.id)}`, {}, [input.id]),
  /** `POST /cancelCertificate` (3, 4, 5 → 7). */
  cancelCertificate: (_p, { input }, ctx) =>
    transition(ctx, 'POST', '/cancelCertificate', { student_certificate_id: input.id, cancellation_comment: input.comment }, [
      input.id,
    ]),
  /** 4 → 5 with one (merged) PDF. */
  printCertificates: (_p, { input }, ctx) => print(ctx, input.ids, false),
  /** `POST /reprintCertificateRequest` (printed → reprint 1). */
  requestReprint: (_p, { input }, ctx) =>
    transition(ctx, 'POST', '/reprintCertificateRequest', { student_certificate_id: input.id, reprint_comment: input.comment }, [
      input.id,
    ]),
  /** `POST /reprintCertificateAccept` (reprint 1 → 2). */
  approveReprint: (_p, { input }, ctx) =>
    transition(
      ctx,
      'POST',
      '/reprintCertificateAccept',
      { student_certificate_id: input.id, ...(input.comment ? { comment: input.comment } : {}) },
      [input.id],
    ),
  /** `POST /reprintCertificateReject` (reprint 1 → 3). */
  rejectReprint: (_p, { input }, ctx) =>
    transition(
      ctx,
      'POST',
      '/reprintCertificateReject',
      { student_certificate_id: input.id, ...(input.comment ? { reprint_rejection_comment: input.comment } : {}) },
      [input.id],
    ),
  /** Reprint 2 → 4 with one (merged) PDF. */
  reprintCertificates: (_p, { input }, ctx) => print(ctx, input.ids, true),
};
