/**
 * What other domains may use of signing/: every import from outside the folder comes through this
 * file (the dependency check refuses one past it; docs/architecture.md "Domains and their dependencies").
 */
export {
  loadSigningCertificate,
  PASSPHRASE_MAX,
  PKCS12_MAX_BYTES,
  SIGNING_MESSAGES,
  uploadSigningCertificate,
} from './certificate.js';
export { ensureSigningKey } from './keys.js';
export type { OpenedKey } from './pkcs12.js';
export { printedPdfSigner, printedPdfSigning } from './printed.js';
export { addSignaturePlaceholder, cadesDetached, placeholderLength, signPdf } from './sign.js';
export type { SignatureInfo } from './sign.js';
