/**
 * The dashboard: `Query.dashboard` (`GET /graphDetails`) and `Query.dashboardYear`
 * (`POST /yearDetails`). The api counts each number over what the caller may see; the gateway
 * only maps. spec: certificate-workflow §2 "Dashboard", §3 "Dashboard data", §7, §9;
 * api/CONTRACT.md "Dashboard".
 */
import type { QueryResolvers } from '../generated/resolvers.js';
import type { RestAnswer } from '../rest/contract.js';

type GraphDetails = RestAnswer<'/graphDetails', 'get'>;
type YearDetails = RestAnswer<'/yearDetails', 'post'>;
type Compliance = RestAnswer<'/dashboard/issuanceCompliance', 'get'>;
type Waiting = GraphDetails['issuance_clock']['older_than_21_days'][number];
type Counts = Omit<YearDetails['campus_details'][number], 'campus_name'>;

const toWaiting = (w: Waiting) => ({
  id: String(w.id),
  credentialNumber: w.credential_number,
  studentName: w.student_name,
  daysWaiting: w.days_waiting,
  list: w.list,
});

const toCounts = (c: Counts) => ({
  requested: c.requested,
  inProgress: c.in_progress,
  issued: c.issued,
  rejectedOrCancelled: c.rejected_or_cancelled,
});

/** Maps `GET /graphDetails`. */
export const toDashboard = (a: GraphDetails) => ({
  currentMonth: a.course_details.map((c) => ({
    courseName: c.course_name,
    courseCode: c.course_code,
    certificates: c.certificates,
  })),
  pendingRequests: a.pending_requests,
  pendingToBeSigned: a.pending_to_be_signed,
  issuanceClock: {
    olderThan21Days: a.issuance_clock.older_than_21_days.map(toWaiting),
    olderThan30Days: a.issuance_clock.older_than_30_days.map(toWaiting),
  },
});

/** Maps `POST /yearDetails`. */
export const toDashboardYear = (a: YearDetails) => ({
  year: a.year,
  campuses: a.campus_details.map((c) => ({ campusName: c.campus_name, counts: toCounts(c) })),
  courses: a.course_details.map((c) => ({ courseName: c.course_name, courseCode: c.course_code, counts: toCounts(c) })),
});

/** Maps `GET /dashboard/issuanceCompliance` (docs/compliance.md). */
export const toIssuanceCompliance = (a: Compliance) => ({
  from: a.from,
  to: a.to,
  limitDays: a.limit_days,
  months: a.months.map((m) => ({
    month: m.month,
    issued: m.issued,
    issuedWithin: m.issued_within,
    issuedBeyond: m.issued_beyond,
    medianDays: m.median_days,
    beyond: m.beyond.map((c) => ({
      id: String(c.id),
      credentialNumber: c.credential_number,
      studentName: c.student_name,
      requestedAt: c.requested_date,
      issuedAt: c.issued_on,
      days: c.days,
    })),
  })),
});

/** Dashboard queries. spec: certificate-workflow §2 "Dashboard". */
export const dashboardQueries: Pick<QueryResolvers, 'dashboard' | 'dashboardYear' | 'issuanceCompliance'> = {
  /** `GET /graphDetails`: the month's doughnut, the banners and the 30-day issuance clock. spec: §7. */
  dashboard: async (_p, _a, ctx) => toDashboard(await ctx.api.get('/graphDetails', {})),
  /** `POST /yearDetails`: the Campus Data and Course Data tables of `year`. spec: §7, §9. */
  dashboardYear: async (_p, { year }, ctx) => toDashboardYear(await ctx.api.post('/yearDetails', { body: { year } })),
  /**
   * `GET /dashboard/issuanceCompliance`: the 30-day compliance report, per month of issue (YYYY-MM,
   * at most 36 months; BAD_USER_INPUT otherwise). docs/compliance.md.
   */
  issuanceCompliance: async (_p, { from, to }, ctx) =>
    toIssuanceCompliance(
      await ctx.api.get('/dashboard/issuanceCompliance', {
        query: { ...(from != null ? { from } : {}), ...(to != null ? { to } : {}) },
      }),
    ),
};
