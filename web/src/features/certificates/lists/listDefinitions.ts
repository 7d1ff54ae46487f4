/**
 * The seven certificate lists of certificate-workflow §2, one generic page renders them all.
 * Shared with the detail pages (web-certificates): key, route segment and title.
 */
import { CERTIFICATE_LIST } from '@certify/api/codes';
import type { CertificateList } from '../../../generated/graphql';

export interface CertificateListDefinition {
  /** SDL CertificateList value sent as `certificates(list:)`. */
  key: CertificateList;
  /** Route segment under /certificates, e.g. `requested-list` (the api's list code). */
  path: string;
  /** Page title as the spec writes it. */
  title: string;
  /** Adds the 'Certificate Preview' column (requested, to-be-signed, signed). */
  preview: boolean;
  /** Credential Number column is titled 'Certificate Name' (send-to-print, printed). */
  credentialTitle: 'Credential Number' | 'Certificate Name';
}

export const CERTIFICATE_LISTS: readonly CertificateListDefinition[] = [
  {
    key: 'REQUESTED',
    path: CERTIFICATE_LIST.REQUESTED,
    title: 'CERTIFICATE REQUESTS',
    preview: true,
    credentialTitle: 'Credential Number',
  },
  {
    key: 'TO_BE_SIGNED',
    path: CERTIFICATE_LIST.TO_BE_SIGNED,
    title: 'CERTIFICATE TO BE SIGNED',
    preview: true,
    credentialTitle: 'Credential Number',
  },
  {
    key: 'SIGNED',
    path: CERTIFICATE_LIST.SIGNED,
    title: 'CERTIFICATE SIGNED',
    preview: true,
    credentialTitle: 'Credential Number',
  },
  {
    key: 'SEND_TO_PRINT',
    path: CERTIFICATE_LIST.SEND_TO_PRINT,
    title: 'CERTIFICATE APPROVED',
    preview: false,
    credentialTitle: 'Certificate Name',
  },
  {
    key: 'REJECTED',
    path: CERTIFICATE_LIST.REJECTED,
    title: 'CERTIFICATE REJECTED/CANCELLED',
    preview: false,
    credentialTitle: 'Credential Number',
  },
  {
    key: 'PRINTED',
    path: CERTIFICATE_LIST.PRINTED,
    title: 'CERTIFICATE PRINTED',
    preview: false,
    credentialTitle: 'Certificate Name',
  },
  {
    key: 'REPRINT_REQUESTS',
    path: CERTIFICATE_LIST.REPRINT_REQUESTS,
    title: 'CERTIFICATE REPRINT REQUESTS',
    preview: false,
    credentialTitle: 'Credential Number',
  },
];

/** The definition for a route segment (`requested-list`…), or undefined. */
export const listByPath = (path: string | undefined): CertificateListDefinition | undefined =>
  CERTIFICATE_LISTS.find((l) => l.path === path);

/** The definition for an SDL list key. */
export const listByKey = (key: CertificateList): CertificateListDefinition =>
  CERTIFICATE_LISTS.find((l) => l.key === key) ?? CERTIFICATE_LISTS[0]!;
