/**
 * The verifiable-credential routes (docs/verification.md: "a machine-readable copy: the
 * verify page offers the credential as an Open Badges 3.0 / W3C Verifiable Credential … signed with
 * the organisation's Ed25519 key through `jose`, the public key at `/.well-known/jwks.json`").
 * Both public (no token) and counted by the per-address rate limit like every public route.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../app-deps.js';
import { VERIFICATION_STATUS } from '../codes.js';
import { certificates } from '../db/schema.js';
import { errorAnswer, errors, json } from '../http/answers.js';
import { ApiError, notFound } from '../http/errors.js';
import { UNKNOWN_CODE } from '../verification/answers.js';
import { normaliseVerificationCode } from '../verification/code.js';
import { countLookups, LOOKUP_VIA } from '../verification/lookups.js';
import { loadPublicEntries } from '../verification/publicView.js';
import { CANCELLED_CREDENTIAL, credentialAnswer, credentialQuery, jwksAnswer } from './answers.js';
import { currentCredentialKey, publishedCredentialKeys } from './keys.js';
import { openBadgeCredential, signCredential } from './openBadge.js';

const TAGS = ['Verification'];

/** The media type of a credential secured as a JWT (W3C VC-JOSE-COSE). */
export const VC_JWT_TYPE = 'application/vc+jwt';

/** Registers `GET /.well-known/jwks.json` and `GET /verify/{code}/credential`. docs/verification.md. */
export async function registerCredentialRoutes(app: FastifyInstance, { db, config }: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  /**
   * GET /.well-known/jwks.json — the organisation's credential-signing public keys (RFC 7517 JWK
   * Set): the current key and every retired one, each with `kid`, `alg` EdDSA and `use` sig.
   * Makes the key when there is none yet. Cached 5 minutes by clients.
   */
  api.get(
    '/.well-known/jwks.json',
    {
      config: { public: true },
      schema: {
        tags: TAGS,
        summary: "The organisation's public keys for verifiable credentials (JWK Set, public)",
        description:
          'The Ed25519 public keys that sign the verifiable credentials of `GET /verify/{code}/credential`, as an ' +
          'RFC 7517 JWK Set. A credential JWS names its key by `kid`. Keys retired after a rotation stay listed, so ' +
          'credentials signed with them still verify. `Cache-Control: public, max-age=300`.',
        security: [],
        response: { 200: json(jwksAnswer, 'The JWK Set') },
      },
    },
    async (_request, reply) => {
      const keys = await publishedCredentialKeys(db);
      reply.header('Cache-Control', 'public, max-age=300');
      return { keys: keys as z.infer<typeof jwksAnswer>['keys'] };
    },
  );

  /**
   * GET /verify/{code}/credential — the credential with this verification code as an Open Badges
   * 3.0 verifiable credential, signed now with the current key. JSON `{ credential, jwt }` by
   * default; the compact JWS alone (`application/vc+jwt`) for `Accept: application/vc+jwt` or
   * `?format=jwt`. 404 as `GET /verify/{code}` for an unknown code; 410 for a cancelled one.
   * Each answer is counted as a look-up (`credential`).
   */
  api.get(
    '/verify/:code/credential',
    {
      config: { public: true },
      schema: {
        tags: TAGS,
        summary: 'The credential as an Open Badges 3.0 verifiable credential (public)',
        description:
          'An Open Badges 3.0 `OpenBadgeCredential` (W3C Verifiable Credentials 2.0) of a valid or reissued ' +
          'credential, secured with the OB 3.0 "JSON Web Token Proof Format": a compact JWS signed with the ' +
          "organisation's Ed25519 key (header `{ alg: 'EdDSA', kid, typ: 'JWT' }`; payload the credential with " +
          '`iss`, `jti`, `sub`, `nbf`). Verify it against `GET /.well-known/jwks.json` (e.g. jose `jwtVerify` ' +
          'with `createLocalJWKSet`).\n\n' +
          '**Answer format**: by default JSON `{ credential, jwt }` (the credential to read, the JWS to check); ' +
          'with `Accept: application/vc+jwt` or `?format=jwt`, the JWS alone as `application/vc+jwt`.\n\n' +
          'It holds only what the public verify page shows: never a date of birth, e-mail, USI or internal id. ' +
          'An unknown or malformed code answers the same 404 as `GET /verify/{code}`; a cancelled credential ' +
          'answers 410 (no verifiable credential is given for it).',
        security: [],
        params: z.object({ code: z.string().describe('The verification code (as `GET /verify/{code}`)') }),
        querystring: credentialQuery,
        response: {
          200: {
            description: 'The verifiable credential (JSON, or the compact JWS)',
            content: {
              'application/json': { schema: credentialAnswer },
              [VC_JWT_TYPE]: { schema: z.string().describe('The compact JWS') },
            },
          },
          ...errors(400, 404),
          410: json(errorAnswer, 'The credential was cancelled: no verifiable credential is given'),
        },
      },
    },
    async (request, reply) => {
      const code = normaliseVerificationCode(request.params.code);
      const [entry] = code ? await loadPublicEntries(db, eq(certificates.verificationCode, code), 1) : [];
      if (!entry || !code) throw notFound(UNKNOWN_CODE);
      if (entry.view.status === VERIFICATION_STATUS.CANCELLED) {
        throw new ApiError(410, CANCELLED_CREDENTIAL(entry.view.cancelled_on));
      }
      const credential = openBadgeCredential(entry, code, config.publicUrl);
      const jwt = await signCredential(credential, await currentCredentialKey(db));
      void countLookups(db, [entry.certificateId], LOOKUP_VIA.CREDENTIAL, request.log);
      reply.header('Cache-Control', 'no-cache');
      const wantsJwt =
        request.query.format === 'jwt' ||
        (request.query.format === undefined && (request.headers.accept ?? '').includes(VC_JWT_TYPE));
      if (wantsJwt) return reply.type(VC_JWT_TYPE).send(jwt);
      return { credential, jwt };
    },
  );
}
