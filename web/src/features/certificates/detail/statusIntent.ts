/** The colour of a certificate's status tag. */
import { Intent } from '@blueprintjs/core';
import type { CertificateStatus } from '../../../generated/graphql';

export function statusIntent(status: CertificateStatus): Intent {
  switch (status) {
    case 'QA_REJECTED':
    case 'CANCELLED':
      return Intent.DANGER;
    case 'REQUESTED':
      return Intent.WARNING;
    case 'PRINTED':
    case 'COMPLETED':
      return Intent.SUCCESS;
    default:
      return Intent.PRIMARY;
  }
}
