/**
 * The dashboard routes: `GET /graphDetails` (the CURRENT MONTH doughnut, its course table, the
 * pending banners and the 30-day issuance clock), `POST /yearDetails` (campus and course tables
 * of a year) and `GET /dashboard/issuanceCompliance` (the 30-day compliance report, docs/compliance.md). Every signed-in caller may ask; each number counts only what that caller may see.
 * spec: certificate-workflow §2 "Dashboard", §3 "Dashboard data", §7, §9; api/CONTRACT.md "Dashboard".
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps.js';
import { errors, json } from '../http/answers.js';
import { graphDetailsAnswer, issuanceComplianceAnswer, yearDetailsAnswer } from './answers.js';
import { ISSUANCE_LIMIT_DAYS } from './issuanceMeasure.js';
import {
  certificatesPerCourse,
  issuanceClock,
  issuanceCompliance,
  monthRange,
  pendingRequests,
  pendingToBeSigned,
  yearTables,
} from './queries.js';
import { complianceMonths, issuanceComplianceQuery, monthOfIndex, yearDetailsBody } from './schemas.js';

const TAGS = ['Dashboard'];

/** Registers the dashboard routes. spec: api/CONTRACT.md "Dashboard". */
export async function registerDashboardRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  /** GET /graphDetails — the month's doughnut and the banners. spec: certificate-workflow §7. */
  api.get(
    '/graphDetails',
    {
      schema: {
        tags: TAGS,
        summary: "This month's certificates per course, the pending counts and the 30-day issuance clock",
        description:
          'Counts only certificates the caller may see. `pending_requests` is the size of the caller’s ' +
          'requested list; `pending_to_be_signed` what the caller still has to sign (the whole to-be-signed ' +
          'list for approvers); each is null when the caller’s roles do not grant that list. ' +
          '`issuance_clock` (extension, Standards for RTOs 2025) lists the certificates of the caller’s ' +
          'lists not yet issued whose request is older than 21 / 30 days, oldest first.',
        response: { 200: json(graphDetailsAnswer, 'The dashboard data'), ...errors(401) },
      },
    },
    async (request) => {
      const principal = request.principal;
      const now = new Date();
      const [from, to] = monthRange(now);
      const [courses, requests, toSign, clock] = await Promise.all([
        certificatesPerCourse(db, principal, from, to),
        pendingRequests(db, principal),
        pendingToBeSigned(db, principal),
        issuanceClock(db, principal, now),
      ]);
      return {
        success: 1 as const,
        labels: courses.map((c) => c.course_name),
        data: courses.map((c) => c.certificates),
        course_details: courses,
        pending_requests: requests,
        pending_to_be_signed: toSign,
        issuance_clock: clock,
      };
    },
  );

  /** POST /yearDetails — campus and course tables of a year. spec: certificate-workflow §7, §9. */
  api.post(
    '/yearDetails',
    {
      schema: {
        tags: TAGS,
        summary: 'Campus and course tables of a year',
        description:
          'Certificates the caller may see, requested in `year` (UTC), per campus and per course, by stage. ' +
          'A year after the current one answers 400 "Dashboard year cannot be in the future".',
        body: yearDetailsBody,
        response: { 200: json(yearDetailsAnswer, 'The tables of the year'), ...errors(400, 401) },
      },
    },
    async (request) => {
      const { year } = request.body;
      return { success: 1 as const, year, ...(await yearTables(db, request.principal, year)) };
    },
  );

  /**
   * GET /dashboard/issuanceCompliance — the 30-day compliance report: per month, certificates issued
   * within and beyond 30 days of their request. Whoever sees the dashboard's issuance clock (any
   * signed-in caller) may ask; it counts only what the caller may see. docs/compliance.md.
   */
  api.get(
    '/dashboard/issuanceCompliance',
    {
      schema: {
        tags: TAGS,
        summary: 'The 30-day compliance report: per month, certificates issued within and beyond 30 days',
        description:
          'Certificates the caller may see, grouped by the month (UTC) they were issued, measured as the ' +
          'dashboard’s 30-day issuance clock measures them: from the request to the issue; beyond means ' +
          `more than ${ISSUANCE_LIMIT_DAYS} × 24 hours. \`from\` and \`to\` are months YYYY-MM (default: the ` +
          'last 12 months up to the current one), `from` ≤ `to`, at most 36 months (400 otherwise). Each ' +
          'month lists up to 20 of its late certificates, longest first (docs/compliance.md).',
        querystring: issuanceComplianceQuery,
        response: { 200: json(issuanceComplianceAnswer, 'The report'), ...errors(400, 401) },
      },
    },
    async (request) => {
      const { first, last } = complianceMonths(request.query, new Date());
      return {
        success: 1 as const,
        from: monthOfIndex(first),
        to: monthOfIndex(last),
        limit_days: ISSUANCE_LIMIT_DAYS,
        months: await issuanceCompliance(db, request.principal, first, last),
      };
    },
  );
}
