/**
 * The organisation's PDF signing certificate (src/signing/; docs/verification.md) against
 * the real in-process api: the query maps every fact of the current (self-signed) certificate; a
 * PKCS#12 sent through `POST /files/uploads?purpose=pkcs12` becomes current with
 * `uploadSigningCertificate`; a wrong passphrase is BAD_USER_INPUT on `uploadId` and changes nothing.
 */
import { generateKeyPairSync } from 'node:crypto';
import forge from 'node-forge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, ok, type Stack, startStack } from './support/stack.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ api: { certificates: false } });
});
afterAll(() => stack?.close());

const FACTS =
  'subject issuer commonName serialNumber fingerprintSha256 notBefore notAfter algorithm source selfSigned uploadedBy uploadedAt';
const QUERY = `{ organisationSigningCertificate { ${FACTS} } }`;
const UPLOAD = `mutation($input: UploadSigningCertificateInput!) {
  uploadSigningCertificate(input: $input) { message signingCertificate { ${FACTS} } } }`;

interface Facts {
  commonName: string;
  fingerprintSha256: string;
  source: string;
  selfSigned: boolean;
  uploadedBy: string | null;
  notAfter: string;
}

/** A self-signed RSA-2048 PKCS#12 (DER) made with node-forge. */
function pkcs12(cn: string, passphrase: string): Buffer {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }) as string);
  const cert = forge.pki.createCertificate();
  const rsa = key as forge.pki.rsa.PrivateKey;
  cert.publicKey = forge.pki.setRsaPublicKey(rsa.n, rsa.e);
  cert.serialNumber = '01';
  cert.validity.notBefore = new Date(Date.now() - 86_400_000);
  cert.validity.notAfter = new Date(Date.now() + 365 * 86_400_000);
  cert.setSubject([{ name: 'commonName', value: cn }]);
  cert.setIssuer([{ name: 'commonName', value: cn }]);
  cert.sign(rsa, forge.md.sha256.create());
  const asn1 = forge.pkcs12.toPkcs12Asn1(rsa, [cert], passphrase, { algorithm: '3des' });
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
}

async function uploadFile(token: string, bytes: Buffer): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/x-pkcs12' }), 'org.p12');
  const res = await fetch(`${stack.gatewayUrl}/files/uploads?purpose=pkcs12`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { upload: { id: string } }).upload.id;
}

describe('organisationSigningCertificate / uploadSigningCertificate', () => {
  it('answers the self-signed certificate, then an uploaded one; a wrong passphrase changes nothing', async () => {
    const admin = await stack.token('admin');
    const before = ok(
      await stack.gql<{ organisationSigningCertificate: Facts }>(QUERY, {}, admin),
    ).organisationSigningCertificate;
    expect(before).toMatchObject({ source: 'GENERATED', selfSigned: true, uploadedBy: null });
    expect(before.fingerprintSha256).toMatch(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/);
    expect(Date.parse(before.notAfter)).toBeGreaterThan(Date.now() + 9 * 365 * 86_400_000);

    const bytes = pkcs12('Gateway Signer', 'secret');
    const wrong = await stack.gql(
      UPLOAD,
      { input: { uploadId: await uploadFile(admin, bytes), passphrase: 'nope' } },
      admin,
    );
    expect(codeOf(wrong)).toBe('BAD_USER_INPUT');
    expect(wrong.errors?.[0]?.message).toBe('The certificate file could not be opened with this passphrase');
    expect(wrong.errors?.[0]?.extensions?.fieldErrors).toMatchObject({ uploadId: expect.any(String) });
    const still = ok(await stack.gql<{ organisationSigningCertificate: Facts }>(QUERY, {}, admin));
    expect(still.organisationSigningCertificate.fingerprintSha256).toBe(before.fingerprintSha256);

    const saved = ok(
      await stack.gql<{ uploadSigningCertificate: { message: string; signingCertificate: Facts } }>(
        UPLOAD,
        { input: { uploadId: await uploadFile(admin, bytes), passphrase: 'secret' } },
        admin,
      ),
    ).uploadSigningCertificate;
    expect(saved.message).toBe('Signing certificate uploaded successfully');
    expect(saved.signingCertificate).toMatchObject({
      source: 'UPLOADED',
      commonName: 'Gateway Signer',
      selfSigned: true,
    });
    expect(saved.signingCertificate.uploadedBy).toBeTruthy();
    const now = ok(await stack.gql<{ organisationSigningCertificate: Facts }>(QUERY, {}, admin));
    expect(now.organisationSigningCertificate.fingerprintSha256).toBe(saved.signingCertificate.fingerprintSha256);
  });

  it('is the Organisation Settings module’s: others are FORBIDDEN', async () => {
    const res = await stack.gql(QUERY, {}, await stack.token('requisitioner'));
    expect(codeOf(res)).toBe('FORBIDDEN');
  });
});
