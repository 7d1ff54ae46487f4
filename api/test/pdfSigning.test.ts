/**
 * Printed PDFs are signed by the organisation (docs/verification.md; Done when: "A PDF
 * reader library verifies the printed PDF's signature in a test, and fails it after one byte is
 * changed"). The verifier below reads the signature field with pdf-lib (ByteRange, Contents,
 * SubFilter) and checks the CMS with node-forge's ASN.1 and node's crypto: the message-digest
 * attribute is the SHA-256 of the ByteRange-covered bytes, the RSA signature over the signed
 * attributes verifies with the certificate's public key, and that certificate is the
 * organisation's current one. Uploading a PKCS#12 (Organisation Settings) switches the signer;
 * refused files change nothing; previews are not signed.
 */
import { createHash, generateKeyPairSync, type X509Certificate } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import forge from 'node-forge';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema.js';
import { ensureSigningKey } from '../src/signing/keys.js';
import { storedFileBytes } from '../src/files/storedFileParts.js';
import { startTestApi, type TestApi } from './harness.js';
import { signatureDicts, verifyPdf } from './pdfSignature.js';
import { WorkflowKit } from './workflowKit.js';

let api: TestApi;
let kit: WorkflowKit;

beforeAll(async () => {
  api = await startTestApi();
  kit = new WorkflowKit(api);
});
beforeEach(async () => {
  await api.reset();
  kit.forget();
});
afterAll(() => api?.close());

const { asn1, pki } = forge;

/** The stored PDF of certificate `id`'s latest print (read part by part when kept in parts). */
async function printedPdf(id: number): Promise<{ data: Uint8Array; sha256: string }> {
  const rows = await api.db
    .select({ id: t.storedFiles.id, parts: t.storedFiles.parts, sha256: t.storedFiles.sha256 })
    .from(t.certificatePrints)
    .innerJoin(t.storedFiles, eq(t.storedFiles.id, t.certificatePrints.fileId))
    .where(eq(t.certificatePrints.certificateId, id))
    .orderBy(t.certificatePrints.id);
  const file = rows.at(-1)!;
  return { data: await storedFileBytes(api.db, file), sha256: file.sha256 };
}

const currentCertificate = async () => {
  const res = await api.get('/signingCertificate', await kit.token('admin'));
  expect(res.status, res.text).toBe(200);
  return res.body.signing_certificate;
};

const fingerprintOf = (cert: X509Certificate) => cert.fingerprint256;

/** A PKCS#12 made with node-forge (RSA key from node's crypto: forge's JavaScript keygen is slow). */
function makePkcs12(opts: {
  cn: string;
  passphrase: string;
  notBefore?: Date;
  notAfter?: Date;
  withKey?: boolean;
  withCert?: boolean;
}): Buffer {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = pki.privateKeyFromPem(
    privateKey.export({ type: 'pkcs1', format: 'pem' }) as string,
  ) as forge.pki.rsa.PrivateKey;
  const cert = pki.createCertificate();
  cert.publicKey = pki.setRsaPublicKey(key.n, key.e);
  cert.serialNumber = '0a1b2c3d';
  cert.validity.notBefore = opts.notBefore ?? new Date(Date.now() - 86_400_000);
  cert.validity.notAfter = opts.notAfter ?? new Date(Date.now() + 365 * 86_400_000);
  const name = [
    { name: 'commonName', value: opts.cn },
    { name: 'organizationName', value: 'Test Org' },
  ];
  cert.setSubject(name);
  cert.setIssuer(name);
  cert.setExtensions([{ name: 'keyUsage', digitalSignature: true, nonRepudiation: true }]);
  cert.sign(key, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(
    opts.withKey === false ? null : key,
    opts.withCert === false ? [] : [cert],
    opts.passphrase,
    { algorithm: '3des', generateLocalKeyId: opts.withCert !== false },
  );
  return Buffer.from(asn1.toDer(p12).getBytes(), 'binary');
}

/** An EC (P-256) PKCS#12 made by OpenSSL 3 (`openssl pkcs12 -export`, passphrase `p`): not RSA, so refused. */
const EC_PKCS12 = Buffer.from(
  [
    'MIIEDAIBAzCCA8IGCSqGSIb3DQEHAaCCA7MEggOvMIIDqzCCAmIGCSqGSIb3DQEHBqCCAlMwggJPAgEAMIICSAYJKoZIhvcNAQcB',
    'MFcGCSqGSIb3DQEFDTBKMCkGCSqGSIb3DQEFDDAcBAhHjwH+rnYSjAICCAAwDAYIKoZIhvcNAgkFADAdBglghkgBZQMEASoEEJDs',
    'wKTXHpHI3K+fxzbHj3mAggHgw00svNE+nLyBE6JYmy/QVTa62EVys0mZoXUrBCtqWEGyKzDEp4FlhJl70r5kXyNpHT21m7iWNo6m',
    'gitJ+Xs2Yy5II7EAysWpwPPiUYdPLzVDSboqlOnCPgavO2/B16dgnX/vbsNdS5JhSktP+i/NMEBgwAdluvN8GRExwMMFGohq/JU/',
    '9A6gh2FjdlFbLU/RHll5oWbHV7V+Dj0tX51GxTAB1YjSLLSRjItXL/AoIYxLzWjsDUD97JzfiKIgdVMQ6CBjPDG0kK3Zd2sbwovq',
    'fTJGEim0A/nR3AUe8yq6XLiIWZN/hY+5UgybUD6TuY2tVo73U5Yd8Z5a7Q7gfIb7Wjr5UGgfBlPN/V869sFNuhmoLl99zmvyXN2P',
    'PdmeJcx39u8rkht0b94DCnTdLmrgrM6OgrY2ItZkDqgy0BfuulfB6UvXOxh/CH7m2TEHhU0KfNb4/uqtASLZm/7peK8SD8/FILgc',
    'TH1dooz4Ums9UPkEVJwSC3qyzbijHfZkFeThIt/VluUbmOBEQknZGQ+Y4FK8mVvrbwy/N8yDFs7FGamBNUUnGmr1d+C92e9UTpNc',
    'Qx9EZTBSkwoyT8WgIANth1M4VQxm+quiK2yuJjJiqKneol2CONnvb4FEu3UoI4zoMIIBQQYJKoZIhvcNAQcBoIIBMgSCAS4wggEq',
    'MIIBJgYLKoZIhvcNAQwKAQKgge8wgewwVwYJKoZIhvcNAQUNMEowKQYJKoZIhvcNAQUMMBwECAidNy/SaLlvAgIIADAMBggqhkiG',
    '9w0CCQUAMB0GCWCGSAFlAwQBKgQQuTWhlGKMff/jXMWVZGxNtwSBkKFEfuM5eSGD45nvbPLKaiM4VEl3JDQeE4uLjcshGmsw6l4x',
    'H+QQVbBGm9Ru5FDSdvEreHMOGYSzNdo+2bTNgLsFEmq1Yp6WiPar5oM3qFkknrky3ThdT8o0eDweoBzdexR5bzFw5ChyNGEqmIkj',
    'ODbGUVyz18MnlsGEuZ0RrOnvJ4/8jOnIeS2fFv089YMqeTElMCMGCSqGSIb3DQEJFTEWBBRHqGmNB2/cidoIPFzoFJXMQpoWPzBB',
    'MDEwDQYJYIZIAWUDBAIBBQAEIKrPznRKN+uhlDcDocV4S0I7umdtj0ZcBEylWrqnltawBAg4Ckq/ewrAdAICCAA=',
  ].join(''),
  'base64',
);

async function upload(p12: Uint8Array, passphrase: string, token?: string) {
  const form = new FormData();
  form.append('passphrase', passphrase);
  form.append('pkcs12', new Blob([new Uint8Array(p12)], { type: 'application/x-pkcs12' }), 'org.p12');
  return api.request('POST', '/signingCertificate', { token: token ?? (await kit.token('admin')), multipart: form });
}

describe('printed PDFs', () => {
  it('carry one PAdES signature by the organisation’s current certificate, which fails after one changed byte', async () => {
    const id = await kit.create('printed');
    const { data, sha256: stored } = await printedPdf(id);
    const result = await verifyPdf(data);
    expect(result.problem).toBeUndefined();
    expect(result.ok).toBe(true);
    expect(result.subFilter).toBe('ETSI.CAdES.detached');
    const [org] = await api.db.select().from(t.companySettings);
    expect(result.reason).toBe(`Issued by ${org!.companyName}`);
    const current = await currentCertificate();
    expect(current.source).toBe('generated');
    expect(current.self_signed).toBe(true);
    expect(current.common_name).toBe(org!.companyName);
    expect(fingerprintOf(result.certificate!)).toBe(current.fingerprint_sha256);
    expect(result.certificate!.subject).toContain(`CN=${org!.companyName}`);

    // The stored SHA-256 is the signed file's, and "Check a document" still recognises it.
    expect(createHash('sha256').update(data).digest('hex')).toBe(stored);
    const match = await api.post('/verifyDocument', { sha256: stored });
    expect(match.body).toMatchObject({ success: 1, match: true });

    // One byte changed inside the signed range (a page's text, or the trailer): no longer valid.
    for (const at of [Math.floor(data.length / 3), data.length - 10]) {
      const changed = Uint8Array.from(data);
      changed[at] = changed[at]! ^ 0x01;
      const broken = await verifyPdf(changed).catch((err: Error) => ({ ok: false, problem: err.message }));
      expect(broken.ok, `byte ${at}`).toBe(false);
    }
  });

  it('reprints are signed too, with the same key; previews are not signed', async () => {
    const id = await kit.create('reprinted');
    const reprint = await verifyPdf((await printedPdf(id)).data);
    expect(reprint.ok, reprint.problem).toBe(true);
    expect(fingerprintOf(reprint.certificate!)).toBe((await currentCertificate()).fingerprint_sha256);

    const preview = await api.get(`/generate-pdf/${id}/preview`, await kit.token('admin'));
    expect(preview.status).toBe(200);
    const bytes = new Uint8Array(preview.body as Buffer);
    expect(await signatureDicts(bytes)).toHaveLength(0);
    expect(Buffer.from(bytes).includes('/ByteRange')).toBe(false);
  });

  it('the key is made once: one current row, reused by every print, and made again after the table is emptied', async () => {
    const a = await kit.create('printed');
    const b = await kit.create('printed');
    const rows = await api.db
      .select()
      .from(t.organisationKeys)
      .where(and(eq(t.organisationKeys.purpose, 'pdf'), isNull(t.organisationKeys.retiredAt)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.source).toBe('generated');
    expect(rows[0]!.certificatePem).toContain('BEGIN CERTIFICATE');
    const fa = fingerprintOf((await verifyPdf((await printedPdf(a)).data)).certificate!);
    const fb = fingerprintOf((await verifyPdf((await printedPdf(b)).data)).certificate!);
    expect(fa).toBe(fb);

    // Emptied (as a fresh database): two instances starting at once make exactly one key.
    await api.db.delete(t.organisationKeys);
    const made = await Promise.all([ensureSigningKey(api.db), ensureSigningKey(api.db)]);
    expect(made.filter(Boolean)).toHaveLength(1);
    const [again] = await api.db.select().from(t.organisationKeys);
    expect(await api.db.select().from(t.organisationKeys)).toHaveLength(1);
    const c = await kit.create('printed');
    const fc = (await verifyPdf((await printedPdf(c)).data)).certificate!;
    expect(fingerprintOf(fc)).not.toBe(fa);
    expect(fingerprintOf(fc).replaceAll(':', '').toLowerCase()).toBe(again!.kid);
  });
});

describe('uploading a PKCS#12 in Organisation Settings', () => {
  it('switches the signer, retires the old key and audits the facts (never the key)', async () => {
    const before = await currentCertificate();
    const p12 = makePkcs12({ cn: 'Uploaded Signer', passphrase: 'correct horse' });
    const res = await upload(p12, 'correct horse');
    expect(res.status, res.text).toBe(200);
    expect(res.body.signing_certificate).toMatchObject({
      source: 'uploaded',
      common_name: 'Uploaded Signer',
      self_signed: true,
      algorithm: 'RSA-2048',
      uploaded_by: expect.any(String),
    });
    const after = await currentCertificate();
    expect(after.fingerprint_sha256).toBe(res.body.signing_certificate.fingerprint_sha256);
    expect(after.fingerprint_sha256).not.toBe(before.fingerprint_sha256);

    const id = await kit.create('printed');
    const result = await verifyPdf((await printedPdf(id)).data);
    expect(result.ok, result.problem).toBe(true);
    expect(fingerprintOf(result.certificate!)).toBe(after.fingerprint_sha256);
    expect(result.certificate!.subject).toContain('CN=Uploaded Signer');

    const keys = await api.db.select().from(t.organisationKeys).where(eq(t.organisationKeys.purpose, 'pdf'));
    expect(keys.filter((k) => !k.retiredAt)).toHaveLength(1);
    expect(keys.filter((k) => k.retiredAt)).toHaveLength(1);

    const [audit] = await api.db
      .select()
      .from(t.auditEvents)
      .where(eq(t.auditEvents.action, 'organisation.signing_certificate_uploaded'));
    expect(audit!.after).toMatchObject({
      source: 'uploaded',
      fingerprint_sha256: after.fingerprint_sha256,
      subject: expect.stringContaining('CN=Uploaded Signer'),
    });
    const text = JSON.stringify(audit);
    expect(text).not.toContain('correct horse');
    expect(text).not.toContain('PRIVATE');
  });

  it('takes the file as an upload id (POST /uploads/pkcs12), which is removed once used', async () => {
    const admin = await kit.token('admin');
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(makePkcs12({ cn: 'Via Upload', passphrase: '' }))]), 'org.pfx');
    const sent = await api.request('POST', '/uploads/pkcs12', { token: admin, multipart: form });
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body.upload.file_kind).toBe('p12');
    const res = await api.request('POST', '/signingCertificate', {
      token: admin,
      body: { upload_id: sent.body.upload.id, passphrase: '' },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.signing_certificate.common_name).toBe('Via Upload');
    expect(await api.db.select().from(t.storedFiles).where(eq(t.storedFiles.id, sent.body.upload.id))).toHaveLength(0);
  });

  it('refuses a wrong passphrase, an expired certificate, a file without a key or certificate, and other files: nothing changes', async () => {
    const before = await currentCertificate();
    const cases: Array<[Uint8Array, string, number, string | RegExp]> = [
      [
        makePkcs12({ cn: 'X', passphrase: 'right' }),
        'wrong',
        400,
        'The certificate file could not be opened with this passphrase',
      ],
      [
        makePkcs12({
          cn: 'X',
          passphrase: 'p',
          notBefore: new Date('2020-01-01'),
          notAfter: new Date('2021-06-30T12:00:00Z'),
        }),
        'p',
        400,
        'The certificate expired on 2021-06-30',
      ],
      [makePkcs12({ cn: 'X', passphrase: 'p', withKey: false }), 'p', 400, 'The certificate file holds no private key'],
      [
        makePkcs12({ cn: 'X', passphrase: 'p', withCert: false }),
        'p',
        400,
        'The certificate file holds no certificate for its private key',
      ],
      [EC_PKCS12, 'p', 400, 'The certificate’s key must be an RSA key (other key types cannot sign PDFs here)'],
      [Buffer.from([0x30, 0x03, 0x02, 0x01, 0x03]), 'p', 400, /not a PKCS#12/],
      [Buffer.from('%PDF-1.7 not a certificate'), 'p', 415, /PKCS#12/],
      [Buffer.alloc(100 * 1024 + 1, 0x30), 'p', 413, /at most 100 KB/],
    ];
    for (const [bytes, passphrase, status, message] of cases) {
      const res = await upload(bytes, passphrase);
      expect(res.status, res.text).toBe(status);
      if (typeof message === 'string') expect(res.body.message).toBe(message);
      else expect(res.body.message).toMatch(message);
    }
    const long = await upload(makePkcs12({ cn: 'X', passphrase: 'p' }), 'x'.repeat(201));
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(/at most 200 characters/);

    expect((await currentCertificate()).fingerprint_sha256).toBe(before.fingerprint_sha256);
    const uploaded = await api.db
      .select()
      .from(t.auditEvents)
      .where(eq(t.auditEvents.action, 'organisation.signing_certificate_uploaded'));
    expect(uploaded).toHaveLength(0);
  });

  it('is the Organisation Settings module’s: others get 403', async () => {
    const res = await upload(makePkcs12({ cn: 'X', passphrase: 'p' }), 'p', await kit.token('requisitioner'));
    expect(res.status).toBe(403);
    const view = await api.get('/signingCertificate', await kit.token('requisitioner'));
    expect(view.status).toBe(403);
  });
});
