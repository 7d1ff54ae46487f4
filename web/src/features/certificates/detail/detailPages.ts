/**
 * One generic detail page, configured per list (spec: certificate-workflow §2 "Certificate detail /
 * preview / sign pages"). `actions` are the buttons the page may offer; each shows only when the
 * server lists it in `certificate.availableActions`.
 */
import type { CertificateAction } from '../../../generated/graphql';

export interface DetailPageConfig {
  /** Route segment of the list, e.g. `requested-list`. */
  listPath: string;
  title: string;
  actions: readonly CertificateAction[];
  /** Offers the …/preview route (requested, to-be-signed, signed). */
  preview: boolean;
  /** Roles that must be held for the actions (reprint detail: approver only, spec §6). */
  actionRoles?: readonly number[];
  /** After a successful action the page goes back (reprint detail, spec §4). */
  backAfterAction?: boolean;
}

export const DETAIL_PAGES = {
  requested: { listPath: 'requested-list', title: 'Certificate Request Details', actions: ['APPROVE', 'REJECT'], preview: true },
  toBeSigned: { listPath: 'to-be-signed-list', title: 'Certificate To Be Signed Details', actions: ['SIGN'], preview: true },
  signed: { listPath: 'signed-list', title: 'Certificate Signed Details', actions: ['ISSUE', 'CANCEL'], preview: true },
  sendToPrint: { listPath: 'send-to-print-list', title: 'Certificate Approved Details', actions: ['PRINT', 'REPRINT', 'CANCEL'], preview: false },
  rejected: { listPath: 'rejected-list', title: 'Certificate Rejected/Cancelled Details', actions: [], preview: false },
  printed: { listPath: 'printed-list', title: 'Certificate Printed Details', actions: ['REQUEST_REPRINT', 'CANCEL'], preview: false },
  reprint: {
    listPath: 'reprint-request-list',
    title: 'Certificate Reprint Details',
    actions: ['APPROVE_REPRINT', 'REJECT_REPRINT'],
    preview: false,
    actionRoles: [3],
    backAfterAction: true,
  },
} as const satisfies Record<string, DetailPageConfig>;

export type DetailPageKey = keyof typeof DETAIL_PAGES;
