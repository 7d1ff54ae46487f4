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

/**
 * The Details key each detail-only `Certificate` field reads (the other fields come with the list
 * row or the model): its resolver reads it with `detailValue`, and `certificate(id)` asks the api
 * for the parts of the keys its selection needs (docs/architecture.md "A gateway that adds nothing").
 */
export const DETAIL_FIELD_KEYS = {
  assessmentReportUrl: 'report_url',
  feeStatus: 'fee_due',
  comments: 'comments',
  units: 'units',
  signees: 'signed_by',
  events: 'events',
  prints: 'prints',
  approvedBy: 'approved_by',
  approvedOn: 'approved_on',
  approvedComments: 'approved_comments',
  rejectedBy: 'rejected_by',
  rejectedOn: 'rejected_on',
  rejectionComment: 'rejection_comment',
  issuedBy: 'issued_by',
  issuedOn: 'issued_on',
  printedBy: 'printed_by',
  printedOn: 'printed_on',
  cancelledBy: 'cancelled_by',
  cancelledOn: 'cancelled_on',
  cancellationComment: 'cancellation_comment',
  reprintRequestedBy: 'reprint_requested_by',
  reprintRequestedOn: 'reprint_requested_on',
  reprintComment: 'reprint_comment',
  reprintAcceptedBy: 'reprint_accepted_by',
  reprintAcceptedOn: 'reprint_accepted_on',
  reprintRejectedBy: 'reprint_rejected_by',
  reprintRejectedOn: 'reprint_rejected_on',
  reprintRejectionComment: 'reprint_rejection_comment',
  reprintedBy: 'reprinted_by',
  reprintedOn: 'reprinted_on',
  verificationLookups: 'verification_lookups',
  availableActions: 'available_actions',
  viewerCanSign: 'available_actions',
} as const satisfies Partial<Record<keyof CertificateResolvers, keyof CertificateDetails>>;

/** The keys of the details that the selected `fields` of a certificate read. */
export function detailKeysOf(fields: ReadonlySet<string>): Set<keyof CertificateDetails> {
  const keys = new Set<keyof CertificateDetails>();
  for (const field of fields) {
    const key = DETAIL_FIELD_KEYS[field as keyof typeof DETAIL_FIELD_KEYS];
    if (key) keys.add(key);
  }
  return keys;
}

const K = DETAIL_FIELD_KEYS;

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
 * lazily, batched for a whole page (no N+1; docs/architecture.md "A gateway that adds nothing"). Enum
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
  /** The api's `updated_at` (rows and details alike). docs/integrators.md. */
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
  assessmentReportUrl: (c, _a, ctx) => detailValue(c, ctx, K.assessmentReportUrl),
  feeStatus: (c, _a, ctx) => detailValue(c, ctx, K.feeStatus),
  comments: detail(K.comments),
  units: async (c, _a, ctx) => (await detailValue(c, ctx, K.units)).map(fromRestUnit),
  signees: async (c, _a, ctx) =>
    (await detailValue(c, ctx, K.signees)).map((s) => ({
      slot: s.slot,
      user: user(s.user_id, s.name),
      designation: s.designation,
      signedAt: s.created_date,
    })),
  events: async (c, _a, ctx) =>
    (await detailValue(c, ctx, K.events)).map((e) => ({
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
    (await detailValue(c, ctx, K.prints)).map((p) => ({
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
  approvedBy: detail(K.approvedBy),
  approvedOn: detail(K.approvedOn),
  approvedComments: detail(K.approvedComments),
  rejectedBy: detail(K.rejectedBy),
  rejectedOn: detail(K.rejectedOn),
  rejectionComment: detail(K.rejectionComment),
  issuedBy: detail(K.issuedBy),
  issuedOn: detail(K.issuedOn),
  printedBy: detail(K.printedBy),
  printedOn: detail(K.printedOn),
  cancelledBy: detail(K.cancelledBy),
  cancelledOn: detail(K.cancelledOn),
  cancellationComment: detail(K.cancellationComment),
  reprintRequestedBy: detail(K.reprintRequestedBy),
  reprintRequestedOn: detail(K.reprintRequestedOn),
  reprintComment: detail(K.reprintComment),
  reprintAcceptedBy: detail(K.reprintAcceptedBy),
  reprintAcceptedOn: detail(K.reprintAcceptedOn),
  reprintRejectedBy: detail(K.reprintRejectedBy),
  reprintRejectedOn: detail(K.reprintRejectedOn),
  reprintRejectionComment: detail(K.reprintRejectionComment),
  reprintedBy: detail(K.reprintedBy),
  reprintedOn: detail(K.reprintedOn),
  /** Public look-ups of the credential, from the details (docs/verification.md). */
  verificationLookups: async (c, _a, ctx) =>
    verificationLookupsOf({ verification_lookups: await detailValue(c, ctx, K.verificationLookups) }),
  /** The api's `available_actions` for the caller (DESIGN.md: computed from the REST answers). */
  availableActions: (c, _a, ctx) => detailValue(c, ctx, K.availableActions),
  /** True when the api offers `sign` to the caller: assigned, not yet signed, awaiting signatures. */
  viewerCanSign: async (c, _a, ctx) => (await detailValue(c, ctx, K.viewerCanSign)).includes(CERTIFICATE_ACTION.SIGN),
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
