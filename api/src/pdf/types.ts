import type { PDFDocument } from 'pdf-lib';
import type { FieldRect } from '../db/schema.js';

export type { FieldRect };

/** Everything printed on one certificate (and its Record of Results). */
export interface CertificateRenderData {
  organisation: { name: string; rtoCode: string; logo?: Uint8Array | null /* PNG or JPEG */ };
  /** e.g. { code: 'C', name: 'Certificate' }; 'S' is a Statement of Attainment. */
  certificateType: { code: string; name: string };
  course: { code: string; name: string; isQualification: boolean };
  studentName: string;
  credentialNumber: string;
  /** YYYY-MM-DD */
  credentialDate: string;
  /** dd-mm-yyyy | dd/mm/yyyy | mm-dd-yyyy | mm/dd/yyyy | yyyy-mm-dd | yyyy/mm/dd */
  dateFormat: string;
  campusName: string;
  /** signature: PNG or JPEG; null = not signed yet (the block is drawn without an image). */
  signees: Array<{ slot: number; name: string; designation: string; signature?: Uint8Array | null }>;
  /**
   * The units, in order (certificate-workflow §3): date YYYY-MM-DD; mark and grade (the grade's
   * short code) as requested, absent or '' when not recorded.
   */
  units: Array<{ unitCode: string; unitName: string; outcome: string; mark?: string; grade?: string; date: string }>;
  /**
   * The public verification mark (docs/verification.md): a QR code of `url` with the
   * code in text and a "Verify at …" line, in the template's `verification_qr` field or the default
   * corner of the first page. Absent = no mark (never issued, previews).
   */
  verification?: VerificationMark | null;
}

/** What a certificate's verification mark prints. */
export interface VerificationMark {
  /** The verification code (26 base32 characters; printed grouped) or a sample's placeholder. */
  code: string;
  /** The link the QR code holds, `PUBLIC_URL/verify/{code}` (a sample: `PUBLIC_URL/verify`). */
  url: string;
}

/** A certificate template: same key = same template, embedded once per output document. */
export interface TemplateSource {
  key: string | number;
  /** The uploaded template PDF; null = built-in default layout. */
  pdf: Uint8Array | null;
  /** Field rectangles read at upload (readTemplateFields); null = built-in default layout. */
  fields: Record<string, FieldRect> | null;
}

/** Options of renderCertificatesPdf. */
export interface RenderOptions {
  /** Diagonal watermark text on every page, e.g. 'PREVIEW'; none when unset. */
  watermark?: string;
  /** Document title (PDF metadata). */
  title?: string;
  /**
   * Called with the finished document just before it is saved (after the last page and the
   * watermark): e.g. the PAdES signature placeholder of a printed PDF (signing/sign.ts).
   */
  prepare?: (doc: PDFDocument) => void;
}

/** Which wording a testamur uses. */
export type TestamurKind = 'qualification' | 'statement' | 'completion' | 'record';
