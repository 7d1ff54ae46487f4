/**
 * THE authorisation matrix of the REST api: every route of `/openapi.json` (a route missing here
 * fails authz.test.ts) × every caller × the records it applies to, with the expected answer.
 *
 * Answers, one per caller in the order of `CALLERS` (records.ts):
 *   anon  dead  admin  req  appr  s1  s2  prn
 *   anon = no token; dead = a deactivated user (status false) whose roles would grant everything;
 *   req = requisitioner, appr = approver, s1/s2 = signee1/signee2, prn = printer.
 * Tokens: `ok` (2xx), `hidden` (200, but the record is left out of the answer), or the refusal's
 * status: 401 unauthenticated, 403 the caller's roles may not, 404 unknown or not visible to the
 * caller (an invisible record answers as an unknown one), 409 wrong state.
 *
 * Visibility (api/src/certificates/views/visibility.ts): a certificate in a list the caller's roles
 * grant, or that they requested, or that they are an assigned signee of. Grants (api/src/auth/modules.ts):
 *   requested list: admin req appr · to-be-signed, signed: admin appr s1 s2 · send-to-print: admin appr prn
 *   rejected/cancelled: admin req appr · printed: admin req appr prn · reprint requests: admin appr prn
 *   user management, role management: admin (guards run first: 403 before 404 for the others)
 *   campus and course lists: admin req · student lists: admin req appr (or requested_certificate.add)
 * spec: DESIGN.md "Certificate state machine" (who may), "Roles, modules and permissions";
 * api/CONTRACT.md "Who sees rows", "Files".
 */
import { PDFDocument } from 'pdf-lib';
import { DEMO_PASSWORD } from '../../src/seed/demoAccounts.js';
import { makeSelfSignedPkcs12 } from '../../src/signing/pkcs12.js';
import {
  deliveryTokenOf,
  type RecordName,
  RESET_ACCOUNT,
  resetTokenOf,
  type Target,
  verificationCodeOf,
} from './records.js';

/** One request of a row: path (with ids filled in), and a JSON body or query. */
export interface MatrixRequest {
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** A multipart body instead of `body` (built anew for each request). */
  multipart?: () => FormData;
}

/** What a request builder may ask for. */
export interface RequestHelpers {
  /** A valid `/saveCertificate` payload (a new credential number each time). */
  payload(): Promise<unknown>;
  /** The credential number of a certificate (one no certificate has, for an unknown id). */
  credentialNumber(id: number): Promise<string>;
}

export interface RouteRow {
  /** Builds the request for a record (`me`: the caller's user id). */
  request: (target: Target, me: number, helpers: RequestHelpers) => MatrixRequest | Promise<MatrixRequest>;
  /** Record → answers, one per caller (see above). */
  cases: Partial<Record<RecordName, string>>;
  /** Changes data: each caller expected `ok` gets a fresh copy of the record. */
  mutates?: boolean;
  /** Each caller signs in anew for this route (it ends the session). */
  freshToken?: boolean;
  /** Whether a 200 answer includes the record (else it counts as `hidden`). */
  includes?: (body: unknown, target: Target) => boolean;
  /** Reads only the status and headers (a stream that stays open). */
  stream?: boolean;
}

const ALL_SIGNED_IN = '401 401 ok  ok  ok  ok  ok  ok';
const PUBLIC = 'ok  ok  ok  ok  ok  ok  ok  ok';
const NOBODY = '401 401 404 404 404 404 404 404';

/** What a list of certificates answers, by list grant: requested … reprint requests. */
const LIST = {
  requested: '401 401 ok  ok  ok  403 403 403',
  toBeSigned: '401 401 ok  403 ok  ok  ok  403',
  signed: '401 401 ok  403 ok  ok  ok  403',
  sendToPrint: '401 401 ok  403 ok  403 403 ok',
  rejected: '401 401 ok  ok  ok  403 403 403',
  printed: '401 401 ok  ok  ok  403 403 ok',
  reprintRequests: '401 401 ok  403 ok  403 403 ok',
};

/** Who finds which certificate among the rows of `/certificates?ids=`, `/certificateParts` and the register (`hidden`: left out). */
const VISIBLE_ROWS = {
  requested: '401 401 ok  ok     ok  ok     ok     hidden',
  requestedCCByAdmin: '401 401 ok  ok     ok  ok     hidden hidden',
  toBeSignedByAdmin: '401 401 ok  hidden ok  ok     ok     hidden',
  toBeSignedOwn: '401 401 ok  ok     ok  ok     ok     hidden',
  printed: '401 401 ok  ok     ok  ok     ok     ok',
  cancelledPrinted: '401 401 ok  ok     ok  ok     ok     hidden',
} satisfies Partial<Record<RecordName, string>>;

/** Who sees which certificate anywhere (views, previews, signed PDFs, enrolment). */
const VISIBLE = {
  requested: '401 401 ok  ok  ok  ok  ok  404',
  requestedCCByAdmin: '401 401 ok  ok  ok  ok  404 404',
  toBeSignedByAdmin: '401 401 ok  404 ok  ok  ok  404',
  toBeSignedOwn: '401 401 ok  ok  ok  ok  ok  404',
  printed: '401 401 ok  ok  ok  ok  ok  ok',
  cancelledPrinted: '401 401 ok  ok  ok  ok  ok  404',
  unknownCertificate: NOBODY,
} satisfies Partial<Record<RecordName, string>>;

/** Only the administrator's roles grant user and role management. */
const ADMINISTRATION = '401 401 ok  403 403 403 403 403';
const ADMINISTRATION_UNKNOWN = '401 401 404 403 403 403 403 403';
/** Master data by module grant (api/src/auth/modules.ts); adding a student also needs student_management.add. */
const MASTER = {
  campuses: '401 401 ok  ok  403 403 403 403',
  courses: '401 401 ok  ok  403 403 403 403',
  students: '401 401 ok  ok  ok  403 403 403',
  addStudent: '401 401 ok  403 403 403 403 403',
};
/** A new name each call (users and roles must be unique). */
let serial = 0;
const unique = (prefix: string) => `${prefix}${++serial}${Math.random().toString(36).slice(2, 8)}`;
const STAFF_FIELDS = { first_name: 'Matrix', last_name: 'Staff', mobile_number: '0400000000' };

/** Only the administrator holds the add permissions of the imports (campus/course/student_management.add). */
const IMPORTS = '401 401 ok  403 403 403 403 403';

/** Only the administrator's roles grant template management (and its add permission). */
const TEMPLATES = '401 401 ok  403 403 403 403 403';
const TEMPLATES_UNKNOWN = '401 401 404 403 403 403 403 403';
/** A one-page template PDF with a design (a border), made once. */
let templateBytes: Promise<Uint8Array<ArrayBuffer>> | null = null;
const templatePdf = () =>
  (templateBytes ??= (async () => {
    const doc = await PDFDocument.create();
    doc.addPage([842, 595]).drawRectangle({ x: 20, y: 20, width: 802, height: 555, borderWidth: 2 });
    return new Uint8Array(await doc.save());
  })());

const get = (path: string) => () => ({ path });
/** A multipart request with one file part `field` holding `bytes`. */
const upload = (path: string, field: string, bytes: Uint8Array<ArrayBuffer>, type: string) => () => ({
  path,
  multipart: () => {
    const form = new FormData();
    form.append(field, new Blob([bytes], { type }), 'file');
    return form;
  },
});
/** The smallest files of each upload kind (their magic bytes and a little more). */
const FILES = {
  pdf: new TextEncoder().encode('%PDF-1.7\n%%EOF\n'),
  png: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]),
  csv: new TextEncoder().encode('course_code,course_name\nBSB50420,Diploma of Leadership\n'),
  /** Starts like a PKCS#12 (an ASN.1 SEQUENCE): uploads check the kind, the call that uses it opens it. */
  p12: new Uint8Array([0x30, 0x03, 0x02, 0x01, 0x03]),
};
/** A whole 2×1 PNG (signatures and logos must be printable, not just start like a PNG). */
const PRINTABLE_PNG = new Uint8Array(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAADklEQVR4AWMAgv8MQAAABQQBAEWTFSEAAAAASUVORK5CYII=',
    'base64',
  ),
);
const withId = (path: string) => (t: Target) => ({ path: path.replace('{id}', String(t.id)) });
const body = (path: string, make: (t: Target) => unknown) => (t: Target) => ({ path, body: make(t) });
const list = (path: string) => () => ({ path, body: {} });
const idsOf = (b: unknown) => ((b as { data?: { id: number }[] }).data ?? []).map((d) => d.id);

/** The matrix: `METHOD /openapi/path` → row. */
export const API_MATRIX: Record<string, RouteRow> = {
  // ─────────────── public ───────────────                anon dead admin req appr s1  s2  prn
  'GET /health': { request: get('/health'), cases: { none: PUBLIC } },
  'GET /ready': { request: get('/ready'), cases: { none: PUBLIC } },
  'POST /login': {
    request: body('/login', () => ({ email: 'printer@certify.test', password: DEMO_PASSWORD })),
    cases: { none: PUBLIC },
  },
  'POST /password/email': {
    request: body('/password/email', () => ({ email: 'nobody@certify.test' })),
    cases: { none: PUBLIC },
  },
  'POST /password/reset': {
    request: body('/password/reset', (t) => ({
      email: RESET_ACCOUNT,
      password: 'Matrix@Reset1',
      password_confirmation: 'Matrix@Reset1',
      token: resetTokenOf(t.id),
    })),
    cases: { passwordResetToken: PUBLIC },
    mutates: true,
  },
  // docs/verification.md: anyone, with or without a token; an unknown code is a 404 for all
  'GET /verify/{code}': {
    request: (t) => ({ path: `/verify/${verificationCodeOf(t.id)}` }),
    cases: { verifiable: PUBLIC, unknownCertificate: '404 404 404 404 404 404 404 404' },
  },
  'POST /verifyDocument': {
    request: body('/verifyDocument', () => ({ sha256: 'ab'.repeat(32) })),
    cases: { none: PUBLIC },
  },
  'GET /files/logo': { request: get('/files/logo'), cases: { organisationLogo: PUBLIC } },
  // docs/printing.md "Digital delivery": whoever holds the e-mailed token; an unknown token is a 404 for all
  'GET /delivery/{token}': {
    request: (t) => ({ path: `/delivery/${deliveryTokenOf(t.id)}` }),
    cases: { deliveryLink: PUBLIC, unknownDeliveryLink: '404 404 404 404 404 404 404 404' },
  },
  'GET /delivery/{token}/pdf': {
    request: (t) => ({ path: `/delivery/${deliveryTokenOf(t.id)}/pdf` }),
    cases: { deliveryLink: PUBLIC, unknownDeliveryLink: '404 404 404 404 404 404 404 404' },
  },
  // docs/verification.md: the verifiable credential and the key set that verifies it
  'GET /verify/{code}/credential': {
    request: (t) => ({ path: `/verify/${verificationCodeOf(t.id)}/credential` }),
    cases: { verifiable: PUBLIC, unknownCertificate: '404 404 404 404 404 404 404 404' },
  },
  'GET /.well-known/jwks.json': { request: get('/.well-known/jwks.json'), cases: { none: PUBLIC } },

  // ─────────────── the caller ───────────────
  'GET /me': { request: get('/me'), cases: { none: ALL_SIGNED_IN } },
  'POST /logout': { request: body('/logout', () => ({})), cases: { none: ALL_SIGNED_IN }, freshToken: true },

  // ─────────────── lookups ───────────────
  'GET /requisitionerCourseDetails': { request: get('/requisitionerCourseDetails'), cases: { none: ALL_SIGNED_IN } },
  'GET /courseUnits/{courseId}': {
    request: (t) => ({ path: `/courseUnits/${t.id}` }),
    cases: { course: ALL_SIGNED_IN, unknownCourse: NOBODY },
  },
  'GET /SigneeDetails': { request: get('/SigneeDetails'), cases: { none: ALL_SIGNED_IN } },
  'GET /signatureDetails': { request: get('/signatureDetails'), cases: { none: ALL_SIGNED_IN } },
  'GET /configFeePaidConfirmation': { request: get('/configFeePaidConfirmation'), cases: { none: ALL_SIGNED_IN } },
  'GET /getEnrolmentDetailId/{id}': { request: withId('/getEnrolmentDetailId/{id}'), cases: VISIBLE },

  // ─────────────── lists (by module grant) ───────────────
  'POST /searchRequestedCertificate': { request: list('/searchRequestedCertificate'), cases: { none: LIST.requested } },
  'GET /searchRequestedCertificate': { request: get('/searchRequestedCertificate'), cases: { none: LIST.requested } },
  'POST /searchApprovedCertificate': { request: list('/searchApprovedCertificate'), cases: { none: LIST.toBeSigned } },
  'GET /searchApprovedCertificate': { request: get('/searchApprovedCertificate'), cases: { none: LIST.toBeSigned } },
  'POST /searchSignedCertificate': { request: list('/searchSignedCertificate'), cases: { none: LIST.signed } },
  'GET /searchSignedCertificate': { request: get('/searchSignedCertificate'), cases: { none: LIST.signed } },
  'POST /printableCertificatesList': { request: list('/printableCertificatesList'), cases: { none: LIST.sendToPrint } },
  'GET /printableCertificatesList': { request: get('/printableCertificatesList'), cases: { none: LIST.sendToPrint } },
  'POST /cancelledCertificateList': { request: list('/cancelledCertificateList'), cases: { none: LIST.rejected } },
  'GET /cancelledCertificateList': { request: get('/cancelledCertificateList'), cases: { none: LIST.rejected } },
  'POST /reprintCertificateList': { request: list('/reprintCertificateList'), cases: { none: LIST.printed } },
  'GET /reprintCertificateList': { request: get('/reprintCertificateList'), cases: { none: LIST.printed } },
  'POST /reprintCertificateRequestedList': {
    request: list('/reprintCertificateRequestedList'),
    cases: { none: LIST.reprintRequests },
  },
  'GET /reprintCertificateRequestedList': {
    request: get('/reprintCertificateRequestedList'),
    cases: { none: LIST.reprintRequests },
  },

  // ─────────────── list views: the list's grant, then 404 when not in that list ───────────────
  'GET /requestedCertificateView/{id}': {
    request: withId('/requestedCertificateView/{id}'),
    cases: { requested: LIST.requested, printed: '401 401 404 404 404 403 403 403' },
  },
  'GET /approvedCertificateView/{id}': {
    request: withId('/approvedCertificateView/{id}'),
    cases: { toBeSignedByAdmin: LIST.toBeSigned, requested: '401 401 404 403 404 404 404 403' },
  },
  'GET /signedCertificateView/{id}': {
    request: withId('/signedCertificateView/{id}'),
    cases: { signed: LIST.signed, requested: '401 401 404 403 404 404 404 403' },
  },
  'GET /printableCertificateView/{id}': {
    request: withId('/printableCertificateView/{id}'),
    cases: {
      issued: LIST.sendToPrint,
      reprintApproved: LIST.sendToPrint,
      printed: '401 401 404 403 404 403 403 404',
    },
  },
  'GET /rejectedCertificateView/{id}': {
    request: withId('/rejectedCertificateView/{id}'),
    cases: {
      rejected: LIST.rejected,
      cancelledPrinted: LIST.rejected,
      requested: '401 401 404 404 404 403 403 403',
    },
  },
  'GET /printedCertificateView/{id}': {
    request: withId('/printedCertificateView/{id}'),
    cases: { printed: LIST.printed, issued: '401 401 404 404 404 403 403 404' },
  },
  'GET /reprintCertificateRequestedView/{id}': {
    request: withId('/reprintCertificateRequestedView/{id}'),
    cases: { reprintRequested: LIST.reprintRequests, printed: '401 401 404 403 404 403 403 404' },
  },

  // ─────────────── any certificate the caller may see ───────────────
  'GET /certificateView/{id}': { request: withId('/certificateView/{id}'), cases: VISIBLE },
  'GET /certificateByCredentialNumber': {
    request: async (t, _me, h) => ({
      path: `/certificateByCredentialNumber?credential_number=${encodeURIComponent(await h.credentialNumber(t.id))}`,
    }),
    cases: VISIBLE,
  },
  'GET /certificates': {
    request: (t) => ({ path: `/certificates?ids=${t.id}` }),
    includes: (b, t) => idsOf(b).includes(t.id),
    cases: VISIBLE_ROWS,
  },
  'GET /certificateParts': {
    request: (t) => ({ path: `/certificateParts?ids=${t.id}&parts=units,signees,events,prints,actions,people` }),
    includes: (b, t) => idsOf(b).includes(t.id),
    cases: VISIBLE_ROWS,
  },
  'POST /reports': {
    request: (t) => ({ path: '/reports', body: { ids: [t.id] } }),
    includes: (b, t) => idsOf(b).includes(t.id),
    cases: VISIBLE_ROWS,
  },
  'GET /reports': {
    request: (t) => ({ path: `/reports?ids=${t.id}&first=5` }),
    includes: (b, t) => idsOf(b).includes(t.id),
    cases: {
      requested: '401 401 ok  ok     ok  ok     ok     hidden',
      printed: '401 401 ok  ok     ok  ok     ok     ok',
      cancelledPrinted: '401 401 ok  ok     ok  ok     ok     hidden',
    },
  },
  'GET /generate-pdf/{id}/preview': { request: withId('/generate-pdf/{id}/preview'), cases: VISIBLE },
  'GET /certificate/{id}/signed/{userid}': {
    request: (t, me) => ({ path: `/certificate/${t.id}/signed/${t.userId ?? me}` }),
    cases: { ...VISIBLE, printedAsAnotherUser: '401 401 403 403 403 403 403 403' },
  },

  // ─────────────── files ───────────────
  'GET /files/{id}': {
    request: withId('/files/{id}'),
    cases: {
      printedFile: VISIBLE.printed,
      cancelledPrintedFile: VISIBLE.cancelledPrinted,
      signee1Signature: '401 401 404 404 404 ok  404 404',
      templateFile: '401 401 ok  404 404 404 404 404',
      unknownFile: NOBODY,
    },
  },

  // ─────────────── uploads (for a later call; any signed-in user, their own) ───────────────
  'POST /uploads/template': {
    request: upload('/uploads/template', 'file', FILES.pdf, 'application/pdf'),
    cases: { none: ALL_SIGNED_IN },
  },
  'POST /uploads/image': {
    request: upload('/uploads/image', 'file', FILES.png, 'image/png'),
    cases: { none: ALL_SIGNED_IN },
  },
  'POST /uploads/csv': {
    request: upload('/uploads/csv', 'file', FILES.csv, 'text/csv'),
    cases: { none: ALL_SIGNED_IN },
  },
  'POST /uploads/pkcs12': {
    request: upload('/uploads/pkcs12', 'file', FILES.p12, 'application/x-pkcs12'),
    cases: { none: ALL_SIGNED_IN },
  },

  // ─────────────── CSV imports (a module reaching the screen — the master list or the settings import — and the
  // §6 add permission: the administrator; the requisitioner and approver hold the lists but not the permission) ───────────────
  'POST /importCampus': {
    request: () => ({
      path: '/importCampus',
      body: { rows: [{ campus_code: unique('M'), campus_name: 'Matrix campus' }] },
    }),
    cases: { none: IMPORTS },
    mutates: true,
  },
  'POST /importCourse': {
    request: () => ({
      path: '/importCourse',
      body: {
        rows: [{ course_code: unique('MTX'), course_name: 'Matrix course', unit_code: 'MTXU1', unit_name: 'Unit' }],
      },
    }),
    cases: { none: IMPORTS },
    mutates: true,
  },
  'POST /importStudent': {
    request: () => ({
      path: '/importStudent',
      body: {
        rows: [
          {
            student_id: unique('MTX'),
            first_name: 'Matrix',
            last_name: 'Student',
            email: 'matrix.student@student.example.com.au',
            mobile: '0412345678',
            dob: '1996-03-14',
          },
        ],
      },
    }),
    cases: { none: IMPORTS },
    mutates: true,
  },
  'GET /importSample/{kind}': { request: get('/importSample/student'), cases: { none: IMPORTS } },

  // ─────────────── templates (module template_management: the administrator; adding also needs template_management.add) ───────────────
  'GET /listCertificates': { request: get('/listCertificates?page=1&per_page=5'), cases: { none: TEMPLATES } },
  'POST /createCertificate': {
    request: async () => {
      const pdf = await templatePdf();
      return {
        path: '/createCertificate',
        multipart: () => {
          const form = new FormData();
          form.append('name', unique('Matrix template '));
          form.append('no_of_signees', '1');
          form.append('skip_sign', '0');
          form.append('certificate', new Blob([pdf], { type: 'application/pdf' }), 'template.pdf');
          return form;
        },
      };
    },
    cases: { none: TEMPLATES },
    mutates: true,
  },
  'GET /certificateCourseSignee/{id}': {
    request: withId('/certificateCourseSignee/{id}'),
    cases: { template: TEMPLATES, unknownTemplate: TEMPLATES_UNKNOWN },
  },
  'POST /assignCourse': {
    request: body('/assignCourse', (t) => ({ certificate_id: t.id, course_id: [1], certificate_type: 'P' })),
    cases: { newTemplate: TEMPLATES, unknownTemplate: TEMPLATES_UNKNOWN },
    mutates: true,
  },
  'POST /assignSignee': {
    // The administrator (the one caller allowed) holds certificate.sign, so may be the signee.
    request: (t, me) => ({
      path: '/assignSignee',
      body: { template_id: t.id, signee_ids: [me], signee1_designation: 'Principal' },
    }),
    cases: { newTemplate: TEMPLATES, unknownTemplate: TEMPLATES_UNKNOWN },
    mutates: true,
  },
  'GET /template/{id}/preview': {
    request: withId('/template/{id}/preview'),
    cases: { template: TEMPLATES, unknownTemplate: TEMPLATES_UNKNOWN },
  },
  'GET /template/{id}/compliance': {
    request: withId('/template/{id}/compliance'),
    cases: { template: TEMPLATES, unknownTemplate: TEMPLATES_UNKNOWN },
  },
  'POST /template/{id}/update': {
    request: (t) => ({ path: `/template/${t.id}/update`, body: { name: unique('Matrix template '), version: 1 } }),
    cases: { newTemplate: TEMPLATES, unknownTemplate: TEMPLATES_UNKNOWN },
    mutates: true,
  },

  // ─────────────── notifications ───────────────
  'POST /notifications': { request: body('/notifications', () => ({})), cases: { none: ALL_SIGNED_IN } },
  'GET /notifications': { request: get('/notifications'), cases: { none: ALL_SIGNED_IN } },
  'POST /readNotification': {
    request: body('/readNotification', (t) => ({ notification_id: t.id })),
    cases: { ownNotification: ALL_SIGNED_IN, othersNotification: NOBODY },
  },
  'POST /readAllNotifications': { request: body('/readAllNotifications', () => ({})), cases: { none: ALL_SIGNED_IN } },
  'GET /events': { request: get('/events'), cases: { none: ALL_SIGNED_IN }, stream: true },

  // ─────────────── dashboard (every signed-in caller; the numbers follow their grants) ───────────────
  'GET /graphDetails': { request: get('/graphDetails'), cases: { none: ALL_SIGNED_IN } },
  'POST /yearDetails': {
    request: body('/yearDetails', () => ({ year: new Date().getUTCFullYear() })),
    cases: { none: ALL_SIGNED_IN },
  },
  'GET /dashboard/issuanceCompliance': {
    request: get('/dashboard/issuanceCompliance'),
    cases: { none: ALL_SIGNED_IN },
  },

  // ─────────────── workflow (DESIGN.md "Certificate state machine": who may) ───────────────
  'POST /saveCertificate': {
    request: async (_t, _me, { payload }) => ({ path: '/saveCertificate', body: await payload() }),
    cases: { none: '401 401 ok  ok  403 403 403 403' },
    mutates: true,
  },
  'POST /requestedCertificateApprove': {
    request: body('/requestedCertificateApprove', (t) => ({
      certificate_id: t.id,
      approve_comment: 'Evidence checked',
      fee_due: 0,
    })),
    cases: { requested: '401 401 ok  403 ok  403 403 403' },
    mutates: true,
  },
  'PUT /requestedCertificateReject/{id}': {
    request: (t) => ({ path: `/requestedCertificateReject/${t.id}`, body: { rejection_comment: 'Wrong course' } }),
    cases: { requested: '401 401 ok  403 ok  403 403 403' },
    mutates: true,
  },
  'POST /requestedCertificateReject/{id}': {
    request: (t) => ({ path: `/requestedCertificateReject/${t.id}`, body: { rejection_comment: 'Wrong course' } }),
    cases: { requested: '401 401 ok  403 ok  403 403 403' },
    mutates: true,
  },
  'POST /passwordToCheck': {
    request: body('/passwordToCheck', () => ({ password: DEMO_PASSWORD })),
    cases: { none: ALL_SIGNED_IN },
  },
  'POST /bulkSignCertificate': {
    request: body('/bulkSignCertificate', (t) => ({ certificate: [t.id], password: DEMO_PASSWORD })),
    cases: { toBeSignedByAdmin: '401 401 403 403 403 ok  ok  403' },
    mutates: true,
  },
  'GET /certificate-issue/{id}': {
    request: withId('/certificate-issue/{id}'),
    cases: { signed: '401 401 ok  403 ok  403 403 403' },
    mutates: true,
  },
  'POST /certificate-issue/{id}': {
    request: (t) => ({ path: `/certificate-issue/${t.id}`, body: {} }),
    cases: { signed: '401 401 ok  403 ok  403 403 403' },
    mutates: true,
  },
  'POST /cancelCertificate': {
    request: body('/cancelCertificate', (t) => ({ student_certificate_id: t.id, cancellation_comment: 'In error' })),
    cases: { signed: '401 401 ok  403 ok  403 403 403' },
    mutates: true,
  },
  'POST /printCertificate': {
    request: body('/printCertificate', (t) => ({ student_certificate_id: t.id })),
    cases: { issued: '401 401 ok  403 403 403 403 ok' },
    mutates: true,
  },
  'POST /printCertificate_list': {
    request: body('/printCertificate_list', (t) => ({ student_certificate_id: t.id })),
    cases: { issued: '401 401 ok  403 403 403 403 ok' },
    mutates: true,
  },
  'POST /reprintCertificate': {
    request: body('/reprintCertificate', (t) => ({ student_certificate_id: t.id })),
    cases: { reprintApproved: '401 401 ok  403 403 403 403 ok' },
    mutates: true,
  },
  'POST /reprintCertificate_list': {
    request: body('/reprintCertificate_list', (t) => ({ student_certificate_id: t.id })),
    cases: { reprintApproved: '401 401 ok  403 403 403 403 ok' },
    mutates: true,
  },
  'POST /bulkPrintCertificate': {
    request: body('/bulkPrintCertificate', (t) => ({ certificate: [t.id] })),
    cases: { issued: '401 401 ok  403 403 403 403 ok' },
    mutates: true,
  },
  // docs/architecture.md "Bulk work off the request path": a print job answers only the user who printed; anyone else, as for an unknown one, 404
  'GET /printJobs/{id}': {
    request: withId('/printJobs/{id}'),
    cases: { printJob: '401 401 404 404 404 404 404 ok', unknownPrintJob: NOBODY },
  },
  'POST /reprintCertificateRequest': {
    request: body('/reprintCertificateRequest', (t) => ({ student_certificate_id: t.id, reprint_comment: 'Damaged' })),
    cases: { printed: '401 401 ok  ok  403 403 403 ok' },
    mutates: true,
  },
  'POST /reprintCertificateAccept': {
    request: body('/reprintCertificateAccept', (t) => ({ student_certificate_id: t.id })),
    cases: { reprintRequested: '401 401 ok  403 ok  403 403 403' },
    mutates: true,
  },
  'POST /reprintCertificateReject': {
    request: body('/reprintCertificateReject', (t) => ({
      student_certificate_id: t.id,
      reprint_rejection_comment: 'Not needed',
    })),
    cases: { reprintRequested: '401 401 ok  403 ok  403 403 403' },
    mutates: true,
  },

  // ─────────────── users (module user_management) ───────────────
  'GET /listUsers': { request: get('/listUsers'), cases: { none: ADMINISTRATION } },
  'POST /addUser': {
    request: () => ({
      path: '/addUser',
      body: { ...STAFF_FIELDS, email: `${unique('user')}@certify.test`, password: DEMO_PASSWORD },
    }),
    cases: { none: ADMINISTRATION },
    mutates: true,
  },
  'GET /user/{id}/view': {
    request: withId('/user/{id}/view'),
    cases: { staffUser: ADMINISTRATION, unknownUser: ADMINISTRATION_UNKNOWN },
  },
  'PUT /user/{id}/update': {
    request: (t) => ({ path: `/user/${t.id}/update`, body: { ...STAFF_FIELDS, status: 1 } }),
    cases: { staffUser: ADMINISTRATION, unknownUser: ADMINISTRATION_UNKNOWN },
    mutates: true,
  },
  'POST /assignRole': {
    request: body('/assignRole', (t) => ({ user_id: t.id, role_ids: [2, 5] })),
    cases: { staffUser: ADMINISTRATION, unknownUser: ADMINISTRATION_UNKNOWN },
    mutates: true,
  },
  'DELETE /user/{id}/delete': {
    request: withId('/user/{id}/delete'),
    cases: {
      staffUser: ADMINISTRATION,
      unknownUser: ADMINISTRATION_UNKNOWN,
      ownAccount: '401 401 403 403 403 403 403 403',
    },
    mutates: true,
  },

  // ─────────────── roles (module role_management) ───────────────
  // ─────────────── API clients (docs/integrators.md "Create an API client") ───────────────
  // ─────────────── the audit trail (docs/security.md "Audit trail") ───────────────
  'GET /certificates/{id}/auditTrail': { request: withId('/certificates/{id}/auditTrail'), cases: VISIBLE },
  'GET /auditEvents': { request: get('/auditEvents?first=5'), cases: { none: ADMINISTRATION } },
  'GET /auditEvents/actions': { request: get('/auditEvents/actions'), cases: { none: ADMINISTRATION } },
  'GET /auditEvents.csv': { request: get('/auditEvents.csv?to_date=2000-01-01'), cases: { none: ADMINISTRATION } },
  'GET /apiClients': { request: get('/apiClients'), cases: { none: ADMINISTRATION } },
  'GET /apiClients/me': { request: get('/apiClients/me'), cases: { none: ALL_SIGNED_IN } },
  'POST /apiClients': {
    request: () => ({ path: '/apiClients', body: { name: unique('Client '), scopes: ['register:read'] } }),
    cases: { none: ADMINISTRATION },
    mutates: true,
  },
  // The live-client paths (ok, 409 once revoked) are in apiClients.test.ts; here: who may ask.
  'POST /apiClients/{id}/rotate': {
    request: () => ({ path: '/apiClients/999999/rotate', body: {} }),
    cases: { none: ADMINISTRATION_UNKNOWN },
  },
  'POST /apiClients/{id}/revoke': {
    request: () => ({ path: '/apiClients/999999/revoke', body: {} }),
    cases: { none: ADMINISTRATION_UNKNOWN },
  },
  'GET /listRoles': { request: get('/listRoles'), cases: { none: ADMINISTRATION } },
  'GET /grantOptions': { request: get('/grantOptions'), cases: { none: ADMINISTRATION } },
  'POST /createRole': {
    request: () => ({ path: '/createRole', body: { name: unique('Role '), modules: ['student_list'] } }),
    cases: { none: ADMINISTRATION },
    mutates: true,
  },
  'POST /editRole': {
    request: body('/editRole', (t) => ({ role_id: t.id, name: unique('Role '), modules: ['campus_list'] })),
    cases: { role: ADMINISTRATION, unknownRole: ADMINISTRATION_UNKNOWN },
    mutates: true,
  },
  'POST /unassignedUsers': {
    request: body('/unassignedUsers', (t) => ({ role_id: t.id })),
    cases: { role: ADMINISTRATION, unknownRole: ADMINISTRATION_UNKNOWN },
  },
  'POST /assignUsers': {
    request: body('/assignUsers', (t) => ({ role_id: t.id, user_ids: [t.userId] })),
    cases: { role: ADMINISTRATION, unknownRole: ADMINISTRATION_UNKNOWN },
    mutates: true,
  },
  'GET /roleUsers/{id}': {
    request: withId('/roleUsers/{id}'),
    cases: { role: ADMINISTRATION, unknownRole: ADMINISTRATION_UNKNOWN },
  },

  // ─────────────── master data (modules campus_list: admin req · course_list: admin req ·
  // student_list: admin req appr; student lists also with requested_certificate.add) ───────────────
  'GET /campuses': { request: get('/campuses?page=1&per_page=5'), cases: { none: MASTER.campuses } },
  'GET /courses': { request: get('/courses?page=1&per_page=5'), cases: { none: MASTER.courses } },
  'POST /searchCourse': {
    request: body('/searchCourse', () => ({ course_name: 'diploma' })),
    cases: { none: MASTER.courses },
  },
  'GET /course/{id}/view': {
    request: withId('/course/{id}/view'),
    cases: { course: MASTER.courses, unknownCourse: '401 401 404 404 403 403 403 403' },
  },
  'POST /students': { request: list('/students'), cases: { none: MASTER.students } },
  'GET /students': { request: get('/students?page=2'), cases: { none: MASTER.students } },
  'POST /searchStudent': {
    request: body('/searchStudent', () => ({ search: 'nguyen' })),
    cases: { none: MASTER.students },
  },
  'POST /addStudent': {
    request: () => ({
      path: '/addStudent',
      body: {
        student_id: unique('MTX'),
        first_name: 'Matrix',
        last_name: 'Student',
        email: 'matrix.student@student.example.com.au',
        mobile: '0412345678',
        dob: '2000-01-31',
      },
    }),
    cases: { none: MASTER.addStudent },
    mutates: true,
  },

  // ─────────────── signature and settings ───────────────
  // modules: upload_signature (admin s1 s2), user_configurations (everyone), configuration_settings and
  // company_settings (admin)
  'POST /uploadSignature': {
    request: upload('/uploadSignature', 'signature', PRINTABLE_PNG, 'image/png'),
    cases: { none: '401 401 ok  403 403 ok  ok  403' },
    mutates: true,
  },
  'GET /userConfigurationIndex': { request: get('/userConfigurationIndex'), cases: { none: ALL_SIGNED_IN } },
  'POST /userConfigurationUpdate': {
    request: body('/userConfigurationUpdate', () => ({ email_notifications: 1 })),
    cases: { none: ALL_SIGNED_IN },
    mutates: true,
  },
  'GET /configurationIndex': {
    request: get('/configurationIndex'),
    cases: { none: '401 401 ok  403 403 403 403 403' },
  },
  'POST /configurationUpdate': {
    request: body('/configurationUpdate', () => ({ key: 'fee_paid_or_not_confirmation', value: 'Yes' })),
    cases: { none: '401 401 ok  403 403 403 403 403' },
    mutates: true,
  },
  'GET /companySettingsList': {
    request: get('/companySettingsList'),
    cases: { none: '401 401 ok  403 403 403 403 403' },
  },
  'POST /companySettings': {
    request: () => ({
      path: '/companySettings',
      multipart: () => {
        const form = new FormData();
        form.append('company_short_name', 'SCIT');
        form.append('company_name', 'Southern Cross Institute of Training');
        form.append('company_logo', new Blob([PRINTABLE_PNG], { type: 'image/png' }), 'logo.png');
        return form;
      },
    }),
    cases: { none: '401 401 ok  403 403 403 403 403' },
    mutates: true,
  },

  // docs/verification.md: the PDF signing certificate, part of the Organisation Settings screen.
  'GET /signingCertificate': {
    request: get('/signingCertificate'),
    cases: { none: '401 401 ok  403 403 403 403 403' },
  },
  'POST /signingCertificate': {
    request: () => ({
      path: '/signingCertificate',
      multipart: () => {
        // A new certificate each time (the same one twice is refused).
        const { p12, passphrase } = makeSelfSignedPkcs12('Matrix Signer');
        const form = new FormData();
        form.append('passphrase', passphrase);
        form.append('pkcs12', new Blob([new Uint8Array(p12)], { type: 'application/x-pkcs12' }), 'org.p12');
        return form;
      },
    }),
    cases: { none: '401 401 ok  403 403 403 403 403' },
    mutates: true,
  },

  // ─────────────── webhooks (docs/integrators.md "Webhooks": an API client with webhooks:manage, or module api_clients: the administrator) ───────────────
  'GET /webhookEndpoints': { request: get('/webhookEndpoints'), cases: { none: ADMINISTRATION } },
  'POST /webhookEndpoints': {
    request: body('/webhookEndpoints', (t) => ({
      api_client_id: t.id,
      url: 'https://93.184.215.14/hooks',
      events: ['certificate.approved'],
    })),
    cases: { webhookClient: ADMINISTRATION },
    mutates: true,
  },
  'GET /webhookEndpoints/{id}': {
    request: withId('/webhookEndpoints/{id}'),
    cases: { webhookEndpoint: ADMINISTRATION, unknownWebhookEndpoint: ADMINISTRATION_UNKNOWN },
  },
  'POST /webhookEndpoints/{id}/update': {
    request: (t) => ({ path: `/webhookEndpoints/${t.id}/update`, body: { description: 'Matrix' } }),
    cases: { webhookEndpoint: ADMINISTRATION, unknownWebhookEndpoint: ADMINISTRATION_UNKNOWN },
    mutates: true,
  },
  'POST /webhookEndpoints/{id}/rotateSecret': {
    request: (t) => ({ path: `/webhookEndpoints/${t.id}/rotateSecret`, body: {} }),
    cases: { webhookEndpoint: ADMINISTRATION, unknownWebhookEndpoint: ADMINISTRATION_UNKNOWN },
    mutates: true,
  },
  'DELETE /webhookEndpoints/{id}': {
    request: withId('/webhookEndpoints/{id}'),
    cases: { webhookEndpoint: ADMINISTRATION, unknownWebhookEndpoint: ADMINISTRATION_UNKNOWN },
    mutates: true,
  },
  'GET /webhookDeliveries': {
    request: (t) => ({ path: `/webhookDeliveries?endpoint_ids=${t.id}` }),
    cases: { webhookEndpoint: ADMINISTRATION },
  },
  'POST /webhookDeliveries/{id}/replay': {
    request: (t) => ({ path: `/webhookDeliveries/${t.id}/replay`, body: {} }),
    cases: { webhookDelivery: ADMINISTRATION, unknownWebhookDelivery: ADMINISTRATION_UNKNOWN },
    mutates: true,
  },
};
