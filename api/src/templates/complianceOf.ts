/**
 * A stored template's compliance checks (api/src/templates/compliance.ts) from the database: its
 * field layout, the text of its PDF (read once per PDF content and kept in memory by SHA-256: a
 * template's PDF never changes), its assignments and the organisation's name and RTO code. Also
 * the warnings answered with a template's first print.
 *
 * spec: docs/compliance.md.
 */
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { certificates, companySettings, courses, storedFiles, templateCourses, templates } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { inspectTemplatePdf } from '../pdf/readTemplateFields.js';
import {
  type ComplianceCheck,
  type ComplianceContext,
  checkTemplateCompliance,
  complianceWarnings,
} from './compliance.js';
import { TEMPLATE_NOT_FOUND } from './queries.js';

type Executor = Db | Tx;

/** Texts of template PDFs by SHA-256 (null: unreadable); at most `TEXT_CACHE_SIZE`, oldest dropped first. */
const textCache = new Map<string, Promise<string | null>>();
const TEXT_CACHE_SIZE = 256;

/** Keeps the text read at upload for the PDF with this SHA-256. */
export function rememberTemplateText(sha256: string, text: string | null): void {
  if (textCache.size >= TEXT_CACHE_SIZE) textCache.delete(textCache.keys().next().value as string);
  textCache.set(sha256, Promise.resolve(text));
}

/** The text layer of the stored template PDF `fileId` (null when pdf.js cannot read it). */
async function templateText(db: Executor, fileId: number): Promise<string | null> {
  const [meta] = await db.select({ sha256: storedFiles.sha256 }).from(storedFiles).where(eq(storedFiles.id, fileId));
  if (!meta) return null;
  const cached = textCache.get(meta.sha256);
  if (cached) return cached;
  const reading = (async () => {
    const [row] = await db
      .select({ base64: sql<string>`encode(${storedFiles.data}, 'base64')` })
      .from(storedFiles)
      .where(eq(storedFiles.id, fileId));
    if (!row) return null;
    try {
      return (await inspectTemplatePdf(Buffer.from(row.base64, 'base64'), { text: true })).text;
    } catch {
      return null;
    }
  })();
  if (textCache.size >= TEXT_CACHE_SIZE) textCache.delete(textCache.keys().next().value as string);
  textCache.set(meta.sha256, reading);
  return reading;
}

/** The organisation's name and RTO code (Organisation Settings; empty before they are set). */
export async function organisationOf(db: Executor): Promise<ComplianceContext['organisation']> {
  const [company] = await db
    .select({ name: companySettings.companyName, rtoCode: companySettings.rtoCode })
    .from(companySettings)
    .where(eq(companySettings.id, 1));
  return { name: company?.name ?? '', rtoCode: company?.rtoCode ?? '' };
}

/** The compliance checks of template `id` as it stands (404 when there is none). */
export async function templateCompliance(db: Executor, id: number): Promise<ComplianceCheck[]> {
  const [template] = await db
    .select({ fileId: templates.fileId, fieldLayout: templates.fieldLayout })
    .from(templates)
    .where(eq(templates.id, id));
  if (!template) throw notFound(TEMPLATE_NOT_FOUND);
  const [assignments, organisation, text] = await Promise.all([
    db
      .select({ certificateType: templateCourses.certificateType, isQualification: courses.isQualification })
      .from(templateCourses)
      .innerJoin(courses, eq(courses.id, templateCourses.courseId))
      .where(eq(templateCourses.templateId, id)),
    organisationOf(db),
    template.fileId ? templateText(db, template.fileId) : Promise.resolve(null),
  ]);
  return checkTemplateCompliance(
    { fields: template.fileId ? (template.fieldLayout ?? {}) : null, text },
    { assignments, organisation },
  );
}

/**
 * The compliance warnings of template `templateId` when no certificate has printed with it yet
 * (`printed_on` is set by every print, at once, while its PDF is the print job's: docs/architecture.md "Bulk work off the request path"; call
 * before the print's own change); empty otherwise or when every check passes.
 * "Before the first print": docs/compliance.md.
 */
export async function firstPrintWarnings(tx: Executor, templateId: number): Promise<ComplianceCheck[]> {
  const [printed] = await tx
    .select({ id: certificates.id })
    .from(certificates)
    .where(and(eq(certificates.templateId, templateId), isNotNull(certificates.printedOn)))
    .limit(1);
  if (printed) return [];
  return complianceWarnings(await templateCompliance(tx, templateId));
}

/** The print message's sentence naming the warnings of a first print ('' when there are none). */
export function firstPrintNote(warnings: readonly ComplianceCheck[]): string {
  if (!warnings.length) return '';
  return (
    `. First print with this template: its compliance checks warn about ${warnings.map((w) => w.label).join('; ')}` +
    ' (see the template’s compliance checks).'
  );
}
