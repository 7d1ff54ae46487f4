/**
 * Verifiable credentials through the gateway (docs/verification.md): `/.well-known/jwks.json`
 * and `/verify/{code}/credential` are served without a token; the credential's JWS verifies with
 * the published Ed25519 key (checked here with node:crypto alone, as any verifier could);
 * `CredentialVerification.credentialUrl` points at it; a cancelled credential answers 410; and staff
 * see `Certificate.verificationLookups` grow with each public look-up.
 */
import { createPublicKey, verify } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, type Stack, startStack } from './support/stack.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

interface Jwk {
  kty: string;
  crv: string;
  x: string;
  kid: string;
  alg: string;
  use: string;
}

/** The printed certificates the administrator sees (ids). */
async function printedIds(): Promise<string[]> {
  const res = await stack.gql<{ certificates: { nodes: { id: string }[] } }>(
    '{ certificates(list: PRINTED, pageSize: 20) { nodes { id } } }',
    {},
    await stack.token('admin'),
  );
  return ok(res).certificates.nodes.map((n) => n.id);
}

/** The verification code of certificate `id` from the api's staff details. */
async function verificationCode(id: string): Promise<string> {
  const res = await fetch(`${stack.apiUrl}/certificateView/${id}`, {
    headers: { authorization: `Bearer ${await stack.token('admin')}` },
  });
  const body = (await res.json()) as { certificate_data: { verification_code: string } };
  return body.certificate_data.verification_code;
}

/** Whether a compact JWS verifies with one of the keys (Ed25519, by `kid`). */
function verifiesWith(jwt: string, keys: Jwk[]): boolean {
  const [h, p, s] = jwt.split('.') as [string, string, string];
  const header = JSON.parse(Buffer.from(h, 'base64url').toString()) as { kid: string; alg: string };
  const jwk = keys.find((k) => k.kid === header.kid);
  if (!jwk || header.alg !== 'EdDSA') return false;
  const key = createPublicKey({ key: { kty: jwk.kty, crv: jwk.crv, x: jwk.x }, format: 'jwk' });
  return verify(null, Buffer.from(`${h}.${p}`), key, Buffer.from(s, 'base64url'));
}

const LOOKUPS = 'query($id: ID!) { certificate(id: $id) { verificationLookups { count lastAt } } }';

describe('the verifiable credential through the gateway', () => {
  it('serves the key set and the credential without a token; the JWS verifies with the published key', async () => {
    const jwksRes = await fetch(`${stack.gatewayUrl}/.well-known/jwks.json`);
    expect(jwksRes.status).toBe(200);
    expect(jwksRes.headers.get('cache-control')).toBe('public, max-age=300');
    const { keys } = (await jwksRes.json()) as { keys: Jwk[] };
    expect(keys[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig' });

    const [id] = await printedIds();
    const code = await verificationCode(id!);
    type V = { verification: { credentialUrl: string | null; credentialNumber: string } };
    const { verification } = ok(
      await stack.gql<V>('query($code: String!) { verification(code: $code) { credentialUrl credentialNumber } }', {
        code,
      }),
    );
    expect(verification.credentialUrl).toBe(`/verify/${code}/credential`);

    const json = await fetch(stack.gatewayUrl + verification.credentialUrl!);
    expect(json.status).toBe(200);
    const body = (await json.json()) as { credential: Record<string, any>; jwt: string };
    expect(body.credential.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
    expect(body.credential.description).toContain(verification.credentialNumber);
    expect(verifiesWith(body.jwt, keys)).toBe(true);

    const jwt = await fetch(`${stack.gatewayUrl}${verification.credentialUrl}`, {
      headers: { accept: 'application/vc+jwt' },
    });
    expect(jwt.headers.get('content-type')).toMatch(/^application\/vc\+jwt/);
    const token = await jwt.text();
    expect(token).toBe(body.jwt);
    const query = await fetch(`${stack.gatewayUrl}${verification.credentialUrl}?format=jwt`);
    expect(await query.text()).toBe(token);

    // One changed character of the payload: no longer the organisation's signature.
    const [h, p, s] = token.split('.');
    const payload = JSON.parse(Buffer.from(p!, 'base64url').toString());
    payload.credentialSubject.identifier[0].identityHash = 'Somebody Else';
    expect(verifiesWith(`${h}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${s}`, keys)).toBe(false);
  });

  it('answers 404 for an unknown code and 410 once the credential is cancelled (credentialUrl null)', async () => {
    const unknown = await fetch(`${stack.gatewayUrl}/verify/${'A'.repeat(26)}/credential`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'NOT_FOUND' });

    const [, id] = await printedIds();
    const code = await verificationCode(id!);
    const cancelled = await stack.gql(
      'mutation($input: CertificateCommentInput!) { cancelCertificate(input: $input) { message } }',
      { input: { id, comment: 'Issued in error' } },
      await stack.token('approver'),
    );
    expect(cancelled.errors).toBeUndefined();
    const gone = await fetch(`${stack.gatewayUrl}/verify/${code}/credential`);
    expect(gone.status).toBe(410);
    const body = (await gone.json()) as { code: string; message: string };
    expect(body.code).toBe('GONE');
    expect(body.message).toMatch(/cancelled/);
    type V = { verification: { credentialUrl: string | null } };
    const v = ok(await stack.gql<V>('query($code: String!) { verification(code: $code) { credentialUrl } }', { code }));
    expect(v.verification.credentialUrl).toBeNull();
  });

  it('staff see the look-ups counted (Certificate.verificationLookups)', async () => {
    const [, , id] = await printedIds();
    const code = await verificationCode(id!);
    type L = { certificate: { verificationLookups: { count: number; lastAt: string | null } } };
    const admin = await stack.token('admin');
    const before = ok(await stack.gql<L>(LOOKUPS, { id }, admin)).certificate.verificationLookups;
    expect((await fetch(`${stack.gatewayUrl}/verify/${code}/credential`)).status).toBe(200);
    ok(await stack.gql('query($code: String!) { verification(code: $code) { status } }', { code }));
    await expect
      .poll(async () => ok(await stack.gql<L>(LOOKUPS, { id }, admin)).certificate.verificationLookups.count)
      .toBe(before.count + 2);
    const after = ok(await stack.gql<L>(LOOKUPS, { id }, admin)).certificate.verificationLookups;
    expect(after.lastAt).toMatch(/^\d{4}-/);
  });
});
