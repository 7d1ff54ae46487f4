/**
 * The organisation's credential-signing key (docs/verification.md: verifiable
 * credentials signed with the organisation's Ed25519 key, published at `/.well-known/jwks.json`).
 *
 * One current key (`organisation_keys`, purpose `credential`, `retired_at` null; a unique partial
 * index keeps it one), made at first start (main.ts) and lazily whenever it is missing (a fresh or
 * truncated database). Instances racing to make it insert with ON CONFLICT DO NOTHING on that index
 * and then re-read, so all of them sign with the same key. Retired keys stay published, so a
 * credential signed before a rotation still verifies.
 */
import { createPrivateKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { calculateJwkThumbprint, type JWK } from 'jose';
import type { Db } from '../db/client.js';
import { organisationKeys } from '../db/schema.js';

/** `organisation_keys.purpose` of the credential-signing key. */
export const CREDENTIAL_KEY_PURPOSE = 'credential';
/** The JOSE algorithm of every credential key (Ed25519). */
export const CREDENTIAL_ALG = 'EdDSA';

/** The current credential key, ready to sign. */
export interface CredentialKey {
  id: number;
  /** The JWK thumbprint (RFC 7638, SHA-256, base64url): the JWS header's and the JWKS's `kid`. */
  kid: string;
  privateKey: KeyObject;
}

/** A published public key of the JWKS. */
export interface PublishedJwk extends JWK {
  kid: string;
  alg: typeof CREDENTIAL_ALG;
  use: 'sig';
}

/** Parsed private keys of this process, by `kid` (ids restart when a test truncates the table). */
const privateKeys = new Map<string, KeyObject>();

/** A new Ed25519 key pair as stored: PKCS#8 DER secret, public JWK and its thumbprint. */
async function newKeyRow() {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const jwk = publicKey.export({ format: 'jwk' }) as JWK;
  const publicJwk = { kty: jwk.kty, crv: jwk.crv, x: jwk.x };
  return {
    purpose: CREDENTIAL_KEY_PURPOSE,
    algorithm: 'Ed25519',
    source: 'generated',
    kid: await calculateJwkThumbprint(publicJwk, 'sha256'),
    secret: new Uint8Array(privateKey.export({ format: 'der', type: 'pkcs8' })),
    publicJwk,
  };
}

/** The current key's row, or undefined. */
async function currentRow(db: Db) {
  const [row] = await db
    .select({ id: organisationKeys.id, kid: organisationKeys.kid, secret: organisationKeys.secret })
    .from(organisationKeys)
    .where(and(eq(organisationKeys.purpose, CREDENTIAL_KEY_PURPOSE), isNull(organisationKeys.retiredAt)))
    .limit(1);
  return row;
}

/**
 * Makes the current credential key when there is none; answers whether this call made it. Safe
 * with several instances at once (the loser's insert does nothing). Called at start (main.ts).
 */
export async function ensureCredentialKey(db: Db): Promise<boolean> {
  if (await currentRow(db)) return false;
  const inserted = await db
    .insert(organisationKeys)
    .values(await newKeyRow())
    .onConflictDoNothing({ target: organisationKeys.purpose, where: sql`retired_at IS NULL` })
    .returning({ id: organisationKeys.id });
  return inserted.length > 0;
}

/** The current credential key (made first when missing), its private key parsed once per process. */
export async function currentCredentialKey(db: Db): Promise<CredentialKey> {
  let row = await currentRow(db);
  if (!row) {
    await ensureCredentialKey(db);
    row = await currentRow(db);
    if (!row) throw new Error('No credential key could be made');
  }
  let privateKey = privateKeys.get(row.kid);
  if (!privateKey) {
    privateKey = createPrivateKey({ key: Buffer.from(row.secret), format: 'der', type: 'pkcs8' });
    privateKeys.set(row.kid, privateKey);
  }
  return { id: row.id, kid: row.kid, privateKey };
}

/**
 * Every credential key's public JWK, current first then retired (oldest first), each with `kid`,
 * `alg` EdDSA and `use` sig: the JWKS of `/.well-known/jwks.json`. Makes the current key when
 * missing, so the set is never empty.
 */
export async function publishedCredentialKeys(db: Db): Promise<PublishedJwk[]> {
  await ensureCredentialKey(db);
  const rows = await db
    .select({ kid: organisationKeys.kid, publicJwk: organisationKeys.publicJwk, retiredAt: organisationKeys.retiredAt })
    .from(organisationKeys)
    .where(eq(organisationKeys.purpose, CREDENTIAL_KEY_PURPOSE))
    .orderBy(sql`${organisationKeys.retiredAt} IS NOT NULL`, asc(organisationKeys.id));
  return rows.flatMap((r) => {
    const jwk = r.publicJwk as { kty?: string; crv?: string; x?: string } | null;
    if (!jwk?.x) return [];
    return [{ kty: jwk.kty, crv: jwk.crv, x: jwk.x, kid: r.kid, alg: CREDENTIAL_ALG, use: 'sig' as const }];
  });
}
