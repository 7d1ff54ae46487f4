/**
 * Answer schemas of the dashboard routes. spec: certificate-workflow §3 "Dashboard data", §7
 * (GET /graphDetails, POST /yearDetails); api/CONTRACT.md "Dashboard".
 */
import { z } from 'zod';
import { CERTIFICATE_LIST, codesOf } from '../codes.js';

const listCode = z.enum(codesOf(CERTIFICATE_LIST));

/** One row of the course table of the month. */
const monthCourseRow = z.object({ course_name: z.string(), course_code: z.string(), certificates: z.int() });

/** A certificate waiting to be issued. */
const waitingCertificate = z
  .object({
    id: z.int(),
    credential_number: z.string(),
    student_name: z.string(),
    days_waiting: z.int().describe('Whole days since the request'),
    list: listCode.describe('The list of the viewer that holds it'),
  })
  .meta({ id: 'WaitingCertificate' });

/** The 30-day issuance clock (Standards for RTOs 2025), an extension. */
const issuanceClock = z.object({
  older_than_21_days: z
    .array(waitingCertificate)
    .describe('Not yet issued, requested more than 21 days ago, oldest first'),
  older_than_30_days: z
    .array(waitingCertificate)
    .describe('Not yet issued, requested more than 30 days ago, oldest first'),
});

/** `GET /graphDetails`. */
export const graphDetailsAnswer = z.object({
  success: z.literal(1),
  labels: z.array(z.string()).describe('Course names of the CURRENT MONTH doughnut'),
  data: z.array(z.int()).describe('Certificates requested this month per course, in the order of `labels`'),
  course_details: z.array(monthCourseRow).describe('The course table of the doughnut'),
  pending_requests: z.int().nullable().describe("The viewer's requested list's size; null without that list"),
  pending_to_be_signed: z
    .int()
    .nullable()
    .describe('What the viewer still has to sign (approvers: the whole to-be-signed list); null without that list'),
  issuance_clock: issuanceClock,
});

/** One row of the campus or course table of a year: counts by stage. */
const yearCounts = {
  requested: z.int().describe('Requested in the year'),
  in_progress: z.int().describe('Of those, not yet issued (requested, approved or signed)'),
  issued: z.int().describe('Of those, issued or printed'),
  rejected_or_cancelled: z.int(),
};

/** `POST /yearDetails`. */
export const yearDetailsAnswer = z.object({
  success: z.literal(1),
  year: z.int(),
  campus_details: z.array(z.object({ campus_name: z.string(), ...yearCounts })),
  course_details: z.array(z.object({ course_name: z.string(), course_code: z.string(), ...yearCounts })),
});

/** A certificate issued beyond the 30-day limit (the compliance report). */
const lateCertificate = z
  .object({
    id: z.int(),
    credential_number: z.string(),
    student_name: z.string(),
    requested_date: z.string().describe('When it was requested (ISO 8601): the clock starts'),
    issued_on: z.string().describe('When it was issued (ISO 8601): the clock stops'),
    days: z.int().describe('Whole days from the request to the issue (over 30)'),
  })
  .meta({ id: 'LateIssuedCertificate' });

/** One month of the compliance report. */
const complianceMonth = z
  .object({
    month: z.string().describe('The month of issue, YYYY-MM (UTC)'),
    issued: z.int().describe('Certificates the caller may see issued that month'),
    issued_within: z.int().describe('Of those, issued within 30 days of the request'),
    issued_beyond: z.int().describe('Of those, issued more than 30 days (30 × 24 hours) after the request'),
    median_days: z
      .number()
      .nullable()
      .describe('The median days from request to issue, one decimal; null when none was issued'),
    beyond: z
      .array(lateCertificate)
      .describe('The certificates issued beyond 30 days, longest first, at most 20 (see `issued_beyond`)'),
  })
  .meta({ id: 'IssuanceComplianceMonth' });

/** `GET /dashboard/issuanceCompliance` (docs/compliance.md). */
export const issuanceComplianceAnswer = z.object({
  success: z.literal(1),
  from: z.string().describe('The first month, YYYY-MM'),
  to: z.string().describe('The last month, YYYY-MM'),
  limit_days: z.int().describe('The limit measured against (30)'),
  months: z
    .array(complianceMonth)
    .describe('Every month from `from` to `to`, oldest first, months without issues as 0'),
});
