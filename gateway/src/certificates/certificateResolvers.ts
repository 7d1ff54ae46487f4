import { fromRestUnit } from '@certify/api/units';
import type { CertificateResolvers, CertificateUpdatedEventResolvers } from '../generated/resolvers.js';
import type { GatewayContext } from '../context.js';
import { CERTIFICATE_ACTION } from '@certify/api/codes';
import { splitName } from '../users/models.js';
import { detailValue } from './details.js';
import { type CertificateDetails, type CertificateModel, certificateFromDetails } from './models.js';
import { verificationLookupsOf } from '../verification/resolvers.js';

type TextKey = {
  [K in keyof CertificateDetails]: CertificateDetails[K] extends string | null ? K : never;
}[keyof CertificateDetails];

/** A detail-only text field, loaded through the batched parts loader only when asked. */
const detail =
  (key: TextKey) =>
  (c: CertificateModel, _args: unknown, ctx: GatewayContext): Promise<string | null> =>
    detailValue(c, ctx, key);

/** Gateway path of the PREVIEW PDF (served by the /files routes). */
export const previewPath = (id: string): string => `/files/certificates/${encodeURIComponent(id)}/preview`;
/** Gateway path of the PDF with the signatures so far. */
export const signedPdfPath = (id: string): string => `/files/certificates/${encodeURIComponent(id)}/signed`;
/** Gateway path of a stored file. */
export const filePath = (id: string | number): string => `/files/${encodeURIComponent(String(id))}`;

const user = (id: string | number, name: string) => ({
  id: String(id),
  ...splitName(name),
  fullName: name,
  email: null,
});

/**
 * `Certificate` fields (certificate-workflow §3 "Certificate (list row)" and "Certificate
 * details"). Summary fields come from the model; the rest load the parts of the details they need
 * lazily, batched for a whole page (no N+1; issue 13 "A gateway that adds nothing"). Enum
 * fields answer the api's codes, which the enums' internal values turn into names (enums.ts).
 */
export const certificateResolvers: CertificateResolvers = {
  id: (c) => c.id,
  student: (c) => c.student,
  course: (c) => c.course,
  campus: (c) => c.campus,
  requisitioner: (c) => user(c.requisitioner.id, c.requisitioner.name),
  template: (c) => c.template,
  certificateType: (c) => c.certificateTypeCode,
  certificateTypeCode: (c) => c.certificateTypeCode,
  certificateTypeName: (c) => c.certificateTypeName,
  credentialNumber: (c) => c.credentialNumber,
  credentialDate: (c) => c.credentialDate,
  requestedDate: (c) => c.requestedDate,
  /** The api's `updated_at` (rows and details alike). issue 11. */
  updatedAt: (c) => c.updatedAt,
  status: (c) => c.statusCode,
  statusCode: (c) => c.statusCode,
  statusLabel: (c) => c.statusLabel,
  reprintStatus: (c) => c.reprintStatusCode,
  reprintStatusCode: (c) => c.reprintStatusCode,
  enrolmentId: (c) => c.enrolmentId,
  fileName: (c) => c.fileName,
  previewUrl: (c) => previewPath(c.id),
  signedPdfUrl: (c) => signedPdfPath(c.id),
  /** Details' `report_url` (through the batched details loader; null when not configured). */
  assessmentReportUrl: (c, _a, ctx) => detailValue(c, ctx, 'report_url'),
  feeStatus: (c, _a, ctx) => detailValue(c, ctx, 'fee_due'),
  comments: detail('comments'),
  units: async (c, _a, ctx) => (await detailValue(c, ctx, 'units')).map(fromRestUnit),
  signees: async (c, _a, ctx) =>
    (await detailValue(c, ctx, 'signed_by')).map((s) => ({
      slot: s.slot,
      user: user(s.user_id, s.name),
      designation: s.designation,
      signedAt: s.created_date,
    })),
  events: async (c, _a, ctx) =>
    (await detailValue(c, ctx, 'events')).map((e) => ({
      id: String(e.id),
      action: e.action,
      actorName: e.actor_name,
      fromStatus: e.from_status,
      toStatus: e.to_status,
      fromReprintStatus: e.from_reprint_status,
      toReprintStatus: e.to_reprint_status,
      comment: e.comment,
      createdAt: e.created_at,
    })),
  prints: async (c, _a, ctx) =>
    (await detailValue(c, ctx, 'prints')).map((p) => ({
      id: String(p.id),
      kind: p.kind,
      file: {
        id: String(p.file_id),
        fileName: p.file_name,
        url: filePath(p.file_id),
        sha256: p.sha256,
        byteSize: p.byte_size,
      },
      printedBy: p.printed_by,
      printedAt: p.printed_at,
    })),
  approvedBy: detail('approved_by'),
  approvedOn: detail('approved_on'),
  approvedComments: detail('approved_comments'),
  rejectedBy: detail('rejected_by'),
  rejectedOn: detail('rejected_on'),
  rejectionComment: detail('rejection_comment'),
  issuedBy: detail('issued_by'),
  issuedOn: detail('issued_on'),
  printedBy: detail('printed_by'),
  printedOn: detail('printed_on'),
  cancelledBy: detail('cancelled_by'),
  cancelledOn: detail('cancelled_on'),
  cancellationComment: detail('cancellation_comment'),
  reprintRequestedBy: detail('reprint_requested_by'),
  reprintRequestedOn: detail('reprint_requested_on'),
  reprintComment: detail('reprint_comment'),
  reprintAcceptedBy: detail('reprint_accepted_by'),
  reprintAcceptedOn: detail('reprint_accepted_on'),
  reprintRejectedBy: detail('reprint_rejected_by'),
  reprintRejectedOn: detail('reprint_rejected_on'),
  reprintRejectionComment: detail('reprint_rejection_comment'),
  reprintedBy: detail('reprinted_by'),
  reprintedOn: detail('reprinted_on'),
  /** Public look-ups of the credential, from the details (issue 12 "verification look-ups counted"). */
  verificationLookups: async (c, _a, ctx) =>
    verificationLookupsOf({ verification_lookups: await detailValue(c, ctx, 'verification_lookups') }),
  /** The api's `available_actions` for the caller (DESIGN.md: computed from the REST answers). */
  availableActions: (c, _a, ctx) => detailValue(c, ctx, 'available_actions'),
  /** True when the api offers `sign` to the caller: assigned, not yet signed, awaiting signatures. */
  viewerCanSign: async (c, _a, ctx) =>
    (await detailValue(c, ctx, 'available_actions')).includes(CERTIFICATE_ACTION.SIGN),
};

/** `CertificateUpdatedEvent.certificate`: re-loaded fresh for each event (null if no longer visible). */
export const certificateUpdatedEventResolvers: CertificateUpdatedEventResolvers = {
  certificate: async (e, _a, ctx) => {
    if (e.certificate !== undefined) return e.certificate;
    ctx.loaders.certificate.clear(e.id);
    const d = await ctx.loaders.certificate.load(e.id);
    return d ? certificateFromDetails(d) : null;
  },
};
