/**
 * One generic detail page, configured per list (spec: certificate-workflow §2 "Certificate detail /
 * preview / sign pages"). `actions` are the buttons the page may offer; each shows only when the
 * server lists it in `certificate.availableActions` (the server decides who may act).
 */
import { CERTIFICATE_LIST } from '@certify/api/codes';
import type { CertificateAction } from '../../../generated/graphql';

export interface DetailPageConfig {
  /** Route segment of the list, e.g. `requested-list`. */
  listPath: string;
  title: string;
  actions: readonly CertificateAction[];
  /** Offers the …/preview route (requested, to-be-signed, signed). */
  preview: boolean;
  /** After a successful action the page goes back (reprint detail, spec §4). */
  backAfterAction?: boolean;
}

export const DETAIL_PAGES = {
  requested: {
    listPath: CERTIFICATE_LIST.REQUESTED,
    title: 'Certificate Request Details',
    actions: ['APPROVE', 'REJECT'],
    preview: true,
  },
  toBeSigned: {
    listPath: CERTIFICATE_LIST.TO_BE_SIGNED,
    title: 'Certificate To Be Signed Details',
    actions: ['SIGN'],
    preview: true,
  },
  signed: {
    listPath: CERTIFICATE_LIST.SIGNED,
    title: 'Certificate Signed Details',
    actions: ['ISSUE', 'CANCEL'],
    preview: true,
  },
  sendToPrint: {
    listPath: CERTIFICATE_LIST.SEND_TO_PRINT,
    title: 'Certificate Approved Details',
    actions: ['PRINT', 'REPRINT', 'CANCEL'],
    preview: false,
  },
  rejected: {
    listPath: CERTIFICATE_LIST.REJECTED,
    title: 'Certificate Rejected/Cancelled Details',
    actions: [],
    preview: false,
  },
  printed: {
    listPath: CERTIFICATE_LIST.PRINTED,
    title: 'Certificate Printed Details',
    actions: ['REQUEST_REPRINT', 'CANCEL'],
    preview: false,
  },
  reprint: {
    listPath: CERTIFICATE_LIST.REPRINT_REQUESTS,
    title: 'Certificate Reprint Details',
    actions: ['APPROVE_REPRINT', 'REJECT_REPRINT'],
    preview: false,
    backAfterAction: true,
  },
} as const satisfies Record<string, DetailPageConfig>;

export type DetailPageKey = keyof typeof DETAIL_PAGES;
