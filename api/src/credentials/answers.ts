/**
 * Answer schemas of the verifiable-credential routes (docs/verification.md: "a
 * machine-readable copy … signed with the organisation's Ed25519 key, the public key at
 * `/.well-known/jwks.json`").
 */
import { z } from 'zod';

/** The message of a cancelled credential's 410. */
export const CANCELLED_CREDENTIAL = (cancelledOn: string | null) =>
  `This credential was cancelled${cancelledOn ? ` on ${cancelledOn.slice(0, 10)}` : ''}; ` +
  'no verifiable credential is given for a cancelled certificate';

/** One published public key (RFC 7517 JWK, OKP Ed25519). */
const publishedJwk = z.object({
  kty: z.literal('OKP'),
  crv: z.literal('Ed25519'),
  x: z.string().describe('The public key, base64url'),
  kid: z.string().describe('The key id (RFC 7638 SHA-256 thumbprint): the `kid` of the JWS header it verifies'),
  alg: z.literal('EdDSA'),
  use: z.literal('sig'),
});

/** `GET /.well-known/jwks.json`. */
export const jwksAnswer = z
  .object({
    keys: z
      .array(publishedJwk)
      .describe('Every credential-signing key, the current one first; retired keys stay so older credentials verify'),
  })
  .meta({ id: 'JsonWebKeySet' });

/** `GET /verify/{code}/credential` query. */
export const credentialQuery = z.object({
  format: z
    .enum(['json', 'jwt'], { error: 'format is json or jwt' })
    .optional()
    .describe('jwt: the compact JWS alone (as `Accept: application/vc+jwt`); json (default): credential and JWS'),
});

/** The OB 3.0 credential, described loosely (its shape is the Open Badges 3.0 specification's). */
const openBadgeCredential = z
  .looseObject({
    '@context': z.array(z.string()),
    id: z.string(),
    type: z.array(z.string()),
    name: z.string(),
    issuer: z.looseObject({ id: z.string(), type: z.array(z.string()), name: z.string() }),
    validFrom: z.string(),
    credentialSubject: z.looseObject({ id: z.string(), type: z.array(z.string()) }),
  })
  .describe(
    'An Open Badges 3.0 OpenBadgeCredential (W3C Verifiable Credentials data model 2.0), unsigned: its proof is `jwt`',
  );

/** `GET /verify/{code}/credential` as JSON (the default). */
export const credentialAnswer = z
  .object({
    credential: openBadgeCredential,
    jwt: z
      .string()
      .describe(
        'The credential secured as OB 3.0 §8.2 "JSON Web Token Proof Format": a compact JWS (header alg EdDSA, ' +
          'kid, typ JWT) whose payload is the credential with iss, jti, sub and nbf; verify it with the key of ' +
          'that kid at /.well-known/jwks.json',
      ),
  })
  .meta({ id: 'VerifiableCredential' });
