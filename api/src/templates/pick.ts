/**
 * Which template a NEW certificate request uses: among the active templates assigned to its course
 * and certificate type whose validity contains the request day (null dates are open ends), the one
 * with the latest `valid_from` (an open start counts as the earliest), then the newest. A request
 * keeps the template (and a snapshot of its signees) it was made with, whatever changes later.
 *
 * spec: access-and-administration §3 "Template" (valid_from, valid_to); certificate-workflow §7
 * POST /saveCertificate; DESIGN.md "PDFs"; api/CONTRACT.md "Templates".
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { CertificateTypeCode } from '../codes.js';
import type { Tx } from '../db/client.js';
import { templateCourses, templates } from '../db/schema.js';

export const NO_TEMPLATE = 'No certificate template is assigned to this course and certificate type';

/** The refusal when templates are assigned but none is valid on `day`. */
export const noValidTemplate = (day: string) =>
  `No certificate template for this course and certificate type is valid on ${day}`;

export type TemplatePick = { template: { id: number; skipSign: boolean } } | { problem: string };

/** Whether `day` (YYYY-MM-DD) lies within `from`..`to` (inclusive; null = open end). */
export const isValidOn = (day: string, from: string | null, to: string | null): boolean =>
  (from === null || from <= day) && (to === null || day <= to);

/**
 * The template for a new request of `courseId` + `type` on `day`, or the reason there is none
 * (`NO_TEMPLATE` when no active template is assigned, `noValidTemplate(day)` when none is valid
 * that day).
 */
export async function pickTemplate(
  tx: Tx,
  courseId: number,
  type: CertificateTypeCode,
  day: string,
): Promise<TemplatePick> {
  const candidates = await tx
    .select({
      id: templates.id,
      skipSign: templates.skipSign,
      validFrom: templates.validFrom,
      validTo: templates.validTo,
    })
    .from(templateCourses)
    .innerJoin(templates, eq(templates.id, templateCourses.templateId))
    .where(
      and(
        eq(templateCourses.courseId, courseId),
        eq(templateCourses.certificateType, type),
        eq(templates.status, true),
      ),
    )
    .orderBy(sql`${templates.validFrom} DESC NULLS LAST`, desc(templates.createdAt), desc(templates.id));
  if (!candidates.length) return { problem: NO_TEMPLATE };
  const valid = candidates.find((c) => isValidOn(day, c.validFrom, c.validTo));
  if (!valid) return { problem: noValidTemplate(day) };
  return { template: { id: valid.id, skipSign: valid.skipSign } };
}
