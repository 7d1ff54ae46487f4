/**
 * Digital delivery over GraphQL (docs/printing.md "Digital delivery"): `certificateDelivery(token:)` →
 * `GET /delivery/{token}`. Public like the verification queries: the REST call carries no token
 * (a signed-in caller's never travels with it), the api answers only the learner's own page and
 * keeps the per-address limits; the gateway counts the operation against the caller's address.
 * The PDF itself is `/files/delivery/{token}` (files/fileRoutes.ts).
 */
import type { QueryResolvers } from '../generated/resolvers.js';

/** The longest token sent to the api (a real one has 43 characters; a longer one is no token: null). */
const MAX_TOKEN_LENGTH = 100;

/** The gateway path of a delivery link's PDF (served without a token while the link lives). */
export const deliveryPdfPath = (token: string): string => `/files/delivery/${encodeURIComponent(token)}`;

const errorCode = (err: unknown) => (err as { extensions?: { code?: unknown } }).extensions?.code;

/** The public delivery query. docs/printing.md "Digital delivery". */
export const deliveryQueries: Pick<QueryResolvers, 'certificateDelivery'> = {
  /** `GET /delivery/{token}` (anonymous): null for an unknown, malformed or expired token (the api's 404). */
  certificateDelivery: async (_parent, { token }, ctx) => {
    if (token.length === 0 || token.length > MAX_TOKEN_LENGTH) return null;
    try {
      const { delivery: d } = await ctx.api.get('/delivery/{token}', {
        anonymous: true,
        token: null,
        params: { token },
      });
      return {
        learnerFirstName: d.learner_first_name,
        credentialTitle: d.credential_title,
        credentialNumber: d.credential_number,
        certificateTypeName: d.certificate_type_name,
        organisation: { name: d.organisation.name, logoUrl: d.organisation.logo_url },
        issueDate: d.issue_date,
        expiresAt: d.expires_at,
        verifyUrl: d.verify_url,
        downloadUrl: deliveryPdfPath(token),
        fileName: d.file_name,
        byteSize: d.byte_size,
        cancelled: d.cancelled,
      };
    } catch (err) {
      if (errorCode(err) === 'NOT_FOUND') return null;
      throw err;
    }
  },
};
