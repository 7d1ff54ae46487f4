/** Row helpers of the certificate lists. */
import type { Intent } from '@blueprintjs/core';
import type { CertificateListQuery } from '../../../generated/graphql';

/** A list row; `viewerCanSign` is asked for (and present) on the to-be-signed list only. */
export type CertificateRow = CertificateListQuery['certificates']['nodes'][number];

/** Send-to-print rows labelled 'Reprint Approved' offer Reprint instead of Print (§2 List tables). */
export const isReprint = (row: CertificateRow): boolean =>
  row.statusLabel === 'Reprint Approved' || row.reprintStatus === 'REPRINT_APPROVED';

export function statusIntent(row: CertificateRow): Intent {
  if (row.reprintStatus === 'REPRINT_REQUESTED' || row.reprintStatus === 'REPRINT_APPROVED') return 'warning';
  switch (row.status) {
    case 'QA_REJECTED':
    case 'CANCELLED':
      return 'danger';
    case 'SIGNED':
    case 'APPROVED_FOR_PRINTING':
    case 'PRINTED':
    case 'COMPLETED':
      return 'success';
    case 'QA_APPROVED':
      return 'primary';
    default:
      return 'none';
  }
}

/** Navigation state a detail page reads its certificate id from (certificate-workflow §2). */
export interface DetailNavigationState {
  certificateId: string;
  list: string;
}
