/**
 * The label/value rows of a certificate detail page (spec: certificate-workflow §3 "Certificate
 * details"). Only filled values are shown; id, status, credential_status, created_date and
 * credential_number are not rows (spec §2); fileName shows only what follows its last underscore.
 */
import type { CertificateDetailFragment } from '../../../generated/graphql';

export interface DetailRow {
  label: string;
  value: string;
  /** Long text (comments) spans the full width. */
  wide?: boolean;
}

/** `2026_0001_Jane_Citizen.pdf` → `Citizen.pdf` (spec §2). */
export const displayFileName = (fileName: string): string => fileName.slice(fileName.lastIndexOf('_') + 1);

const FEE_LABELS = { PAID: 'Paid', NOT_PAID: 'Not Paid' } as const;

type FormatDate = (value: string | null | undefined, withTime?: boolean) => string;

export function detailRows(c: CertificateDetailFragment, formatDate: FormatDate): DetailRow[] {
  const at = (value: string | null | undefined) => formatDate(value, true);
  const rows: Array<[string, string | null | undefined, boolean?]> = [
    ['Student Name', c.student.name],
    ['Student Id', c.student.studentId],
    ['Course', c.course.code ? `${c.course.code} ${c.course.name}` : c.course.name],
    ['Campus', c.campus.name],
    ['Certificate Type', c.certificateTypeName],
    ['Credential Date', formatDate(c.credentialDate)],
    ['Requested By', c.requisitioner.fullName],
    ['Requested Date', at(c.requestedDate)],
    ['Enrolment Id', c.enrolmentId],
    ['Template', c.template.name],
    ['File Name', c.fileName ? displayFileName(c.fileName) : null],
    ['Comments', c.comments, true],
    ['Approved By', c.approvedBy],
    ['Approved On', at(c.approvedOn)],
    ['Fee', c.feeStatus ? FEE_LABELS[c.feeStatus] : null],
    ['Approval Comment', c.approvedComments, true],
    ['Issued By', c.issuedBy],
    ['Issued On', at(c.issuedOn)],
    ['Printed By', c.printedBy],
    ['Printed On', at(c.printedOn)],
    ['Reprint Requested By', c.reprintRequestedBy],
    ['Reprint Requested On', at(c.reprintRequestedOn)],
    ['Reprint Comment', c.reprintComment, true],
    ['Reprint Accepted By', c.reprintAcceptedBy],
    ['Reprint Accepted On', at(c.reprintAcceptedOn)],
    ['Reprint Rejected By', c.reprintRejectedBy],
    ['Reprint Rejected On', at(c.reprintRejectedOn)],
    ['Reprint Rejection Comment', c.reprintRejectionComment, true],
    ['Reprinted By', c.reprintedBy],
    ['Reprinted On', at(c.reprintedOn)],
    ['Rejected By', c.rejectedBy],
    ['Rejected On', at(c.rejectedOn)],
    ['Rejection Comment', c.rejectionComment, true],
    ['Cancelled By', c.cancelledBy],
    ['Cancelled On', at(c.cancelledOn)],
    ['Cancellation Comment', c.cancellationComment, true],
  ];
  return rows
    .filter((row): row is [string, string, boolean?] => typeof row[1] === 'string' && row[1].trim() !== '')
    .map(([label, value, wide]) => ({ label, value, wide }));
}
