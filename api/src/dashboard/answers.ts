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
