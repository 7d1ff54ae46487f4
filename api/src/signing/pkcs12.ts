/**
 * PKCS#12 files of the organisation's PDF signing key (docs/verification.md: printed PDFs
 * are signed with a PKCS#12 certificate uploaded in Organisation Settings, or a self-signed one made
 * at first start): making the self-signed one, and opening and checking one (an upload, or the
 * stored current key) with node-forge. Keys are RSA (what node-forge's PKCS#12 and the CMS
 * signature support); signing itself uses node's crypto with the opened key (./sign.ts).
 */
import {
  createHash,
  createPrivateKey,
  sign as cryptoSign,
  generateKeyPair,
  generateKeyPairSync,
  type KeyObject,
  randomBytes,
} from 'node:crypto';
import { promisify } from 'node:util';
import forge from 'node-forge';

const { asn1, pki } = forge;

/** Years a self-signed organisation certificate is valid. */
export const SELF_SIGNED_YEARS = 10;
/** RSA modulus of a self-signed key (bits). */
export const SELF_SIGNED_BITS = 2048;
/** Smallest RSA modulus accepted in an upload (bits). */
export const MIN_RSA_BITS = 2048;

/** Extended key usages PDF readers accept for document signing. */
const EKU = {
  emailProtection: true,
  /** id-kp-documentSigning (RFC 9336). */
  '1.3.6.1.5.5.7.3.36': true,
  /** Adobe Authentic Documents Trust. */
  '1.2.840.113583.1.1.5': true,
};

/** Why a PKCS#12 file was refused (the message is the api's 400). */
export class Pkcs12Error extends Error {}

/** The messages of a refused PKCS#12 file. spec: docs/verification.md (signing certificate). */
export const PKCS12_MESSAGES = {
  notPkcs12: 'The file is not a PKCS#12 certificate (.p12 or .pfx)',
  passphrase: 'The certificate file could not be opened with this passphrase',
  noKey: 'The certificate file holds no private key',
  manyKeys: 'The certificate file holds more than one private key; export only the signing key',
  notRsa: 'The certificate’s key must be an RSA key (other key types cannot sign PDFs here)',
  weakKey: `The certificate’s RSA key must be at least ${MIN_RSA_BITS} bits`,
  noCertificate: 'The certificate file holds no certificate for its private key',
  noSigningUsage: 'The certificate may not be used for digital signatures (its key usage)',
  expired: (d: Date) => `The certificate expired on ${d.toISOString().slice(0, 10)}`,
  notYetValid: (d: Date) => `The certificate is not valid until ${d.toISOString().slice(0, 10)}`,
} as const;

/** An opened signing key: what signing and the answers need. */
export interface OpenedKey {
  /** The private key, for node's crypto.sign. */
  privateKey: KeyObject;
  /** The signer's certificate (DER). */
  certificateDer: Buffer;
  /** The signer's certificate and the other certificates of the file (DER), signer first. */
  chainDer: Buffer[];
  /** The signer's certificate (PEM). */
  certificatePem: string;
  /** Public facts of the signer's certificate. */
  facts: CertificateFacts;
}

/** Public facts of a certificate (never the key). */
export interface CertificateFacts {
  /** e.g. `CN=Acme Training, O=Acme Training, C=AU` */
  subject: string;
  issuer: string;
  /** The subject's common name (what a PDF reader shows as the signer), or the subject. */
  commonName: string;
  /** Hex, upper case. */
  serialNumber: string;
  /** SHA-256 of the DER certificate, upper-case hex pairs joined by `:`. */
  fingerprintSha256: string;
  notBefore: Date;
  notAfter: Date;
  /** RSA-2048, RSA-3072, … */
  algorithm: string;
}

const binary = (bytes: Uint8Array) => Buffer.from(bytes).toString('binary');
const derOf = (node: forge.asn1.Asn1) => Buffer.from(asn1.toDer(node).getBytes(), 'binary');

/** `CN=…, O=…` from a forge name (RFC 4514 order is reversed; this is the reading order). */
function nameOf(attributes: forge.pki.CertificateField[]): string {
  return attributes.map((a) => `${a.shortName ?? a.name ?? a.type}=${String(a.value ?? '')}`).join(', ');
}

/** The public facts of a forge certificate and its DER. */
export function factsOf(cert: forge.pki.Certificate, der: Buffer): CertificateFacts {
  const hex = createHash('sha256').update(der).digest('hex').toUpperCase();
  const cn = cert.subject.getField('CN') as forge.pki.CertificateField | null;
  const key = cert.publicKey as forge.pki.rsa.PublicKey;
  return {
    subject: nameOf(cert.subject.attributes),
    issuer: nameOf(cert.issuer.attributes),
    commonName: cn ? String(cn.value) : nameOf(cert.subject.attributes),
    serialNumber: cert.serialNumber.toUpperCase(),
    fingerprintSha256: hex.match(/../g)!.join(':'),
    notBefore: cert.validity.notBefore,
    notAfter: cert.validity.notAfter,
    algorithm: `RSA-${key.n.bitLength()}`,
  };
}

/** A UTF-8 name attribute (forge's default PrintableString cannot hold `&`, `@` or accents). */
const utf8Attr = (name: string, value: string) => ({
  name,
  value: forge.util.encodeUtf8(value.slice(0, 64)),
  valueTagClass: asn1.Type.UTF8 as unknown as forge.asn1.Class,
});

/** PBKDF2 iterations of a generated PKCS#12: its passphrase is 192 random bits, so more add nothing. */
const GENERATED_PBKDF2_ITERATIONS = 16;

/** A new RSA key for a self-signed certificate, made off the event loop (node's thread pool). */
export const newSigningKeyPair = async (): Promise<KeyObject> =>
  (await promisify(generateKeyPair)('rsa', { modulusLength: SELF_SIGNED_BITS })).privateKey;

/**
 * Makes a self-signed organisation certificate as a PKCS#12 (DER, AES-256, a random passphrase),
 * answered opened too: RSA-2048 (`privateKey`, else made now), subject and issuer CN = O =
 * `organisation`, C = AU, valid from a minute ago for SELF_SIGNED_YEARS, key usage
 * digitalSignature + nonRepudiation, the document-signing extended key usages; the certificate is
 * signed with node's crypto (node-forge's JavaScript RSA is slow).
 */
export function makeSelfSignedPkcs12(
  organisation: string,
  now = new Date(),
  privateKey: KeyObject = generateKeyPairSync('rsa', { modulusLength: SELF_SIGNED_BITS }).privateKey,
): { p12: Buffer; passphrase: string; key: OpenedKey } {
  const name = organisation.trim() || 'Certify';
  const key = pki.privateKeyFromPem(
    privateKey.export({ type: 'pkcs1', format: 'pem' }) as string,
  ) as forge.pki.rsa.PrivateKey;
  const cert = pki.createCertificate();
  cert.publicKey = pki.setRsaPublicKey(key.n, key.e);
  // A positive serial of 128 random bits.
  cert.serialNumber = `01${randomBytes(16).toString('hex')}`;
  cert.validity.notBefore = new Date(now.getTime() - 60_000);
  const notAfter = new Date(now);
  notAfter.setUTCFullYear(notAfter.getUTCFullYear() + SELF_SIGNED_YEARS);
  cert.validity.notAfter = notAfter;
  const subject = [
    utf8Attr('commonName', name),
    utf8Attr('organizationName', name),
    { name: 'countryName', value: 'AU' },
  ];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false, critical: true },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, critical: true },
    { name: 'extKeyUsage', ...EKU },
    { name: 'subjectKeyIdentifier' },
  ]);
  // What cert.sign(key, sha256) does, with the RSA signature from node's crypto.
  cert.signatureOid = pki.oids.sha256WithRSAEncryption!;
  cert.siginfo.algorithmOid = pki.oids.sha256WithRSAEncryption!;
  // node-forge's typings leave out getTBSCertificate (lib/x509.js).
  const tbs = (pki as unknown as { getTBSCertificate(c: forge.pki.Certificate): forge.asn1.Asn1 }).getTBSCertificate(
    cert,
  );
  (cert as unknown as { tbsCertificate: forge.asn1.Asn1 }).tbsCertificate = tbs;
  cert.signature = cryptoSign('sha256', derOf(tbs), privateKey).toString('binary');

  const passphrase = randomBytes(24).toString('base64url');
  const p12 = forge.pkcs12.toPkcs12Asn1(key, [cert], passphrase, {
    algorithm: 'aes256',
    friendlyName: name,
    count: GENERATED_PBKDF2_ITERATIONS,
  } as never);
  const certificateDer = derOf(pki.certificateToAsn1(cert));
  return {
    p12: derOf(p12),
    passphrase,
    key: {
      privateKey,
      certificateDer,
      chainDer: [certificateDer],
      certificatePem: pki.certificateToPem(cert),
      facts: factsOf(cert, certificateDer),
    },
  };
}

/**
 * Opens a PKCS#12 file with its passphrase and checks it can sign PDFs now: exactly one private key
 * (RSA, ≥ MIN_RSA_BITS), the certificate of that key (other certificates are kept as its chain), a
 * key usage allowing signatures when it has one, valid at `now` (null: not checked). Throws `Pkcs12Error` with one of
 * PKCS12_MESSAGES otherwise. Never logs or answers the key.
 */
export function openPkcs12(bytes: Uint8Array, passphrase: string, now: Date | null = new Date()): OpenedKey {
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    const der = asn1.fromDer(forge.util.createBuffer(binary(bytes)), { strict: false } as never);
    try {
      p12 = forge.pkcs12.pkcs12FromAsn1(der, false, passphrase);
    } catch (err) {
      const message = err instanceof Error ? err.message : '';
      if (/not RSA|RSAPrivateKey|Unknown OID|unsupported key/i.test(message))
        throw new Pkcs12Error(PKCS12_MESSAGES.notRsa);
      if (/PKCS#12|PFX|pfx/.test(message) && !/password|decrypt|MAC/i.test(message)) {
        throw new Pkcs12Error(PKCS12_MESSAGES.notPkcs12);
      }
      throw new Pkcs12Error(PKCS12_MESSAGES.passphrase);
    }
  } catch (err) {
    if (err instanceof Pkcs12Error) throw err;
    throw new Pkcs12Error(PKCS12_MESSAGES.notPkcs12);
  }

  const keyBags = [
    ...(p12.getBags({ bagType: pki.oids.pkcs8ShroudedKeyBag! })[pki.oids.pkcs8ShroudedKeyBag!] ?? []),
    ...(p12.getBags({ bagType: pki.oids.keyBag! })[pki.oids.keyBag!] ?? []),
  ];
  if (keyBags.length === 0) throw new Pkcs12Error(PKCS12_MESSAGES.noKey);
  if (keyBags.length > 1) throw new Pkcs12Error(PKCS12_MESSAGES.manyKeys);
  const key = keyBags[0]!.key as forge.pki.rsa.PrivateKey | null | undefined;
  if (!key?.n || !key.e) throw new Pkcs12Error(PKCS12_MESSAGES.notRsa);
  if (key.n.bitLength() < MIN_RSA_BITS) throw new Pkcs12Error(PKCS12_MESSAGES.weakKey);

  const certBags = p12.getBags({ bagType: pki.oids.certBag! })[pki.oids.certBag!] ?? [];
  const certs = certBags.map((b) => b.cert).filter((c): c is forge.pki.Certificate => !!c);
  const matches = (c: forge.pki.Certificate) => {
    const pub = c.publicKey as forge.pki.rsa.PublicKey;
    return !!pub?.n && pub.n.compareTo(key.n) === 0 && pub.e.compareTo(key.e) === 0;
  };
  const cert = certs.find(matches);
  if (!cert) {
    // A certificate forge could not read (e.g. an EC key's) while the key is RSA: no match either way.
    throw new Pkcs12Error(
      certBags.length > certs.length && !certs.length ? PKCS12_MESSAGES.notRsa : PKCS12_MESSAGES.noCertificate,
    );
  }
  const usage = cert.getExtension('keyUsage') as { digitalSignature?: boolean; nonRepudiation?: boolean } | null;
  if (usage && !usage.digitalSignature && !usage.nonRepudiation) throw new Pkcs12Error(PKCS12_MESSAGES.noSigningUsage);
  if (now && cert.validity.notAfter.getTime() < now.getTime()) {
    throw new Pkcs12Error(PKCS12_MESSAGES.expired(cert.validity.notAfter));
  }
  if (now && cert.validity.notBefore.getTime() > now.getTime() + 5 * 60_000) {
    throw new Pkcs12Error(PKCS12_MESSAGES.notYetValid(cert.validity.notBefore));
  }

  const certificateDer = derOf(pki.certificateToAsn1(cert));
  const chainDer = [certificateDer, ...certs.filter((c) => c !== cert).map((c) => derOf(pki.certificateToAsn1(c)))];
  return {
    privateKey: createPrivateKey(pki.privateKeyToPem(key)),
    certificateDer,
    chainDer,
    certificatePem: pki.certificateToPem(cert),
    facts: factsOf(cert, certificateDer),
  };
}
