/**
 * Signing printed PDFs (docs/verification.md: printed PDFs are digitally signed by the
 * organisation, PAdES baseline, so a PDF reader shows any change made after printing).
 *
 * PAdES B-B (ETSI EN 319 142-1): a signature dictionary with SubFilter `ETSI.CAdES.detached`, put in
 * by `@signpdf/placeholder-pdf-lib` on the pdf-lib document before it is saved (one save, no
 * reload), then `@signpdf/signpdf` fills in the ByteRange and the CMS. The CMS (RFC 5652
 * SignedData, detached) carries the signed attributes content-type, message-digest (SHA-256 of the
 * ByteRange-covered bytes) and ESS signing-certificate-v2 (the certificate's SHA-256), no
 * signing-time attribute (PAdES puts the time in the dictionary's `/M`), the certificate and its
 * chain, and an RSA PKCS#1 v1.5 signature over the signed attributes. The CMS is built with
 * node-forge's ASN.1 and signed with node's crypto and the key opened once per process (./keys.ts),
 * which is what `P12Signer` does less quickly (it re-opens the PKCS#12 and hashes in JavaScript on
 * every signature).
 */
import { createHash, sign as cryptoSign } from 'node:crypto';
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { SignPdf } from '@signpdf/signpdf';
import { Signer, SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import forge from 'node-forge';
import type { PDFDocument } from 'pdf-lib';
import type { OpenedKey } from './pkcs12.js';

const { asn1, pki } = forge;
const U = asn1.Class.UNIVERSAL;
const T = asn1.Type;

/** id-aa-signingCertificateV2 (RFC 5035). */
const OID_SIGNING_CERTIFICATE_V2 = '1.2.840.113549.1.9.16.2.47';
/** rsaEncryption. */
const OID_RSA = '1.2.840.113549.1.1.1';

/** What the signature dictionary says besides the signature. */
export interface SignatureInfo {
  /** e.g. "Issued by Acme Training". */
  reason: string;
  /** The signer's name (the certificate's common name). */
  name: string;
  location: string;
  contactInfo: string;
  /** The signing time (`/M`). */
  at: Date;
}

const oid = (o: string) => asn1.create(U, T.OID, false, asn1.oidToDer(o).getBytes());
const seq = (v: forge.asn1.Asn1[]) => asn1.create(U, T.SEQUENCE, true, v);
const set = (v: forge.asn1.Asn1[]) => asn1.create(U, T.SET, true, v);
const octets = (b: Buffer) => asn1.create(U, T.OCTETSTRING, false, b.toString('binary'));
const int = (n: number) => asn1.create(U, T.INTEGER, false, asn1.integerToDer(n).getBytes());
const algorithm = (o: string) => seq([oid(o), asn1.create(U, T.NULL, false, '')]);
const fromDer = (b: Buffer) => asn1.fromDer(forge.util.createBuffer(b.toString('binary')));
const derOf = (node: forge.asn1.Asn1) => Buffer.from(asn1.toDer(node).getBytes(), 'binary');

/** The certificate's issuer Name and serial INTEGER, exactly as encoded in it. */
function issuerAndSerial(certificateDer: Buffer): forge.asn1.Asn1 {
  const tbs = (fromDer(certificateDer).value as forge.asn1.Asn1[])[0]!.value as forge.asn1.Asn1[];
  const i = tbs[0]!.tagClass === asn1.Class.CONTEXT_SPECIFIC ? 1 : 0;
  return seq([tbs[i + 2]!, tbs[i]!]);
}

/**
 * The detached CMS SignedData (DER) of `contentDigest` (SHA-256 of the signed bytes) by `key`:
 * signed attributes content-type, message-digest, signing-certificate-v2 (DER-sorted, as a SET OF
 * must be), RSA PKCS#1 v1.5 with SHA-256.
 */
export function cadesDetached(key: OpenedKey, contentDigest: Buffer): Buffer {
  const certHash = createHash('sha256').update(key.certificateDer).digest();
  const attributes = [
    seq([oid(pki.oids.contentType!), set([oid(pki.oids.data!)])]),
    seq([oid(pki.oids.messageDigest!), set([octets(contentDigest)])]),
    seq([oid(OID_SIGNING_CERTIFICATE_V2), set([seq([seq([seq([octets(certHash)])])])])]),
  ]
    .map((a) => ({ a, der: derOf(a) }))
    .sort((x, y) => Buffer.compare(x.der, y.der))
    .map((x) => x.a);
  const signature = cryptoSign('sha256', derOf(set(attributes)), key.privateKey);
  const signerInfo = seq([
    int(1),
    issuerAndSerial(key.certificateDer),
    algorithm(pki.oids.sha256!),
    asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, attributes),
    algorithm(OID_RSA),
    octets(signature),
  ]);
  const signedData = seq([
    int(1),
    set([algorithm(pki.oids.sha256!)]),
    seq([oid(pki.oids.data!)]),
    asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, key.chainDer.map(fromDer)),
    set([signerInfo]),
  ]);
  return derOf(seq([oid(pki.oids.signedData!), asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [signedData])]));
}

/** `@signpdf`'s signer for the organisation's opened key. */
export class OrganisationSigner extends Signer {
  constructor(private readonly key: OpenedKey) {
    super();
  }

  /** The CMS of the bytes `@signpdf/signpdf` hands over (the PDF without the Contents placeholder). */
  override async sign(pdfBuffer: Buffer): Promise<Buffer> {
    return cadesDetached(this.key, createHash('sha256').update(pdfBuffer).digest());
  }
}

/** Hex digits the `/Contents` placeholder holds for `key`'s CMS (its certificates, signature, room). */
export function placeholderLength(key: OpenedKey): number {
  const certificates = key.chainDer.reduce((n, c) => n + c.length, 0);
  return 2 * (certificates * 2 + 2048);
}

/**
 * Adds the PAdES signature dictionary (an invisible signature field on the first page) to `doc`,
 * to be filled by `signPdf` after the document is saved. Call after the last page is added.
 */
export function addSignaturePlaceholder(doc: PDFDocument, key: OpenedKey, info: SignatureInfo): void {
  pdflibAddPlaceholder({
    pdfDoc: doc,
    reason: info.reason,
    name: info.name,
    location: info.location,
    contactInfo: info.contactInfo,
    signingTime: info.at,
    signatureLength: placeholderLength(key),
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    appName: 'Certify',
  });
}

/** Signs a PDF saved with `addSignaturePlaceholder`: answers the signed bytes (same length). */
export async function signPdf(pdf: Uint8Array, key: OpenedKey): Promise<Uint8Array> {
  const signed = await new SignPdf().sign(
    Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength),
    new OrganisationSigner(key),
  );
  return new Uint8Array(signed.buffer, signed.byteOffset, signed.byteLength);
}
