/**
 * The organisation's PDF signing key (docs/verification.md: printed PDFs are digitally
 * signed by the organisation using a PKCS#12 certificate uploaded in Organisation Settings, or,
 * until one is uploaded, a self-signed organisation certificate made at first start).
 *
 * One current key (`organisation_keys`, purpose `pdf`, `retired_at` null; a unique partial index
 * keeps it one): made at first start (main.ts) and lazily whenever it is missing (a fresh or
 * truncated database). Instances racing to make it insert with ON CONFLICT DO NOTHING on that index
 * and then re-read. An upload retires the current row and inserts the new one in one transaction
 * (./upload.ts). Each process keeps the opened key by `kid` (the certificate's SHA-256
 * fingerprint; ids restart when tests truncate), so a print costs one small SELECT.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AuditActionCode, SigningCertificateSourceCode } from '../codes.js';
import type { Db, Tx } from '../db/client.js';
import { companySettings, organisationKeys } from '../db/schema.js';
import { makeSelfSignedPkcs12, newSigningKeyPair, type OpenedKey, openPkcs12 } from './pkcs12.js';

/** `organisation_keys.purpose` of the PDF signing key. */
export const PDF_KEY_PURPOSE = 'pdf';

/** The audit actions of the signing certificate. */
export const SIGNING_AUDIT = {
  uploaded: 'organisation.signing_certificate_uploaded',
} as const satisfies Record<string, AuditActionCode>;

/** The current signing key, opened and ready to sign. */
export interface SigningKey extends OpenedKey {
  id: number;
  kid: string;
  source: SigningCertificateSourceCode;
}

/** Opened keys of this process, by `kid`. */
const opened = new Map<string, OpenedKey>();

/** The current key's row (without the secret), or undefined. */
async function currentRef(db: Db | Tx) {
  const [row] = await db
    .select({ id: organisationKeys.id, kid: organisationKeys.kid, source: organisationKeys.source })
    .from(organisationKeys)
    .where(and(eq(organisationKeys.purpose, PDF_KEY_PURPOSE), isNull(organisationKeys.retiredAt)))
    .limit(1);
  return row;
}

/** The organisation's name as certificates and signatures carry it. */
export async function organisationName(db: Db | Tx): Promise<string> {
  const [row] = await db.select({ name: companySettings.companyName }).from(companySettings).limit(1);
  return row?.name.trim() || 'Certify';
}

/** The columns of an `organisation_keys` row for an opened PKCS#12. */
export function keyRowOf(key: OpenedKey, p12: Uint8Array, passphrase: string) {
  return {
    purpose: PDF_KEY_PURPOSE,
    algorithm: key.facts.algorithm,
    kid: key.facts.fingerprintSha256.replaceAll(':', '').toLowerCase(),
    secret: new Uint8Array(p12),
    passphrase,
    certificatePem: key.certificatePem,
    subject: key.facts.subject,
    notAfter: key.facts.notAfter,
  };
}

/**
 * Makes a self-signed signing certificate (CN and O the organisation's name) when there is no
 * current one; answers whether this call made it. Safe with several instances at once (the loser's
 * insert does nothing). Not an audit event (a system set-up, like the credential key; the row keeps
 * its `created_at` and certificate). Called at start (main.ts) and before a print when it is missing.
 */
export async function ensureSigningKey(db: Db | Tx): Promise<boolean> {
  if (await currentRef(db)) return false;
  const { p12, passphrase, key } = makeSelfSignedPkcs12(
    await organisationName(db),
    new Date(),
    await newSigningKeyPair(),
  );
  const row = keyRowOf(key, p12, passphrase);
  const inserted = await db
    .insert(organisationKeys)
    .values({ ...row, source: 'generated' })
    .onConflictDoNothing({ target: organisationKeys.purpose, where: sql`retired_at IS NULL` })
    .returning({ id: organisationKeys.id });
  if (!inserted.length) return false;
  opened.set(row.kid, key);
  return true;
}

/** What the audit trail keeps of a signing certificate (never the key or passphrase). */
export function auditFacts(key: OpenedKey, source: string): Record<string, unknown> {
  return {
    source,
    subject: key.facts.subject,
    issuer: key.facts.issuer,
    serial_number: key.facts.serialNumber,
    fingerprint_sha256: key.facts.fingerprintSha256,
    not_after: key.facts.notAfter.toISOString(),
  };
}

/**
 * The current signing key (made first when missing), opened once per process: one small SELECT
 * when this process has opened it before, else the row's PKCS#12 is read and opened (~50 ms).
 */
export async function currentSigningKey(db: Db | Tx): Promise<SigningKey> {
  let ref = await currentRef(db);
  if (!ref) {
    await ensureSigningKey(db);
    ref = await currentRef(db);
    if (!ref) throw new Error('No PDF signing key could be made');
  }
  let key = opened.get(ref.kid);
  if (!key) {
    const [row] = await db
      .select({ secret: organisationKeys.secret, passphrase: organisationKeys.passphrase })
      .from(organisationKeys)
      .where(eq(organisationKeys.id, ref.id));
    // Stored keys were checked when stored; only the validity period may have passed since.
    key = openPkcs12(row!.secret, row!.passphrase, null);
    opened.set(ref.kid, key);
  }
  return { ...key, id: ref.id, kid: ref.kid, source: ref.source === 'uploaded' ? 'uploaded' : 'generated' };
}

/** Keeps an opened key for this process (a new upload, so the next print does not re-open it). */
export function rememberOpenedKey(kid: string, key: OpenedKey): void {
  opened.set(kid, key);
}
