/**
 * Verifiable credentials and counted look-ups (docs/verification.md: "A machine-readable
 * copy … signed with the organisation's Ed25519 key through `jose`, the public key at
 * `/.well-known/jwks.json`"; "Done when": "The verifiable credential validates against the
 * published key in a test"; "Audit trail": "verification look-ups counted").
 */
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { createLocalJWKSet, decodeProtectedHeader, type JSONWebKeySet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema.js';
import { storedFileBytes } from '../src/files/storedFileParts.js';
import { currentCredentialKey, ensureCredentialKey } from '../src/credentials/keys.js';
import { newVerificationCode } from '../src/verification/code.js';
import { startTestApi, type TestApi } from './harness.js';
import { WorkflowKit } from './workflowKit.js';

let api: TestApi;
let kit: WorkflowKit;

beforeAll(async () => {
  api = await startTestApi();
  kit = new WorkflowKit(api);
});
afterAll(() => api?.close());

const codeOf = async (id: number) => (await kit.row(id)).verificationCode!;

/** The key set as a verifier fetches it. */
async function publishedKeys() {
  const res = await api.get<JSONWebKeySet>('/.well-known/jwks.json');
  expect(res.status, res.text).toBe(200);
  return res;
}

/** The look-up rows of a certificate (`via` each), once the background insert has landed. */
async function lookupsOf(id: number, expected: number) {
  await expect
    .poll(
      async () =>
        (await api.db.select().from(t.verificationLookups).where(eq(t.verificationLookups.certificateId, id))).length,
    )
    .toBe(expected);
  const rows = await api.db.select().from(t.verificationLookups).where(eq(t.verificationLookups.certificateId, id));
  return rows.map((r) => r.via).sort();
}

describe('GET /.well-known/jwks.json', () => {
  it('publishes the Ed25519 key (made lazily), cacheable, public, with kid, alg and use, and no private part', async () => {
    await api.db.execute(sql`TRUNCATE organisation_keys RESTART IDENTITY CASCADE`);
    const res = await publishedKeys();
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(res.body.keys).toHaveLength(1);
    const [key] = res.body.keys;
    expect(key).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig' });
    expect(Object.keys(key!).sort()).toEqual(['alg', 'crv', 'kid', 'kty', 'use', 'x']);
    const [row] = await api.db.select().from(t.organisationKeys).where(eq(t.organisationKeys.purpose, 'credential'));
    expect(row).toMatchObject({ kid: key!.kid, algorithm: 'Ed25519', source: 'generated', retiredAt: null });
    // Made once: another call (and a racing start-up) keeps the same key.
    expect(await ensureCredentialKey(api.db)).toBe(false);
    expect((await publishedKeys()).body.keys.map((k) => k.kid)).toEqual([key!.kid]);
  });

  it('concurrent first uses make exactly one key', async () => {
    await api.db.execute(sql`TRUNCATE organisation_keys RESTART IDENTITY CASCADE`);
    const keys = await Promise.all(Array.from({ length: 5 }, () => currentCredentialKey(api.db)));
    expect(new Set(keys.map((k) => k.kid)).size).toBe(1);
    const rows = await api.db.select().from(t.organisationKeys).where(eq(t.organisationKeys.purpose, 'credential'));
    expect(rows).toHaveLength(1);
  });

  it('keeps a retired key published, so credentials signed with it still verify', async () => {
    const id = await kit.create('printed');
    const old = await api.get(`/verify/${await codeOf(id)}/credential?format=jwt`);
    expect(old.status).toBe(200);
    await api.db
      .update(t.organisationKeys)
      .set({ retiredAt: new Date() })
      .where(and(eq(t.organisationKeys.purpose, 'credential'), sql`retired_at IS NULL`));
    const fresh = await api.get(`/verify/${await codeOf(id)}/credential?format=jwt`);
    const jwks = (await publishedKeys()).body;
    expect(jwks.keys).toHaveLength(2);
    expect(jwks.keys[0]!.kid).toBe(decodeProtectedHeader(fresh.text).kid); // the current key first
    const keySet = createLocalJWKSet(jwks);
    await expect(jwtVerify(old.text, keySet)).resolves.toBeTruthy();
    await expect(jwtVerify(fresh.text, keySet)).resolves.toBeTruthy();
    expect(decodeProtectedHeader(old.text).kid).not.toBe(decodeProtectedHeader(fresh.text).kid);
  });
});

describe('GET /verify/{code}/credential', () => {
  it('is an Open Badges 3.0 credential whose JWT validates against the published key; tampering fails', async () => {
    const id = await kit.create('printed');
    const row = await kit.row(id);
    const [student] = await api.db.select().from(t.students).where(eq(t.students.id, row.studentId));
    await api.db.update(t.students).set({ usi: 'ABCDEFGHJK', dob: '2001-02-03' }).where(eq(t.students.id, student!.id));
    const code = row.verificationCode!;
    const res = await api.get(`/verify/${code}/credential`);
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('ratelimit-policy')).toMatch(/"address"/);
    const { credential, jwt } = res.body;

    // Validates against the key set a verifier fetches (jose, as docs/integrators.md shows).
    const keySet = createLocalJWKSet((await publishedKeys()).body);
    const { payload, protectedHeader } = await jwtVerify(jwt, keySet, {
      issuer: credential.issuer.id,
      subject: credential.credentialSubject.id,
      typ: 'JWT',
      algorithms: ['EdDSA'],
    });
    expect(Object.keys(protectedHeader).sort()).toEqual(['alg', 'kid', 'typ']); // OB 3.0 §8.2.1: no other header
    // OB 3.0 §8.2: the payload is the credential itself plus iss, jti, sub and nbf.
    const { iss, jti, sub, nbf, ...rest } = payload;
    expect(rest).toEqual(credential);
    expect(jti).toBe(credential.id);
    expect(iss).toBe(credential.issuer.id);
    expect(sub).toBe(credential.credentialSubject.id);
    expect(nbf).toBe(Date.parse(credential.validFrom) / 1000);

    // The OB 3.0 shape.
    const publicUrl = api.app.deps.config.publicUrl;
    expect(credential).toMatchObject({
      '@context': [
        'https://www.w3.org/ns/credentials/v2',
        'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
      ],
      id: `${publicUrl}/verify/${code}`,
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      issuer: { id: publicUrl, type: ['Profile'], url: publicUrl },
      credentialSubject: {
        type: ['AchievementSubject'],
        identifier: [{ type: 'IdentityObject', identityType: 'name', hashed: false }],
        achievement: { type: ['Achievement'], achievementType: expect.any(String), humanCode: expect.any(String) },
      },
    });
    const [company] = await api.db.select().from(t.companySettings);
    expect(credential.issuer.name).toBe(company!.companyName);
    expect(credential.issuer.otherIdentifier).toEqual([
      { type: ['IdentifierEntry'], identifier: company!.rtoCode, identifierType: 'identifier' },
    ]);
    expect(credential.credentialSubject.identifier[0].identityHash).toContain(student!.lastName);
    expect(credential.validFrom.slice(0, 10) <= row.credentialDate).toBe(true);
    const view = (await api.get(`/verify/${code}`)).body.verification;
    expect(credential.credentialSubject.achievement.humanCode).toBe(view.course_code);
    expect(['Certificate', 'Diploma']).toContain(credential.credentialSubject.achievement.achievementType);

    // Nothing private, nor any internal id.
    for (const secret of [student!.email, '2001-02-03', 'ABCDEFGHJK', student!.studentId, `/${id}`]) {
      expect(JSON.stringify(credential)).not.toContain(secret);
    }

    // Tampering with the payload (the learner's name) breaks the signature.
    const [h, p, s] = jwt.split('.');
    const forged = JSON.parse(Buffer.from(p, 'base64url').toString());
    forged.credentialSubject.identifier[0].identityHash = 'Mallory';
    const tampered = `${h}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${s}`;
    await expect(jwtVerify(tampered, keySet)).rejects.toThrow(/signature verification failed/);
  });

  it('answers the JWS alone for Accept: application/vc+jwt or ?format=jwt', async () => {
    const code = await codeOf(await kit.create('issued'));
    const byAccept = await api.request('GET', `/verify/${code}/credential`, {
      headers: { accept: 'application/vc+jwt' },
    });
    expect(byAccept.status).toBe(200);
    expect(byAccept.headers.get('content-type')).toMatch(/^application\/vc\+jwt/);
    expect(byAccept.text).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const byQuery = await api.get(`/verify/${code}/credential?format=jwt`);
    expect(byQuery.text).toBe(byAccept.text); // Ed25519 is deterministic: the same credential, the same JWS
    expect((await api.get(`/verify/${code}/credential?format=xml`)).status).toBe(400);
  });

  it('lists the units of a statement of attainment as Competency alignments and in the description', async () => {
    const code = await codeOf(await kit.create('issued', 'S'));
    const { credential } = (await api.get(`/verify/${code}/credential`)).body;
    const achievement = credential.credentialSubject.achievement;
    expect(achievement.achievementType).toBe('Competency');
    expect(achievement.description).toContain('BSBOPS501 Manage business resources');
    expect(achievement.alignment).toEqual([
      expect.objectContaining({
        type: ['Alignment'],
        targetCode: 'BSBOPS501',
        targetName: 'Manage business resources',
      }),
    ]);
  });

  it('gives a reissued credential; a cancelled one is 410 Gone; an unknown one the same 404 as /verify', async () => {
    const reprinted = await kit.create('reprinted');
    expect((await api.get(`/verify/${await codeOf(reprinted)}/credential`)).status).toBe(200);

    const id = await kit.create('printed');
    const code = await codeOf(id);
    const cancel = await kit.post('approver', '/cancelCertificate', {
      student_certificate_id: id,
      cancellation_comment: 'Secret reason',
    });
    expect(cancel.status).toBe(200);
    const gone = await api.get(`/verify/${code}/credential`);
    expect(gone.status).toBe(410);
    expect(gone.body).toMatchObject({ success: 0 });
    expect(gone.body.message).toMatch(/^This credential was cancelled on \d{4}-\d{2}-\d{2}; no verifiable credential/);
    expect(gone.text).not.toContain('Secret');

    for (const c of [newVerificationCode(), 'short', '%20']) {
      const res = await api.get(`/verify/${c}/credential`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual((await api.get(`/verify/${c}`)).body);
    }
  });
});

describe('look-ups counted', () => {
  it('appends one row per successful look-up: code, document (each certificate), credential; staff see the count', async () => {
    const id = await kit.create('printed');
    const code = await codeOf(id);
    const before = await kit.get('approver', `/certificateView/${id}`);
    expect(before.body.certificate_data.verification_lookups).toEqual({ count: 0, last_at: null });

    expect((await api.get(`/verify/${code}`)).status).toBe(200);
    expect(await lookupsOf(id, 1)).toEqual(['code']);
    expect((await api.get(`/verify/${code}/credential`)).status).toBe(200);
    expect(await lookupsOf(id, 2)).toEqual(['code', 'credential']);
    const [pdf] = await api.db
      .select({ id: t.storedFiles.id, parts: t.storedFiles.parts })
      .from(t.certificatePrints)
      .innerJoin(t.storedFiles, eq(t.storedFiles.id, t.certificatePrints.fileId))
      .where(eq(t.certificatePrints.certificateId, id));
    const sha256 = createHash('sha256')
      .update(await storedFileBytes(api.db, pdf!))
      .digest('hex');
    expect((await api.post('/verifyDocument', { sha256 })).body.match).toBe(true);
    expect(await lookupsOf(id, 3)).toEqual(['code', 'credential', 'document']);
    // Failed look-ups are not counted.
    await api.get(`/verify/${newVerificationCode()}`);
    await api.post('/verifyDocument', { sha256: 'f'.repeat(64) });

    const after = await kit.get('approver', `/certificateView/${id}`);
    const counted = after.body.certificate_data.verification_lookups;
    expect(counted.count).toBe(3);
    expect(Date.parse(counted.last_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('counts each certificate of a bulk-printed document', async () => {
    const a = await kit.create('printed');
    const b = await kit.create('printed');
    // One stored PDF holding both (as a bulk print stores it).
    const [print] = await api.db.select().from(t.certificatePrints).where(eq(t.certificatePrints.certificateId, a));
    await api.db.insert(t.certificatePrints).values({ ...print!, id: undefined, certificateId: b });
    const [file] = await api.db.select().from(t.storedFiles).where(eq(t.storedFiles.id, print!.fileId));
    const res = await api.post('/verifyDocument', { sha256: file!.sha256 });
    expect(res.body.certificates).toHaveLength(2);
    expect(await lookupsOf(a, 1)).toEqual(['document']);
    expect(await lookupsOf(b, 1)).toEqual(['document']);
  });

  it('rows cannot be updated or deleted (the trigger, SQLSTATE 2F003)', async () => {
    const id = await kit.create('issued');
    await api.get(`/verify/${await codeOf(id)}`);
    await lookupsOf(id, 1);
    for (const statement of [
      sql`UPDATE verification_lookups SET via = 'code' WHERE certificate_id = ${id}`,
      sql`DELETE FROM verification_lookups WHERE certificate_id = ${id}`,
    ]) {
      const err = (await api.db.execute(statement).then(
        () => null,
        (e: unknown) => e,
      )) as (Error & { cause?: { code?: string } }) | null;
      expect(err, 'the change was accepted').not.toBeNull();
      expect((err!.cause ?? (err as { code?: string })).code).toBe('2F003');
    }
  });
});
