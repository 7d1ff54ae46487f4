/**
 * Public verification over GraphQL (docs/verification.md): `verification(code:)` →
 * `GET /verify/{code}` and `verifyDocument(sha256:)` → `POST /verifyDocument`. Both are public: the
 * REST calls carry no token (like `login`), whoever asks, so a visitor of the `/verify` page needs
 * no account, and a signed-in caller's token never travels with them. The api validates, answers
 * only the public view and keeps the per-address limits; the gateway counts each operation against
 * the caller's address like any anonymous operation (limits/rateLimits.ts).
 */
import { VERIFICATION_STATUS } from '@certify/api/codes';
import type { QueryResolvers } from '../generated/resolvers.js';
import type { RestAnswer } from '../rest/contract.js';

/** The api's public view of one credential. */
type PublicView = RestAnswer<'/verify/{code}', 'get'>['verification'];

/** The longest code sent to the api (a longer one is no code: null, as an unknown one). */
const MAX_CODE_LENGTH = 100;

/**
 * The gateway path of a code's verifiable credential (gateway/src/verification/credentialRoutes.ts;
 * the api reads the code in any case, with spaces or hyphens).
 */
export const credentialPath = (code: string) => `/verify/${encodeURIComponent(code.trim())}/credential`;

/**
 * The api's public view → `CredentialVerification` (enums are the api's codes, gateway/src/enums.ts).
 * `code`: the code it was looked up by (gives `credentialUrl` unless cancelled); absent for a document.
 */
export function credentialVerificationOf(v: PublicView, code?: string) {
  return {
    credentialUrl: code !== undefined && v.status !== VERIFICATION_STATUS.CANCELLED ? credentialPath(code) : null,
    status: v.status,
    reissuedOn: v.reissued_on,
    cancelledOn: v.cancelled_on,
    organisation: { name: v.organisation.name, logoUrl: v.organisation.logo_url },
    learnerName: v.learner_name,
    credentialNumber: v.credential_number,
    issueDate: v.issue_date,
    certificateType: v.certificate_type,
    certificateTypeName: v.certificate_type_name,
    courseCode: v.course_code,
    courseTitle: v.course_title,
    units: v.units.map((u) => ({ code: u.unit_code, title: u.unit_name })),
  };
}

const errorCode = (err: unknown) => (err as { extensions?: { code?: unknown } }).extensions?.code;

/** The two public verification queries. docs/verification.md. */
export const verificationQueries: Pick<QueryResolvers, 'verification' | 'verifyDocument'> = {
  /** `GET /verify/{code}` (anonymous): null for an unknown or malformed code (the api's 404). */
  verification: async (_parent, { code }, ctx) => {
    if (code.length > MAX_CODE_LENGTH) return null;
    try {
      const answer = await ctx.api.get('/verify/{code}', { anonymous: true, token: null, params: { code } });
      return credentialVerificationOf(answer.verification, code);
    } catch (err) {
      if (errorCode(err) === 'NOT_FOUND') return null;
      throw err;
    }
  },
  /** `POST /verifyDocument` (anonymous): a malformed hash → BAD_USER_INPUT on `sha256`. */
  verifyDocument: async (_parent, { sha256 }, ctx) => {
    const answer = await ctx.api.post('/verifyDocument', { anonymous: true, token: null, body: { sha256 } });
    return {
      match: answer.match,
      kind: answer.kind,
      printedAt: answer.printed_at,
      credentials: answer.certificates.map((v) => credentialVerificationOf(v)),
    };
  },
};

/**
 * `Certificate.verificationLookups` from the details' `verification_lookups` (docs/security.md "Audit trail": verification look-ups counted).
 */
export function verificationLookupsOf(details: { verification_lookups: { count: number; last_at: string | null } }) {
  return { count: details.verification_lookups.count, lastAt: details.verification_lookups.last_at };
}
