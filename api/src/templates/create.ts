/**
 * Add Template: checks the PDF by content (a PDF pdf-lib can load and the renderer can embed, at
 * most 2 pages, none blank, read with a time limit), reads its AcroForm fields once, and stores the file (kind `template`, with its
 * SHA-256) and the template with its field rectangles in one transaction with its audit event.
 * The answer reports which expected fields the PDF has and lacks, before the first print, and its
 * compliance checks; a PDF with a field printing the USI is refused (400, nothing stored).
 *
 * spec: access-and-administration §2 "Template Listing" (Add Template), §5 "Template", §7 POST
 * /createCertificate; DESIGN.md "PDFs"; api/CONTRACT.md "Templates", "Uploads ahead of a call".
 */
import { and, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../app-deps.js';
import { recordAudit } from '../audit/recordAudit.js';
import type { Principal } from '../auth/principal.js';
import { storedFiles, templates } from '../db/schema.js';
import { UPLOAD_NOT_FOUND, takeUpload } from '../files/uploads.js';
import { ApiError, badRequest } from '../http/errors.js';
import { inspectTemplatePdf, type TemplateInspection, TemplatePdfError } from '../pdf/readTemplateFields.js';
import { checkTemplateCompliance, usiFieldOf, usiRefusal } from './compliance.js';
import { organisationOf, rememberTemplateText } from './complianceOf.js';
import { type FieldReport, fieldReport } from './expectedFields.js';
import { type CreateInput, FILE_REQUIRED } from './schemas.js';
import { checkValidity } from './validity.js';

/** Most pages of a template PDF (a testamur and, at most, its back). */
export const MAX_TEMPLATE_PAGES = 2;
/** Longest reading an uploaded template may take. */
export const TEMPLATE_READ_TIMEOUT_MS = 10_000;

export const INVALID_PDF = 'The template must be a valid PDF file';
export const ENCRYPTED_PDF = 'The template PDF is password-protected; please upload an unprotected PDF';
export const SLOW_PDF = 'The template PDF could not be read in time; please upload a simpler PDF';
export const NOT_A_PDF = 'The certificate file must be a PDF';
const BOTH_FILES = 'Send the template PDF either as the file certificate or as upload_id, not both';

/** "The template PDF must have at most 2 pages (this one has 3)". */
export const tooManyPages = (count: number) =>
  `The template PDF must have at most ${MAX_TEMPLATE_PAGES} pages (this one has ${count})`;

/**
 * Bytes as a bytea value sent as base64 text: PGlite serialises a binary parameter byte by byte
 * in JavaScript (≈1.2 s for 5 MB), text it passes through (≈0.1 s); PostgreSQL decodes it alike.
 */
const byteaOf = (bytes: Uint8Array) =>
  sql<Uint8Array>`decode(${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64')}, 'base64')`;

/** "Page 1 of the template PDF is blank; …": the renderer draws onto the template's pages. */
export const blankPage = (page: number) =>
  `Page ${page} of the template PDF is blank; please upload a PDF with its design (a background or a border) on every page`;

/** The success message, naming the expected fields the PDF lacks. */
export function createdMessage(report: FieldReport): string {
  const done = 'Template created successfully';
  if (!report.missing.length) return done;
  if (!report.found.length) {
    return `${done}. The PDF has none of the expected form fields, so certificates use the default layout.`;
  }
  return `${done}. Not in the PDF, so not printed on it: ${report.missing.join(', ')}.`;
}

/** Reads the PDF's fields with the upload's limits; 400 naming `field` when it cannot be used. */
async function inspect(bytes: Uint8Array, field: string): Promise<TemplateInspection> {
  try {
    return await inspectTemplatePdf(bytes, {
      maxPages: MAX_TEMPLATE_PAGES,
      timeoutMs: TEMPLATE_READ_TIMEOUT_MS,
      renderable: true,
      text: true,
    });
  } catch (err) {
    if (!(err instanceof TemplatePdfError)) throw err;
    const message =
      err.reason === 'pages'
        ? tooManyPages(err.page ?? MAX_TEMPLATE_PAGES + 1)
        : err.reason === 'blank_page'
          ? blankPage(err.page ?? 1)
          : err.reason === 'encrypted'
            ? ENCRYPTED_PDF
            : err.reason === 'timeout'
              ? SLOW_PDF
              : INVALID_PDF;
    throw badRequest(message, { [field]: message });
  }
}

/**
 * The bytes of the caller's upload `uploadId` (not yet taken), to read before the transaction:
 * 400 when it is not theirs or used already, 415 when it is not a PDF (an image upload).
 */
async function uploadBytes(deps: AppDeps, principal: Principal, uploadId: number): Promise<Uint8Array> {
  // Read as base64 text: PGlite parses a bytea answer byte by byte in JavaScript, text it does not.
  const [row] = await deps.db
    .select({ contentType: storedFiles.contentType, base64: sql<string>`encode(${storedFiles.data}, 'base64')` })
    .from(storedFiles)
    .where(
      and(eq(storedFiles.id, uploadId), eq(storedFiles.kind, 'upload'), eq(storedFiles.createdBy, principal.userId)),
    );
  if (!row) throw badRequest(UPLOAD_NOT_FOUND, { upload_id: UPLOAD_NOT_FOUND });
  if (row.contentType !== 'application/pdf') throw new ApiError(415, NOT_A_PDF, { errors: { upload_id: NOT_A_PDF } });
  return Buffer.from(row.base64, 'base64');
}

/**
 * POST /createCertificate: `input` as validated by `createBody`. 400 for a missing or unusable
 * PDF (the spec's and this module's messages), a field that would print the USI (`usiRefusal`,
 * docs/compliance.md), dates out of order; 415 for an upload that is not
 * a PDF. Answers the template's id, version and field report.
 */
export async function createTemplate(deps: AppDeps, principal: Principal, input: CreateInput) {
  if (input.certificate && input.upload_id !== undefined) {
    throw badRequest(BOTH_FILES, { certificate: BOTH_FILES, upload_id: BOTH_FILES });
  }
  if (!input.certificate && input.upload_id === undefined) {
    throw badRequest(FILE_REQUIRED, { certificate: FILE_REQUIRED });
  }
  checkValidity(input.valid_from ?? null, input.valid_to ?? null);
  const noOfSignees = input.no_of_signees ?? 1;
  const skipSign = input.skip_sign ?? false;

  // Read the PDF before the transaction: the database is not held while a worker parses.
  const field = input.certificate ? 'certificate' : 'upload_id';
  const bytes = input.certificate ? input.certificate.data : await uploadBytes(deps, principal, input.upload_id!);
  const { fields, pageCount, text } = await inspect(bytes, field);
  // Standards for RTOs 2025, Compliance Standards s 12: a certificate never prints the USI.
  const usi = usiFieldOf(fields);
  if (usi) throw badRequest(usiRefusal(usi), { [field]: usiRefusal(usi) });
  const report = fieldReport(fields, noOfSignees);

  const created = await deps.db.transaction(async (tx) => {
    let file: { id: number; sha256: string; byteSize: number; fileName: string };
    if (input.certificate) {
      const c = input.certificate;
      const [row] = await tx
        .insert(storedFiles)
        .values({
          kind: 'template',
          fileName: c.fileName.slice(0, 255) || 'template.pdf',
          contentType: c.contentType,
          byteSize: c.byteSize,
          sha256: c.sha256,
          data: byteaOf(c.data),
          createdBy: principal.userId,
        })
        .returning({
          id: storedFiles.id,
          sha256: storedFiles.sha256,
          byteSize: storedFiles.byteSize,
          fileName: storedFiles.fileName,
        });
      file = row!;
    } else {
      file = await takeUpload(tx, principal, input.upload_id!, 'template', ['pdf'], 'upload_id');
    }
    const [template] = await tx
      .insert(templates)
      .values({
        name: input.name,
        fileId: file.id,
        noOfSignees,
        skipSign,
        fieldLayout: fields,
        validFrom: input.valid_from ?? null,
        validTo: input.valid_to ?? null,
        status: true,
        createdBy: principal.userId,
      })
      .returning({ id: templates.id, version: templates.version });
    await recordAudit(tx, {
      actorId: principal.userId,
      action: 'template.created',
      subjectType: 'template',
      subjectId: template!.id,
      before: null,
      after: {
        name: input.name,
        no_of_signees: noOfSignees,
        skip_sign: skipSign,
        valid_from: input.valid_from ?? null,
        valid_to: input.valid_to ?? null,
        file: { id: file.id, file_name: file.fileName, byte_size: file.byteSize, sha256: file.sha256 },
        pages: pageCount,
        fields: report,
      },
    });
    return { ...template!, sha256: file.sha256 };
  });
  rememberTemplateText(created.sha256, text);
  // A new template has no courses yet: the AQF and statement checks apply once they are assigned.
  const compliance = checkTemplateCompliance(
    { fields, text },
    { assignments: [], organisation: await organisationOf(deps.db) },
  );
  return {
    success: 1 as const,
    message: createdMessage(report),
    certificate: { id: created.id, version: created.version, fields: report, compliance },
  };
}
