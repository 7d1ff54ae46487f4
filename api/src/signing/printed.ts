/**
 * The signature of a printed PDF (docs/verification.md: printed PDFs — print, reprint
 * and each learner's own copy — are digitally signed by the organisation before their SHA-256 is
 * taken and stored; previews are not signed). The dictionary says "Issued by <organisation>", the
 * organisation's address as location and its contact e-mail (or phone) as contact.
 */
import { eq } from 'drizzle-orm';
import type { PDFDocument } from 'pdf-lib';
import type { Db, Tx } from '../db/client.js';
import { companySettings } from '../db/schema.js';
import { currentSigningKey } from './keys.js';
import type { OpenedKey } from './pkcs12.js';
import { addSignaturePlaceholder, type SignatureInfo, signPdf } from './sign.js';

/** Longest location / contact text put in a signature dictionary (characters). */
const INFO_MAX = 200;

/** What a printed PDF's rendering needs to be signed. */
export interface PrintedPdfSigning {
  /** Puts the signature placeholder in (renderCertificatesPdf's `prepare`). */
  prepare: (doc: PDFDocument) => void;
  /** Signs the saved bytes (same length). */
  sign: (pdf: Uint8Array) => Promise<Uint8Array>;
}

/** The current key (made when missing) and the signature dictionary's texts for a PDF printed at `at`. */
export async function printedPdfSigner(db: Db | Tx, at: Date): Promise<{ key: OpenedKey; info: SignatureInfo }> {
  const key = await currentSigningKey(db);
  const [org] = await db
    .select({
      name: companySettings.companyName,
      address: companySettings.companyAddress,
      postCode: companySettings.postCode,
      email: companySettings.contactEmail,
      phone: companySettings.phoneNumber,
    })
    .from(companySettings)
    .where(eq(companySettings.id, 1));
  const name = org?.name.trim() || key.facts.commonName;
  const location = [org?.address?.trim(), org?.postCode?.trim()].filter(Boolean).join(' ');
  const info = {
    reason: `Issued by ${name}`.slice(0, INFO_MAX),
    name: key.facts.commonName.slice(0, INFO_MAX),
    location: location.slice(0, INFO_MAX),
    contactInfo: (org?.email?.trim() || org?.phone?.trim() || '').slice(0, INFO_MAX),
    at,
  };
  return { key, info };
}

/** The current key (made when missing) and the organisation's details, ready for one printed PDF. */
export async function printedPdfSigning(db: Db | Tx, at: Date): Promise<PrintedPdfSigning> {
  const { key, info } = await printedPdfSigner(db, at);
  return { prepare: (doc) => addSignaturePlaceholder(doc, key, info), sign: (pdf) => signPdf(pdf, key) };
}
