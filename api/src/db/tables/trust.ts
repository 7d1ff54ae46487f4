/**
 * The organisation's signing keys, public verification look-ups and learners' download links.
 * docs/verification.md; docs/printing.md "Digital delivery".
 */
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea, ts, createdAt } from '../columns.js';
import { users } from './access.js';
import { certificates } from './certificates.js';
import { storedFiles } from './files.js';

/**
 * The organisation's signing keys (docs/security.md "Signed PDFs"): `pdf` signs printed PDFs (PAdES; a PKCS#12 uploaded in
 * Organisation Settings, or a self-signed organisation certificate made at first start), `credential`
 * signs verifiable credentials (Ed25519, published at `/.well-known/jwks.json`). One current key per
 * purpose (`retired_at` null); a retired key stays so earlier signatures keep verifying.
 */
export const organisationKeys = pgTable(
  'organisation_keys',
  {
    id: serial('id').primaryKey(),
    /** `pdf` | `credential` */
    purpose: text('purpose').notNull(),
    /** e.g. `RSA-2048`, `Ed25519` */
    algorithm: text('algorithm').notNull(),
    /** `generated` (made by Certify) | `uploaded` (an administrator's PKCS#12) */
    source: text('source').notNull(),
    /** The key id (`kid` of the JWK; the certificate's SHA-256 fingerprint for `pdf`). */
    kid: text('kid').notNull().unique(),
    /** The private key: PKCS#12 (DER) for `pdf`, PKCS#8 (DER) for `credential`. */
    secret: bytea('secret').notNull(),
    /** The PKCS#12's passphrase ('' when none). */
    passphrase: text('passphrase').notNull().default(''),
    /** The X.509 certificate (PEM), for `pdf`. */
    certificatePem: text('certificate_pem'),
    /** The public key as a JWK, for `credential`. */
    publicJwk: jsonb('public_jwk').$type<Record<string, unknown>>(),
    /** The certificate's subject (what a PDF reader shows as the signer). */
    subject: text('subject'),
    notAfter: ts('not_after'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    retiredAt: ts('retired_at'),
  },
  (t) => [uniqueIndex('organisation_keys_current_uq').on(t.purpose).where(sql`retired_at IS NULL`)],
);

/**
 * Public verification look-ups (docs/verification.md): one appended row per
 * successful look-up, never updated; kept apart from the hash-chained certificate trail so public
 * traffic never queues behind the chain's lock. `via`: `code` | `document` | `credential`.
 */
export const verificationLookups = pgTable(
  'verification_lookups',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    certificateId: integer('certificate_id')
      .notNull()
      .references(() => certificates.id),
    via: text('via').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('verification_lookups_cert_idx').on(t.certificateId, t.createdAt)],
);

/**
 * Digital delivery links (docs/printing.md "Digital delivery"): a learner's download page for their own printed PDF, by an
 * unguessable token (SHA-256 stored), valid 30 days. Each download is an audit event
 * (`certificate.downloaded`, subject the certificate, no actor: the learner has no account).
 */
export const deliveryLinks = pgTable(
  'delivery_links',
  {
    id: serial('id').primaryKey(),
    certificateId: integer('certificate_id')
      .notNull()
      .references(() => certificates.id),
    /** The learner's own signed PDF. */
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id),
    tokenHash: text('token_hash').notNull().unique(),
    recipient: text('recipient').notNull(),
    expiresAt: ts('expires_at').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('delivery_links_cert_idx').on(t.certificateId)],
);
