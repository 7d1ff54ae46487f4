/**
 * Answer schemas of the template routes: the listing rows, the created template with its field
 * report, a template's courses and signees, and the answers of the assignments and the update.
 * spec: access-and-administration §2 "Template Listing", §3 "Template", §7; api/CONTRACT.md "Templates".
 */
import { z } from 'zod';
import { pageAnswerKeys } from '../http/paging.js';
import { certificateType } from '../http/codeAnswers.js';
import { COMPLIANCE_STATUS } from '../codes.js';
import { day } from '../http/answers.js';
import { COMPLIANCE_CHECK_IDS } from './compliance.js';

/** One compliance check of a template (docs/compliance.md). */
export const complianceCheckAnswer = z
  .object({
    id: z.enum(COMPLIANCE_CHECK_IDS).describe('Stable id of the check'),
    requirement: z.string().describe('The requirement it comes from (instrument and section or clause)'),
    label: z.string().describe('Short name, e.g. "RTO name and code"'),
    status: z
      .enum(Object.values(COMPLIANCE_STATUS))
      .describe('warning: advice to fix the design; it never blocks a print'),
    detail: z.string().describe('Why it passed, or what to change'),
  })
  .meta({ id: 'TemplateComplianceCheck' });

/** A template's compliance checks, one per check id, in listing order. */
export const complianceChecksAnswer = z
  .array(complianceCheckAnswer)
  .describe('The Standards for RTOs 2025 checks of the template, pass or warning (docs/compliance.md)');

/** `GET /template/{id}/compliance`. */
export const templateComplianceAnswer = z.object({ success: z.literal(1), checks: complianceChecksAnswer });

/** Which expected AcroForm fields the template PDF has, and which it lacks. */
export const fieldReportAnswer = z
  .object({
    found: z.array(z.string()).describe('Expected fields the PDF has (printed at their rectangles)'),
    missing: z
      .array(z.string())
      .describe('Expected fields the PDF lacks: not printed on it (all of them: the default layout is used)'),
  })
  .meta({ id: 'TemplateFieldReport' });

/** One row of the template listing. */
export const templateRow = z
  .object({
    id: z.int(),
    name: z.string(),
    no_of_signees: z.int(),
    skip_sign: z.boolean(),
    status: z.boolean().describe('Active: new requests may use it'),
    valid_from: day().nullable().describe('First day new requests may use it (null: no start)'),
    valid_to: day().nullable().describe('Last day new requests may use it (null: no end)'),
    sample_file: z.string().nullable().describe('`/files/{id}` of the template PDF; null: the default layout'),
    courses: z.array(z.string()).describe("Assigned courses as 'course name-type code'"),
    fields: fieldReportAnswer,
    version: z.int().describe('Bumped by every change of the template, its courses or its signees'),
  })
  .meta({ id: 'TemplateRow' });

/** `GET /listCertificates`. */
export const templateListAnswer = z.object({
  success: z.literal(1),
  certificates: z.array(templateRow).describe('The templates of the page (the spec calls them certificates)'),
  ...pageAnswerKeys,
});

/** `POST /createCertificate`. */
export const createdAnswer = z.object({
  success: z.literal(1),
  message: z.string(),
  certificate: z.object({
    id: z.int(),
    version: z.int(),
    fields: fieldReportAnswer,
    compliance: complianceChecksAnswer,
  }),
});

/** `GET /certificateCourseSignee/{id}`. */
export const courseSigneeAnswer = z.object({
  success: z.literal(1),
  certificate_courses: z.array(
    z.object({
      id: z.int().describe('The assignment'),
      course_id: z.int(),
      course_name: z.string(),
      course_code: z.string(),
      certificate_type: certificateType,
      label: z.string().describe("'course name-type code'"),
    }),
  ),
  certificate_signees: z.array(
    z.object({
      slot: z.int().describe('1-based slot'),
      user_id: z.int(),
      name: z.string(),
      designation: z.string(),
    }),
  ),
});

/** The answer of a change: `{ success, message, version }` (the template's new version). */
export const changedAnswer = z.object({
  success: z.literal(1),
  message: z.string(),
  version: z.int().describe('The template’s version after the change'),
});

/** `POST /template/{id}/update` (extension). */
export const updatedAnswer = changedAnswer.extend({ certificate: templateRow, compliance: complianceChecksAnswer });
