/**
 * The codes of the organisation's settings: date formats, the fee question, signature sources,
 * module sections (access-and-administration §3) and where the PDF signing certificate comes from.
 */

/** `display_date_format` choices (access-and-administration §9): how every date is shown and printed. */
export const DATE_FORMAT = {
  DAY_MONTH_YEAR_HYPHEN: 'dd-mm-yyyy',
  DAY_MONTH_YEAR_SLASH: 'dd/mm/yyyy',
  MONTH_DAY_YEAR_HYPHEN: 'mm-dd-yyyy',
  MONTH_DAY_YEAR_SLASH: 'mm/dd/yyyy',
  YEAR_MONTH_DAY_HYPHEN: 'yyyy-mm-dd',
  YEAR_MONTH_DAY_SLASH: 'yyyy/mm/dd',
} as const;
export type DateFormatCode = (typeof DATE_FORMAT)[keyof typeof DATE_FORMAT];

/** `fee_paid_or_not_confirmation` values (access-and-administration §9): 'Yes' asks Paid / Not Paid at approval. */
export const FEE_CONFIRMATION = { YES: 'Yes', NO: 'NO' } as const;
export type FeeConfirmationCode = (typeof FEE_CONFIRMATION)[keyof typeof FEE_CONFIRMATION];

/** How a stored signature was made (access-and-administration §2 "Signature Settings": Upload or Draw). */
export const SIGNATURE_SOURCE = { UPLOAD: 'upload', DRAW: 'draw' } as const;
export type SignatureSourceCode = (typeof SIGNATURE_SOURCE)[keyof typeof SIGNATURE_SOURCE];

/** Module sections (access-and-administration §3): where a module's menu entry goes. */
export const MODULE_SECTION = { CERTIFICATES: 2, MASTER: 4, SETTINGS: 5 } as const;
export type ModuleSectionCode = (typeof MODULE_SECTION)[keyof typeof MODULE_SECTION];

/**
 * Where the organisation's PDF signing certificate comes from (docs/verification.md):
 * made by Certify at first start (self-signed) or uploaded in Organisation Settings (PKCS#12).
 */
export const SIGNING_CERTIFICATE_SOURCE = { GENERATED: 'generated', UPLOADED: 'uploaded' } as const;
export type SigningCertificateSourceCode = (typeof SIGNING_CERTIFICATE_SOURCE)[keyof typeof SIGNING_CERTIFICATE_SOURCE];
